/**
 * Reading the ahead-of-need mirror outside its run: which articles it downloaded ahead (the newest
 * PREFETCH_PER_KIND of each kind, the ones the run puts into the store), and one of them normalised,
 * so such an article still opens offline after the store's own copy was evicted.
 */
import { KINDS, KIND_ORDER, entryHref, type KindKey } from '../../content/kinds';
import { slugOf, titleOf } from '../../content/fields';
import { normaliseArticle } from '../../content/normalise';
import type { Article } from '../../content/types';
import { entryKey } from '../../store/keys';
import { resolveEntry } from './derive';
import { contentTypeId, newestFirst } from './mirror-window';
import { PREFETCH_PER_KIND } from './prefetch-rule';
import type { Mirror, RawItem } from './sync-mirror';

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
        const path = entryHref(KINDS[kind].contentType, slug) ?? KINDS[kind].path;
        return { key: entryKey(kind, slug), path, title: titleOf(item.fields), kind, item };
      }),
  );
}

/** The article as the network query would have given it. */
export function aheadArticle(mirror: Mirror, ahead: AheadItem): Article {
  return normaliseArticle(resolveEntry(mirror, ahead.item), ahead.kind);
}
