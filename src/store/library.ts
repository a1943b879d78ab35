/**
 * What is readable offline besides the query cache's LRU: articles the visitor saved (kept
 * until removed, their store keys pinned) and the recently read detail pages (capped, oldest out). A
 * small zustand store, saved whole to the library database after each change.
 */
import { createStore } from 'zustand/vanilla';
import { isPreviewMode } from '../lib/preview-mode.ts';
import { readLibraryValue, writeLibraryValue } from './library-db';

export interface SavedItem {
  /** Store key of the article or post (keys.ts). */
  key: string;
  path: string;
  title: string;
  savedAt: number;
  /** Image URLs kept in the saved-files cache for it. */
  files: string[];
  /** Store keys of linked entries fetched and pinned with it. */
  linked: string[];
  /** Bytes of its files when saved. */
  fileBytes: number;
}

export interface ReadItem {
  key: string;
  path: string;
  title: string;
  readAt: number;
}

export interface LibraryState {
  saved: Record<string, SavedItem>;
  recent: ReadItem[];
  /** When the ahead-of-need download last ran (ms), for its once-per-window throttle. */
  prefetchedAt: number | null;
  /** navigator.storage.persist() is asked once, on the first save. */
  persistAsked: boolean;
}

export const MAX_RECENT = 30;
const LIBRARY_KEY = 'library';

const empty = (): LibraryState => ({
  saved: {},
  recent: [],
  prefetchedAt: null,
  persistAsked: false,
});

export const libraryStore = createStore<LibraryState>()(() => empty());

let loading: Promise<void> | null = null;
let loaded = false;

function save(): void {
  // Before the saved copy is read, writing would overwrite it with an empty library.
  if (loaded) void writeLibraryValue(LIBRARY_KEY, libraryStore.getState());
}

/** Reads the saved library once; safe to call from every component that needs it. */
export function loadLibrary(): Promise<void> {
  loading ??= readLibraryValue(LIBRARY_KEY).then((value) => {
    const saved = value && typeof value === 'object' ? (value as Partial<LibraryState>) : {};
    libraryStore.setState((current) => ({
      saved: { ...(saved.saved ?? {}), ...current.saved },
      recent: mergeRecent(current.recent, Array.isArray(saved.recent) ? saved.recent : []),
      prefetchedAt: current.prefetchedAt ?? saved.prefetchedAt ?? null,
      persistAsked: current.persistAsked || saved.persistAsked === true,
    }));
    loaded = true;
    save();
  });
  return loading;
}

/** Newest first, one per key, at most MAX_RECENT. */
function mergeRecent(a: ReadItem[], b: ReadItem[]): ReadItem[] {
  const byKey = new Map<string, ReadItem>();
  for (const item of [...a, ...b].sort((x, y) => y.readAt - x.readAt))
    if (!byKey.has(item.key)) byKey.set(item.key, item);
  return [...byKey.values()].slice(0, MAX_RECENT);
}

/** A preview tab shows drafts: nothing it reads or saves may enter the offline library. */
function update(change: (s: LibraryState) => Partial<LibraryState>): void {
  if (isPreviewMode()) return;
  libraryStore.setState(change);
  save();
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

/** Tests: forget everything in memory. */
export function resetLibrary(): void {
  libraryStore.setState(empty(), true);
  loading = null;
  loaded = false;
}
