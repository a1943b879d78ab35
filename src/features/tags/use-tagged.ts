import { KIND_ORDER } from '../../content/kinds';
import type { ArticleSummary } from '../../content/types';
import { hasTag, tagKey } from '../../content/tags';
import type { QueryError } from '../../store/query-types';
import { useList } from '../../store/use-list';

export const TAG_ERROR = 'Failed to load tagged entries';

const time = (item: ArticleSummary) => (item.publishDate ? Date.parse(item.publishDate) : NaN);

/** Newest first; entries without a date last, in their lists' order. */
export function newestFirst(items: ArticleSummary[]): ArticleSummary[] {
  return [...items].sort((a, b) => (time(b) || 0) - (time(a) || 0));
}

/**
 * The entries of every kind carrying a tag, from the kinds' own list queries: the tag page needs no
 * query of its own, shares the lists' cache and offline copies, and a prerendered tag page seeds
 * exactly those lists. `spelling` is the tag as the newest entry writes it (the URL's form if none).
 */
export function useTagged(tag: string) {
  // KIND_ORDER is a constant: the same hooks run in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const lists = KIND_ORDER.map((kind) => useList(kind));
  const items = newestFirst(
    lists.flatMap((list) => (list.data ?? []).filter((i) => hasTag(i, tag))),
  );
  const key = tagKey(tag);
  const spelling = items[0]?.tags.find((t) => tagKey(t) === key)?.trim() ?? key;
  const error: QueryError | null = lists.find((list) => list.error)?.error ?? null;
  return {
    items,
    spelling,
    loading: lists.some((list) => list.status === 'loading' && !list.data),
    error,
  };
}
