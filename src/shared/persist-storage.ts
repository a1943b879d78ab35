/**
 * zustand `persist` storage on one of the page's IndexedDB databases (kv.ts); every kept store
 * (kept-store.ts) goes through it. The state is stored as is (structured clone, no JSON string
 * round trip). Writes are coalesced, wait until the stored copy has been read back (so an early change
 * never overwrites it; a preview tab never enables them at all), and a full disk never escapes: the
 * store's own `shrink` drops what matters least and the write is tried once more, else the state
 * simply stays in memory.
 */
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { Kv, WriteResult } from './kv.ts';

/** What may be dropped when the disk is full; each store passes its own eviction. */
export type Shrink<S> = (state: S) => S;

export interface PersistStorageOptions<S> {
  /** Without one, a full disk leaves the state in memory at once. */
  shrink?: Shrink<S>;
  /** How long changes are gathered into one write. */
  writeDelayMs?: number;
}

export interface WritablePersistStorage<S> extends PersistStorage<S> {
  /** Allow writes; called once the stored copy has been read back. */
  enableWrites(): void;
  /** Drops pending writes and refuses new ones until enabled again (tests start a new session). */
  disableWrites(): void;
  /**
   * Resolves when every pending write has settled (tests, page hide, a write the caller must know
   * reached the disk), with the last write's result (`none` when nothing was written).
   */
  flush(): Promise<WriteResult>;
}

const DEFAULT_WRITE_DELAY_MS = 100;

/**
 * What was read back, in zustand's envelope. A value saved before its store went through `persist`
 * is the bare state: it counts as version 0, so the store's `migrate` decides what to keep of it.
 */
function envelope<S>(value: unknown): StorageValue<S> | null {
  if (!value || typeof value !== 'object') return null;
  if ('state' in value) return value as StorageValue<S>;
  return { state: value as S, version: 0 };
}

export function createPersistStorage<S>(
  kv: Kv,
  { shrink, writeDelayMs = DEFAULT_WRITE_DELAY_MS }: PersistStorageOptions<S>,
): WritablePersistStorage<S> {
  let writable = false;
  let pending: { name: string; value: StorageValue<S> } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<WriteResult> = Promise.resolve('none');

  async function write(name: string, value: StorageValue<S>): Promise<WriteResult> {
    const first = await kv.set(name, value);
    if (first !== 'quota' || !shrink) return first;
    // Still no room after shrinking: keep serving from memory; the next change tries again.
    const second = await kv.set(name, { ...value, state: shrink(value.state) });
    if (second === 'quota') console.warn('[store] storage full, state kept in memory only');
    return second;
  }

  function runPending(): void {
    timer = null;
    const job = pending;
    pending = null;
    if (job) chain = chain.then(() => write(job.name, job.value));
  }

  return {
    async getItem(name) {
      return envelope<S>(await kv.get(name));
    },
    setItem(name, value) {
      if (!writable) return;
      pending = { name, value };
      timer ??= setTimeout(runPending, writeDelayMs);
    },
    async removeItem(name) {
      pending = null;
      await kv.del(name);
    },
    enableWrites() {
      writable = true;
    },
    disableWrites() {
      writable = false;
      pending = null;
    },
    flush() {
      if (timer) clearTimeout(timer);
      runPending();
      return chain;
    },
  };
}
