/**
 * The page's one way to IndexedDB: a small key-value store per database (idb-keyval). Every
 * operation swallows its errors — a full disk, a private window or a browser without IndexedDB only
 * means nothing is remembered — and a write tells a full disk apart from other failures, so the caller
 * can make room and try again. Database and store names are the ones visitors already have on disk:
 * renaming one would silently drop what they saved.
 */
import { createStore, del, get, set } from 'idb-keyval';
import { isQuotaError } from '../shared/quota.ts';

export const KV_DATABASES = {
  /** The query cache (zustand persist of the query store). */
  cache: { database: 'quandaries-cache', store: 'queries' },
  /** Saved articles, recently read, the sync mirror of ahead-of-need. */
  library: { database: 'quandaries-library', store: 'kv' },
  /** Newsletter signups waiting for the network. */
  newsletter: { database: 'quandaries-newsletter', store: 'outbox' },
  /** Where the reader stopped in the last articles they opened. */
  reading: { database: 'quandaries-reading', store: 'positions' },
} as const;

export type KvName = keyof typeof KV_DATABASES;

export interface KeyValueBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** `none`: there is no storage here (Node, prerendering, a browser without IndexedDB). */
export type WriteResult = 'saved' | 'quota' | 'failed' | 'none';

export interface Kv {
  /** The stored value, or null when there is none or it could not be read. */
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<WriteResult>;
  del(key: string): Promise<void>;
}

const replaced = new Map<KvName, KeyValueBackend | null>();

/** Puts another backend (or none) in place of IndexedDB for one database: tests, other hosts. */
export function replaceKvBackend(name: KvName, backend: KeyValueBackend | null): void {
  replaced.set(name, backend);
}

/** Back to IndexedDB for every database. */
export function restoreKvBackends(): void {
  replaced.clear();
}

/**
 * Opens one database. idb-keyval opens it when its store is created, so that happens on first use,
 * never at import (prerendering imports this module too).
 */
export function openKv(name: KvName, label: string): Kv {
  let idb: KeyValueBackend | null | undefined;
  const backend = (): KeyValueBackend | null => {
    // Looked up on every call, so a replacement takes effect even for a store opened before it.
    if (replaced.has(name)) return replaced.get(name) ?? null;
    if (idb !== undefined) return idb;
    if (typeof indexedDB === 'undefined') return (idb = null);
    const { database, store } = KV_DATABASES[name];
    const handle = createStore(database, store);
    return (idb = {
      get: (key) => get(key, handle),
      set: (key, value) => set(key, value, handle),
      del: (key) => del(key, handle),
    });
  };

  return {
    async get(key) {
      try {
        return (await backend()?.get(key)) ?? null;
      } catch (error) {
        console.warn(`[${label}] reading failed`, error);
        return null;
      }
    },
    async set(key, value) {
      const kv = backend();
      if (!kv) return 'none';
      try {
        await kv.set(key, value);
        return 'saved';
      } catch (error) {
        if (isQuotaError(error)) {
          console.warn(`[${label}] storage full, not saved`, error);
          return 'quota';
        }
        console.warn(`[${label}] saving failed`, error);
        return 'failed';
      }
    },
    async del(key) {
      try {
        await backend()?.del(key);
      } catch (error) {
        console.warn(`[${label}] removing failed`, error);
      }
    },
  };
}
