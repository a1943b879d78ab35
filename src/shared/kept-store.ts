/**
 * The one way the page (and the worker) keeps a small state on the device: a zustand store with `persist`, stored
 * whole under one key of one of the page's IndexedDB databases (kv.ts) through persist-storage.ts
 * (structured clone, coalesced writes, a full disk shrinks the state once and never escapes). The
 * reading library, the reading positions, the newsletter outbox and the ahead-of-need state are each
 * one of these; the content itself lives in the query store, kept key by key (store/device-store.ts).
 *
 * Nothing is read at import (prerendering imports these modules too): `load()` reads the kept copy
 * once, merges this session's changes over it, then allows writes. `reread()` reads it again, for a
 * state another tab may have changed. A value kept before its store went through `persist` (the bare
 * state, no envelope) reads back as version 0, so `migrate` turns every old shape into today's.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { openKv, type KvName, type WriteResult } from './kv.ts';
import { createPersistStorage, type WritablePersistStorage } from './persist-storage.ts';

/**
 * What a preview tab (which shows drafts) does with a kept state: `read` shows what is kept but writes
 * nothing, `none` does not even open the database (opening creates it: a draft tab leaves no trace),
 * `write` keeps it as any tab would (nothing in it comes from drafts).
 */
export type InPreview = 'read' | 'none' | 'write';

export interface KeptStoreOptions<S> {
  db: KvName;
  /** The key it is kept under; unchanged from earlier builds, so what visitors kept is found. */
  key: string;
  version: number;
  empty: () => S;
  /** Today's state from a kept one of `version` (0: the bare value of before); checked field by field. */
  migrate: (kept: unknown, version: number) => S;
  /** The kept state under this session's changes made before it was read. */
  merge: (kept: S, current: S) => S;
  /** What may go first when the disk is full; nothing by default. */
  shrink?: (state: S) => S;
  /** How long changes are gathered into one write. */
  writeDelayMs?: number;
  inPreview: InPreview;
  /** Whether this tab shows drafts (the page's preview mode; a worker never does). */
  isPreview: () => boolean;
  /**
   * Whether `load()` writes the state back at once (true by default): an old shape is rewritten in
   * today's, and changes made before the kept copy arrived are kept. A store written only by its own
   * operations (the outbox) leaves its writes to them, so each one learns whether it reached the disk.
   */
  writeOnLoad?: boolean;
}

export interface KeptStore<S> {
  store: StoreApi<S>;
  /** Reads the kept copy once; safe to call from everything that needs it. Never rejects. */
  load(): Promise<void>;
  /** Reads the kept copy again (another tab may have changed it). Never rejects. */
  reread(): Promise<void>;
  /** Changes the state; refused in a preview tab unless it may write. */
  update(change: (state: S) => Partial<S>): void;
  /** Waits for pending writes; the last write's result. */
  flush(): Promise<WriteResult>;
  /** Tests: forget the state in memory, as a new page load would; the kept copy stays. */
  reset(): void;
  storage: WritablePersistStorage<S>;
}

export function createKeptStore<S>(options: KeptStoreOptions<S>): KeptStore<S> {
  const { db, key, version, empty, inPreview, isPreview } = options;
  const kv = openKv(db, key);
  const noDatabase = () => inPreview === 'none' && isPreview();
  const mayWrite = () => inPreview === 'write' || !isPreview();
  const storage = createPersistStorage<S>(kv, {
    shrink: options.shrink,
    writeDelayMs: options.writeDelayMs,
  });
  const store = createStore<S>()(
    persist(empty, {
      name: key,
      version,
      storage: {
        getItem: (name) => (noDatabase() ? null : storage.getItem(name)),
        setItem: (name, value) => storage.setItem(name, value),
        removeItem: (name) => storage.removeItem(name),
      },
      skipHydration: true,
      migrate: (kept, from) => options.migrate(kept, from),
      merge: (kept, current) => options.merge(kept as S, current),
    }),
  );
  const rehydrate = () =>
    Promise.resolve(store.persist.rehydrate()).catch((error: unknown) =>
      console.warn(`[${key}] could not read what was kept`, error),
    );

  let loading: Promise<void> | null = null;
  const load = (): Promise<void> =>
    (loading ??= rehydrate().then(() => {
      if (!mayWrite()) return;
      storage.enableWrites();
      // What this session changed before the kept copy arrived is kept with it.
      if (options.writeOnLoad !== false) storage.setItem(key, { state: store.getState(), version });
      // A closing tab still keeps its last change (a worker has no such event: its writes are awaited).
      if ('document' in globalThis)
        globalThis.addEventListener('pagehide', () => void storage.flush());
    }));

  return {
    store,
    load,
    async reread() {
      await load();
      await storage.flush();
      await rehydrate();
    },
    update(change) {
      if (!mayWrite()) return;
      store.setState(change);
    },
    flush: () => storage.flush(),
    reset() {
      storage.disableWrites();
      store.setState(empty(), true);
      loading = null;
    },
    storage,
  };
}
