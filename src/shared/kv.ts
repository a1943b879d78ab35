/**
 * The page's one way to IndexedDB: a small key-value store per database. Every
 * operation swallows its errors — a full disk, a private window or a browser without IndexedDB only
 * means nothing is remembered — and a write tells a full disk apart from other failures, so the caller
 * can make room and try again. Database and store names are the ones visitors already have on disk:
 * renaming one would silently drop what they saved.
 *
 * Every transaction is committed as soon as its requests are queued (`commit()`), so finishing it never
 * depends on this page running again: a page that writes on `pagehide` and is then frozen in the
 * back/forward cache would otherwise leave its transaction open, and WebKit then queued every later
 * open and transaction on that database, in the next page too, for good. Opening gives up after
 * OPEN_TIMEOUT_MS (a blocked or stuck open reads as "nothing stored"), and a connection closes when
 * another page asks for a new version of its database.
 */
import { isQuotaError } from './quota.ts';

export const KV_DATABASES = {
  /** The query cache: the device store, one record per query key and its index. */
  cache: { database: 'quandaries-cache', store: 'queries' },
  /**
   * Offline reading: the reader's library (saved articles, recently read), the ahead-of-need mirror,
   * its stamp and its list. The database keeps the name earlier builds gave it.
   */
  offline: { database: 'quandaries-library', store: 'kv' },
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
  /** Several keys in one transaction; a backend without them is asked key by key. */
  getMany?(keys: string[]): Promise<unknown[]>;
  setMany?(entries: [string, unknown][]): Promise<void>;
  delMany?(keys: string[]): Promise<void>;
}

/** `none`: there is no storage here (Node, prerendering, a browser without IndexedDB). */
export type WriteResult = 'written' | 'quota' | 'failed' | 'none';

export interface Kv {
  /** The stored value, or null when there is none or it could not be read. */
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<WriteResult>;
  del(key: string): Promise<void>;
  /** The stored values of `keys`, in order (null for none); read in one transaction. */
  getMany(keys: string[]): Promise<unknown[]>;
  /** Writes every pair in one transaction: all of them are saved, or none. */
  setMany(entries: [string, unknown][]): Promise<WriteResult>;
  delMany(keys: string[]): Promise<void>;
}

/** How long an open may take before this page treats the database as unavailable. */
export const OPEN_TIMEOUT_MS = 4000;

type Collect<T> = (store: IDBObjectStore) => () => T | Promise<T>;

/**
 * A read request's value, once it has one. Not read in the transaction's complete event: Chromium has
 * fired that before a large value had arrived (a returning reader's device at 10,000 articles), and
 * reading `result` then throws "The request has not finished".
 */
function valueOf(request: IDBRequest): Promise<unknown> {
  if (request.readyState === 'done') return Promise.resolve(request.result as unknown);
  const value = new Promise<unknown>((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result as unknown));
    request.addEventListener('error', () => reject(request.error));
  });
  // A failed request aborts its transaction, which rejects the operation: nobody reads this value.
  value.catch(() => undefined);
  return value;
}

/** One database with one object store, opened on first use and again after a close or a failure. */
export function idbBackend(
  factory: IDBFactory,
  database: string,
  storeName: string,
  openTimeoutMs = OPEN_TIMEOUT_MS,
): KeyValueBackend {
  let connection: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> => {
    const opening = new Promise<IDBDatabase>((resolve, reject) => {
      let settled = false;
      const request = factory.open(database);
      const timer = setTimeout(() => {
        settled = true;
        reject(new Error(`opening ${database} took over ${openTimeoutMs} ms`));
      }, openTimeoutMs);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      request.onsuccess = () => {
        clearTimeout(timer);
        const db = request.result;
        // Too late: this page already went on without it.
        if (settled) return db.close();
        settled = true;
        db.onversionchange = () => {
          db.close();
          if (connection === opening) connection = null;
        };
        db.onclose = () => {
          if (connection === opening) connection = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        clearTimeout(timer);
        settled = true;
        reject(request.error ?? new Error(`opening ${database} failed`));
      };
    });
    // A failed or timed-out open is not remembered: the next operation tries again.
    opening.catch(() => {
      if (connection === opening) connection = null;
    });
    return (connection = opening);
  };

  const run = async <T>(mode: IDBTransactionMode, collect: Collect<T>): Promise<T> => {
    const db = await (connection ?? open());
    let transaction: IDBTransaction;
    try {
      transaction = db.transaction(storeName, mode);
    } catch (error) {
      // The connection closed under us (another page upgraded the database): open once more.
      if (!(error instanceof DOMException) || error.name !== 'InvalidStateError') throw error;
      connection = null;
      transaction = (await open()).transaction(storeName, mode);
    }
    const result = collect(transaction.objectStore(storeName));
    return new Promise<T>((resolve, reject) => {
      transaction.oncomplete = () => resolve(result());
      transaction.onabort = transaction.onerror = () =>
        reject(transaction.error ?? new Error(`a transaction on ${database} failed`));
      transaction.commit?.();
    });
  };

  const requests = (store: IDBObjectStore, keys: string[]) => keys.map((key) => store.get(key));
  return {
    get: (key) =>
      run('readonly', (store) => {
        const value = valueOf(store.get(key));
        return () => value;
      }),
    getMany: (keys) =>
      run('readonly', (store) => {
        const values = Promise.all(requests(store, keys).map(valueOf));
        return () => values;
      }),
    set: (key, value) =>
      run('readwrite', (store) => {
        store.put(value, key);
        return () => undefined;
      }),
    setMany: (entries) =>
      run('readwrite', (store) => {
        for (const [key, value] of entries) store.put(value, key);
        return () => undefined;
      }),
    del: (key) =>
      run('readwrite', (store) => {
        store.delete(key);
        return () => undefined;
      }),
    delMany: (keys) =>
      run('readwrite', (store) => {
        for (const key of keys) store.delete(key);
        return () => undefined;
      }),
  };
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
 * Opens one database, on first use, never at import (prerendering imports this module too).
 */
export function openKv(name: KvName, label: string): Kv {
  let idb: KeyValueBackend | null | undefined;
  const backend = (): KeyValueBackend | null => {
    // Looked up on every call, so a replacement takes effect even for a store opened before it.
    if (replaced.has(name)) return replaced.get(name) ?? null;
    if (idb !== undefined) return idb;
    if (typeof indexedDB === 'undefined') return (idb = null);
    const { database, store } = KV_DATABASES[name];
    return (idb = idbBackend(indexedDB, database, store));
  };

  const failedWrite = (error: unknown): WriteResult => {
    if (isQuotaError(error)) {
      console.warn(`[${label}] storage full, not saved`, error);
      return 'quota';
    }
    console.warn(`[${label}] saving failed`, error);
    return 'failed';
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
        return 'written';
      } catch (error) {
        return failedWrite(error);
      }
    },
    async getMany(keys) {
      const kv = backend();
      try {
        const values = kv?.getMany
          ? await kv.getMany(keys)
          : await Promise.all(keys.map((key) => kv?.get(key)));
        return keys.map((_, i) => values[i] ?? null);
      } catch (error) {
        console.warn(`[${label}] reading failed`, error);
        return keys.map(() => null);
      }
    },
    async setMany(entries) {
      const kv = backend();
      if (!kv) return 'none';
      if (entries.length === 0) return 'written';
      try {
        if (kv.setMany) await kv.setMany(entries);
        else for (const [key, value] of entries) await kv.set(key, value);
        return 'written';
      } catch (error) {
        return failedWrite(error);
      }
    },
    async delMany(keys) {
      const kv = backend();
      if (!kv || keys.length === 0) return;
      try {
        if (kv.delMany) await kv.delMany(keys);
        else for (const key of keys) await kv.del(key);
      } catch (error) {
        console.warn(`[${label}] removing failed`, error);
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
