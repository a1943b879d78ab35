// Saving an article for offline reading: the button, what a save keeps, sizes, image probes.
/**
 * "Save for offline" and "Remove". Saving pins the article's store key (the LRU never evicts
 * it), fetches and pins the entries its rich text links to, and keeps every image it shows in the
 * saved-files cache. Removing gives back only what no other saved article still uses. Storage being
 * full is reported, never thrown.
 */
import { KINDS, kindByContentType } from '../../content/kinds';
import type { RichDocument } from '../../content/types';
import { removeFiles, saveFiles } from '../../pwa/offline-files';
import { entryQuery, postQuery, type Query } from '../../store/query-values';
import {
  addSaved,
  libraryStore,
  loadLibrary,
  markPersistAsked,
  removeSaved,
  stillUsed,
} from '../../store/library';
import { cachedData, ensureFresh, flushStoredCopy, setPinned } from '../../store/offline-pins';
import { savePageCopy } from '../../pwa/page-copy';
import { aheadKeys } from './ahead-pins';

export interface SaveTarget {
  key: string;
  path: string;
  title: string;
  body: RichDocument | null;
}

export interface Progress {
  done: number;
  total: number;
}

/** The queries of the entries a document embeds or links to, by store key. */
export function linkedQueries(body: RichDocument | null): Map<string, Query<unknown>> {
  const found = new Map<string, Query<unknown>>();
  const add = (query: Query<unknown>) => found.set(query.key, query);
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const { data, content } = node as { data?: { target?: unknown }; content?: unknown[] };
    const target = data?.target as
      { type?: string; contentType?: string; slug?: string } | undefined;
    if (target?.type === 'Entry' && target.slug && target.contentType) {
      const { slug, contentType } = target;
      const kind = kindByContentType(contentType);
      if (kind) add(entryQuery(kind.key, slug));
      else if (contentType === KINDS.posts.contentType) add(postQuery(slug));
    }
    content?.forEach(visit);
  };
  visit(body);
  return found;
}

async function askPersistence(): Promise<void> {
  if (libraryStore.getState().persistAsked) return;
  markPersistAsked();
  try {
    await navigator.storage?.persist?.();
  } catch {
    // Refused or unsupported: best-effort storage still works until the browser needs the room.
  }
}

export async function saveForOffline(
  target: SaveTarget,
  imageUrls: string[],
  onProgress: (p: Progress) => void,
): Promise<{ quotaExceeded: boolean; failedFiles: number }> {
  await loadLibrary();
  void askPersistence();
  const linked = linkedQueries(target.body);
  const total = linked.size + imageUrls.length;
  let done = 0;
  onProgress({ done, total });
  setPinned(target.key, true);
  const pinned: string[] = [];
  for (const [key, query] of linked) {
    await ensureFresh(query);
    if (cachedData(key) !== undefined) {
      setPinned(key, true);
      pinned.push(key);
    }
    onProgress({ done: ++done, total });
  }
  const [files] = await Promise.all([
    saveFiles(imageUrls, (p) => onProgress({ done: done + p.done, total })),
    savePageCopy(target.path),
  ]);
  addSaved({
    key: target.key,
    path: target.path,
    title: target.title,
    savedAt: Date.now(),
    files: files.saved,
    linked: pinned,
    fileBytes: files.bytes,
  });
  // The pins must reach IndexedDB now, not only when the coalesced write runs.
  await flushStoredCopy();
  return { quotaExceeded: files.quotaExceeded, failedFiles: files.failed.length };
}

export async function removeFromOffline(key: string): Promise<void> {
  await loadLibrary();
  const state = libraryStore.getState();
  const item = state.saved[key];
  if (!item) return;
  const files = stillUsed(state, key, (i) => i.files);
  const keys = stillUsed(state, key, (i) => [i.key, ...i.linked]);
  // An article of the ahead-of-need window stays pinned for it.
  for (const k of await aheadKeys()) keys.add(k);
  removeSaved(key);
  for (const k of [key, ...item.linked]) if (!keys.has(k)) setPinned(k, false);
  try {
    await removeFiles(item.files.filter((f) => !files.has(f)));
  } catch (error) {
    console.warn('[offline] removing saved files failed', error);
  }
  await flushStoredCopy();
}
