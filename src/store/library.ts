/**
 * What is readable offline besides the query cache's LRU: articles the visitor saved (kept
 * until removed, their store keys pinned) and the recently read detail pages (capped, oldest out). A
 * small zustand store persisted like the query cache (persist-storage.ts), in the library's database.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { isPreviewMode } from '../lib/preview-mode.ts';
import { libraryKv } from './library-db';
import {
  mergeLibrary,
  mergeRecent,
  type LibraryState,
  type ReadItem,
  type SavedItem,
} from './library-state';
import { createPersistStorage } from './persist-storage';

export type { LibraryState, ReadItem, SavedItem } from './library-state';
export { MAX_RECENT } from './library-state';
/** The key the library has always been saved under in its database. */
export const LIBRARY_KEY = 'library';
/**
 * 1: zustand's envelope `{ state, version }`. Version 0 is the bare state the library was saved as
 * before; its fields are the same, so it migrates as is and the merge checks each of them.
 */
export const LIBRARY_VERSION = 1;

const empty = (): LibraryState => ({
  saved: {},
  recent: [],
  prefetchedAt: null,
  persistAsked: false,
});

export const libraryStorage = createPersistStorage<LibraryState>(libraryKv, {
  // Saved articles are what the visitor asked to keep; the reading history can go first.
  shrink: (state) => ({ ...state, recent: state.recent.slice(0, state.recent.length >> 1) }),
  // A save should reach the disk before the visitor goes offline, not a moment later.
  writeDelayMs: 0,
});

export const libraryStore = createStore<LibraryState>()(
  persist(empty, {
    name: LIBRARY_KEY,
    version: LIBRARY_VERSION,
    storage: libraryStorage,
    // loadLibrary() decides when to read IndexedDB; importing the store must not touch it (SSR).
    skipHydration: true,
    migrate: (saved) => saved as LibraryState,
    merge: (saved, current) => mergeLibrary(saved, current),
  }),
);

let loading: Promise<void> | null = null;

/**
 * Reads the saved library once; safe to call from every component that needs it. Changes made
 * before are merged over the saved copy and then saved with it. A preview tab reads the library but
 * never writes it.
 */
export function loadLibrary(): Promise<void> {
  loading ??= libraryStore.persist
    .rehydrate()
    .catch((error: unknown) => console.warn('[library] could not load the saved library', error))
    .then(() => {
      if (isPreviewMode()) return;
      libraryStorage.enableWrites();
      void libraryStorage.setItem(LIBRARY_KEY, {
        state: libraryStore.getState(),
        version: LIBRARY_VERSION,
      });
      if (typeof window !== 'undefined')
        window.addEventListener('pagehide', () => void libraryStorage.flush());
    });
  return loading;
}

/** A preview tab shows drafts: nothing it reads or saves may enter the offline library. */
function update(change: (s: LibraryState) => Partial<LibraryState>): void {
  if (isPreviewMode()) return;
  libraryStore.setState(change);
}

export function recordRead(item: Omit<ReadItem, 'readAt'>, readAt = Date.now()): void {
  update((s) => ({ recent: mergeRecent([{ ...item, readAt }], s.recent) }));
}

export function addSaved(item: SavedItem): void {
  update((s) => ({ saved: { ...s.saved, [item.key]: item } }));
}

export function removeSaved(key: string): void {
  update((s) => {
    const saved = { ...s.saved };
    delete saved[key];
    return { saved };
  });
}

export function markPrefetched(at = Date.now()): void {
  update(() => ({ prefetchedAt: at }));
}

export function markPersistAsked(): void {
  update(() => ({ persistAsked: true }));
}

/** Values still used by saved items other than `except` (files or linked keys shared between saves). */
export function stillUsed(
  state: LibraryState,
  except: string,
  pick: (item: SavedItem) => string[],
): Set<string> {
  const used = new Set<string>();
  for (const item of Object.values(state.saved))
    if (item.key !== except) pick(item).forEach((v) => used.add(v));
  return used;
}

/** Tests: forget everything in memory, as a new page load would; the saved copy stays. */
export function resetLibrary(): void {
  libraryStorage.disableWrites();
  libraryStore.setState(empty(), true);
  loading = null;
}
