/**
 * zustand `persist` storage on IndexedDB through idb-keyval. The cache object is stored as is
 * (structured clone, no JSON string round trip). Writes are coalesced, wait until hydration has read
 * the saved copy (so an early fetch never overwrites it), and a QuotaExceededError never escapes:
 * we drop the least recently used half and retry once, else the data simply stays in memory.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { createStore, del, get, set } from 'idb-keyval';
import { isQuotaError } from '../shared/quota.ts';

export interface KeyValueBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** What may be shrunk when the quota is hit; the store passes its own eviction. */
export type Shrink<S> = (state: S) => S;

const DB_NAME = 'quandaries-cache';
const STORE_NAME = 'queries';
const WRITE_DELAY_MS = 100;

let defaultBackend: Promise<KeyValueBackend | null> | undefined;

/** Replaces IndexedDB (tests; environments with another key-value store). */
export function setKeyValueBackend(backend: KeyValueBackend | null): void {
  defaultBackend = Promise.resolve(backend);
}

/**
 * idb-keyval opens its database when the store is created, so build it on first use, never at import.
 * A static import on purpose: a lazy chunk would cost a request before hydration, offline included.
 */
function idbBackend(): Promise<KeyValueBackend | null> {
  if (defaultBackend) return defaultBackend;
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  const store = createStore(DB_NAME, STORE_NAME);
  defaultBackend = Promise.resolve({
    get: (key: string) => get(key, store),
    set: (key: string, value: unknown) => set(key, value, store),
    del: (key: string) => del(key, store),
  });
  return defaultBackend;
}

export interface IdbPersistStorage<S> extends PersistStorage<S> {
  /** Allow writes; called once the saved copy has been read. */
  enableWrites(): void;
  /** Resolves when every pending write has settled (tests, page hide). */
  flush(): Promise<void>;
}

export function createIdbStorage<S>(
  shrink: Shrink<S>,
  backend: () => Promise<KeyValueBackend | null> = () => idbBackend(),
): IdbPersistStorage<S> {
  let writable = false;
  let pending: { name: string; value: StorageValue<S> } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();

  async function write(name: string, value: StorageValue<S>): Promise<void> {
    const kv = await backend();
    if (!kv) return;
    try {
      await kv.set(name, value);
    } catch (error) {
      if (!isQuotaError(error)) return console.error('[store] saving the cache failed', error);
      try {
        await kv.set(name, { ...value, state: shrink(value.state) });
      } catch (retryError) {
        // Still no room: keep serving from memory; the next write tries again.
        console.warn('[store] storage full, cache kept in memory only', retryError);
      }
    }
  }

  function runPending(): void {
    timer = null;
    const job = pending;
    pending = null;
    if (job) chain = chain.then(() => write(job.name, job.value));
  }

  return {
    async getItem(name) {
      try {
        const kv = await backend();
        const value = kv ? await kv.get(name) : null;
        return value && typeof value === 'object' ? (value as StorageValue<S>) : null;
      } catch (error) {
        console.warn('[store] reading the saved cache failed', error);
        return null;
      }
    },
    setItem(name, value) {
      if (!writable) return;
      pending = { name, value };
      timer ??= setTimeout(runPending, WRITE_DELAY_MS);
    },
    async removeItem(name) {
      pending = null;
      const kv = await backend();
      await kv?.del(name).catch(() => undefined);
    },
    enableWrites() {
      writable = true;
    },
    async flush() {
      if (timer) clearTimeout(timer);
      runPending();
      await chain;
    },
  };
}
