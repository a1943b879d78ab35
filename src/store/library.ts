/**
 * What is readable offline besides the query cache's LRU: articles the visitor saved (kept
 * until removed, their store keys pinned) and the recently read detail pages (capped, oldest out). A
 * small kept store (shared/kept-store.ts) in the offline-reading database.
 */
import { isPreviewMode } from '../lib/preview-mode.ts';
import { createKeptStore } from '../shared/kept-store.ts';
import {
  mergeLibrary,
  mergeRecent,
  type LibraryState,
  type ReadItem,
  type SavedItem,
} from './library-state';

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

const kept = createKeptStore<LibraryState>({
  db: 'offline',
  key: LIBRARY_KEY,
  version: LIBRARY_VERSION,
  empty,
  migrate: (saved) => saved as LibraryState,
  merge: (saved, current) => mergeLibrary(saved, current),
  // Saved articles are what the visitor asked to keep; the reading history can go first.
  shrink: (state) => ({ ...state, recent: state.recent.slice(0, state.recent.length >> 1) }),
  // A save should reach the disk before the visitor goes offline, not a moment later.
  writeDelayMs: 0,
  inPreview: 'read',
  isPreview: isPreviewMode,
});

/** The library before the device's has been read: what every prerendered page was rendered with. */
export const EMPTY_LIBRARY: Readonly<LibraryState> = Object.freeze(empty());

export const libraryStorage = kept.storage;
export const libraryStore = kept.store;

/**
 * Reads the saved library once; safe to call from every component that needs it. Changes made
 * before are merged over the stored library and then written with it. A preview tab reads the library but
 * never writes it.
 */
export const loadLibrary = kept.load;

/** A preview tab shows drafts: nothing it reads or saves may enter the offline library. */
const update = kept.update;

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

/** Tests: forget everything in memory, as a new page load would; the stored library stays. */
export const resetLibrary = kept.reset;
