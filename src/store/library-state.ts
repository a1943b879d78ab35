/**
 * The reading library's state and how a saved library and this session's changes combine: what the visitor did before the saved
 * copy was read wins, nothing is lost from either side, and the reading history stays capped.
 */
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

/** Newest first, one per key, at most MAX_RECENT. */
export function mergeRecent(a: readonly ReadItem[], b: readonly ReadItem[]): ReadItem[] {
  const byKey = new Map<string, ReadItem>();
  for (const item of [...a, ...b].sort((x, y) => y.readAt - x.readAt))
    if (!byKey.has(item.key)) byKey.set(item.key, item);
  return [...byKey.values()].slice(0, MAX_RECENT);
}

/** The stored library (any shape: it comes from disk) under the state of this session. */
export function mergeLibrary(stored: unknown, current: LibraryState): LibraryState {
  const saved = stored && typeof stored === 'object' ? (stored as Partial<LibraryState>) : {};
  const savedItems = saved.saved && typeof saved.saved === 'object' ? saved.saved : {};
  return {
    saved: { ...savedItems, ...current.saved },
    recent: mergeRecent(current.recent, Array.isArray(saved.recent) ? saved.recent : []),
    prefetchedAt:
      current.prefetchedAt ?? (typeof saved.prefetchedAt === 'number' ? saved.prefetchedAt : null),
    persistAsked: current.persistAsked || saved.persistAsked === true,
  };
}
