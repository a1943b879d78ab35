/**
 * "Read next": the articles most related to the one just read. Ranked by how many tags they share with
 * it, then whether they are of the same kind, then newest first; never the article itself, each
 * article once. Pure, so the choice is tested on its own.
 */
import { kindByContentType } from '../../content/kinds';
import type { ArticleSummary } from '../../content/types';

export const READ_NEXT_COUNT = 3;

export interface Current {
  id: string;
  contentType: string;
  tags: readonly string[];
}

const time = (item: ArticleSummary): number => {
  const t = Date.parse(item.publishDate ?? '');
  return Number.isNaN(t) ? -Infinity : t;
};

export function pickRelated(
  current: Current,
  candidates: readonly ArticleSummary[],
  count = READ_NEXT_COUNT,
): ArticleSummary[] {
  const tags = new Set(current.tags.map((t) => t.toLowerCase()));
  const unique = new Map<string, ArticleSummary>();
  for (const item of candidates)
    if (item.id && item.id !== current.id && kindByContentType(item.contentType) && item.slug)
      if (!unique.has(item.id)) unique.set(item.id, item);
  const shared = (item: ArticleSummary) =>
    new Set(item.tags.map((t) => t.toLowerCase()).filter((t) => tags.has(t))).size;
  const sameKind = (item: ArticleSummary) => (item.contentType === current.contentType ? 1 : 0);
  return [...unique.values()]
    .map((item) => ({ item, shared: shared(item), same: sameKind(item), time: time(item) }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.same - a.same ||
        b.time - a.time ||
        (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
    )
    .slice(0, Math.max(0, count))
    .map(({ item }) => item);
}
