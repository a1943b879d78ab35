/**
 * Reading the ahead-of-need mirror outside its run: which articles and posts it can show (by store
 * key) and one of them normalised, so a page the store never held still opens offline when the mirror
 * has it. The mirror holds every published entry after its first sync, not only the newest few the run
 * puts into the store.
 */
import { KINDS, KIND_ORDER, POST_TEXTS } from '../../content/kinds';
import { slugOf } from '../../content/fields';
import { normaliseArticle, normalisePost } from '../../content/normalise';
import type { Article, Post } from '../../content/types';
import { entryKey, postKey } from '../../store/keys';
import { readLibraryValue } from '../../store/library-db';
import { contentTypeId, resolveEntry } from './derive';
import { emptyMirror, isMirror, type Mirror, type RawItem } from './sync-mirror';

export const MIRROR_KEY = 'sync-mirror';

export async function loadMirror(): Promise<Mirror> {
  const saved = await readLibraryValue(MIRROR_KEY);
  return isMirror(saved) ? saved : emptyMirror();
}

/** The store key a page of this entry reads (keys.ts), or null for other content types and no slug. */
function keyOf(item: RawItem): string | null {
  const slug = slugOf(item.fields);
  if (!slug) return null;
  const type = contentTypeId(item);
  if (type === POST_TEXTS.contentType) return postKey(slug);
  const kind = KIND_ORDER.find((k) => KINDS[k].contentType === type);
  return kind ? entryKey(kind, slug) : null;
}

/** Store key → mirror entry, for every article and post the mirror can show. */
export function mirrorIndex(mirror: Mirror): Map<string, RawItem> {
  const index = new Map<string, RawItem>();
  for (const item of Object.values(mirror.entries)) {
    const key = keyOf(item);
    if (key) index.set(key, item);
  }
  return index;
}

/** The article or post under `key`, normalised exactly as the network queries would, or null. */
export function mirrorData(
  mirror: Mirror,
  index: Map<string, RawItem>,
  key: string,
): Article | Post | null {
  const item = index.get(key);
  if (!item) return null;
  const raw = resolveEntry(mirror, item);
  if (key.startsWith('post:')) return normalisePost(raw);
  const kind = KIND_ORDER.find((k) => KINDS[k].contentType === contentTypeId(item));
  return kind ? normaliseArticle(raw, kind) : null;
}
