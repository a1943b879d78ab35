/**
 * The latest feed, as pure functions. The feed is: for each kind (KIND_ORDER) its first
 * LATEST_PER_KIND entries by `-fields.publishDate`, tagged with the content type, undated entries
 * dropped, newest first (ties keep kind order, then list order), cut to `count`.
 *
 * `deriveLatest` rebuilds that feed from per-kind lists the home page already holds, but only when
 * the result is provably the same: a list is a prefix of the kind's ordered entries, so it determines
 * the kind's share of the feed when it covers the first LATEST_PER_KIND positions (it is at least that
 * long, or shorter than its limit and so holds the whole kind), or when it already holds `count` dated
 * entries — the feed never takes more than `count` from one kind, and those come first in its order.
 */
import { KINDS, KIND_ORDER, type KindKey } from './kinds.ts';
import type { ArticleSummary } from './types.ts';

export const LATEST_PER_KIND = 10;
export const DEFAULT_LATEST_COUNT = 3;

export type PerKind = Partial<Record<KindKey, readonly ArticleSummary[]>>;

const time = (item: ArticleSummary): number => Date.parse(item.publishDate ?? '');

export function mergeLatest(
  perKind: PerKind,
  count: number = DEFAULT_LATEST_COUNT,
): ArticleSummary[] {
  const tagged = KIND_ORDER.flatMap((kind) =>
    (perKind[kind] ?? [])
      .slice(0, LATEST_PER_KIND)
      .filter((item) => !Number.isNaN(time(item)))
      .map((item) => ({ ...item, contentType: KINDS[kind].contentType })),
  );
  // Array.prototype.sort is stable, so equal dates keep kind order and list order.
  return tagged.sort((a, b) => time(b) - time(a)).slice(0, Math.max(0, count));
}

export interface KnownList {
  items: readonly ArticleSummary[];
  /** The limit the list was asked with. */
  limit: number;
}

/** The part of a kind's top LATEST_PER_KIND that the feed can use, or null when the list cannot tell. */
export function latestShare(list: KnownList, count: number): ArticleSummary[] | null {
  const { items, limit } = list;
  const complete = items.length < limit;
  const dated = items.slice(0, LATEST_PER_KIND).filter((item) => !Number.isNaN(time(item)));
  if (complete || items.length >= LATEST_PER_KIND) return dated.slice(0, count);
  if (dated.length >= count) return dated.slice(0, count);
  return null;
}

/** The latest feed from per-kind lists, or null unless every kind's share is determined. */
export function deriveLatest(
  lists: Partial<Record<KindKey, KnownList>>,
  count: number = DEFAULT_LATEST_COUNT,
): ArticleSummary[] | null {
  const perKind: PerKind = {};
  for (const kind of KIND_ORDER) {
    const list = lists[kind];
    const share = list ? latestShare(list, count) : null;
    if (!share) return null;
    perKind[kind] = share;
  }
  return mergeLatest(perKind, count);
}
