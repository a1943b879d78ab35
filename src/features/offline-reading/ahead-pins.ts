/**
 * The device store keeps a bounded number of keys, least recently used out. The articles downloaded
 * ahead of need are there to be read offline later, usually after other browsing, so the keys of the
 * current window are pinned like a saved article's: eviction skips them. When the window moves, the
 * keys that left it are unpinned, unless a saved article still holds them; removing a saved article
 * likewise leaves the window's keys pinned.
 */
import { libraryStore, loadLibrary } from '../../store/library';
import { setPinned } from '../../store/offline-pins';
import { aheadState } from './ahead-state';

/** Store keys the reader's saved articles hold: each article's own and those it links to. */
function savedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const item of Object.values(libraryStore.getState().saved))
    for (const key of [item.key, ...item.linked]) keys.add(key);
  return keys;
}

/** The keys of the articles downloaded ahead, as the page last put them into the store. */
export async function aheadKeys(): Promise<Set<string>> {
  await aheadState.load();
  return new Set(aheadState.store.getState().items.map((item) => item.key));
}

/** Pins the keys of the new window and unpins those of the old one that nothing else holds. */
export async function pinAheadWindow(
  next: readonly string[],
  previous: ReadonlySet<string>,
): Promise<void> {
  await loadLibrary();
  const kept = new Set(next);
  const saved = savedKeys();
  for (const key of next) setPinned(key, true);
  for (const key of previous) if (!kept.has(key) && !saved.has(key)) setPinned(key, false);
}
