/**
 * Reading the ahead-of-need mirror outside its run: which articles it downloaded ahead (the newest
 * PREFETCH_PER_KIND of each kind, the ones the run puts into the store), and one of them normalised,
 * so such an article still opens offline after the store's own copy was evicted.
 */
import { KINDS, KIND_ORDER, type KindKey } from '../../content/kinds';
import { slugOf, titleOf } from '../../content/fields';
import { normaliseArticle } from '../../content/normalise';
import type { Article } from '../../content/types';
import { slugPath } from '../../shared/page-paths';
import { entryKey } from '../../store/keys';
import { readLibraryValue } from '../../store/library-db';
import { contentTypeId, newestFirst, resolveEntry } from './derive';
import { PREFETCH_PER_KIND } from './prefetch-rule';
import { emptyMirror, isMirror, type Mirror, type RawItem } from './sync-mirror';

export const MIRROR_KEY = 'sync-mirror';

export async function loadMirror(): Promise<Mirror> {
  const saved = await readLibraryValue(MIRROR_KEY);
  return isMirror(saved) ? saved : emptyMirror();
}

export interface AheadItem {
  /** Store key of the article (keys.ts). */
  key: string;
  path: string;
  title: string;
  kind: KindKey;
  item: RawItem;
}

/** The articles downloaded ahead, newest first per kind, in the home page's kind order. */
export function aheadItems(mirror: Mirror): AheadItem[] {
  const all = Object.values(mirror.entries);
  return KIND_ORDER.flatMap((kind) =>
    all
      .filter((item) => contentTypeId(item) === KINDS[kind].contentType && slugOf(item.fields))
      .sort(newestFirst)
      .slice(0, PREFETCH_PER_KIND)
      .map((item) => {
        const slug = slugOf(item.fields);
        const path = slugPath(KINDS[kind].path, slug) ?? KINDS[kind].path;
        return { key: entryKey(kind, slug), path, title: titleOf(item.fields), kind, item };
      }),
  );
}

/** The article as the network query would have given it. */
export function aheadArticle(mirror: Mirror, ahead: AheadItem): Article {
  return normaliseArticle(resolveEntry(mirror, ahead.item), ahead.kind);
}
