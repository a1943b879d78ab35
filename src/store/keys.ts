/**
 * Store keys and the freshness windows: lists and the latest feed stay fresh for 5 minutes, single
 * items and posts for 10. The window belongs to the query (query-values.ts) and is recorded on the stored
 * entry, so nothing reads it out of a key. Every part of the app asks `isStale` instead of comparing
 * times itself.
 */
import type { KindKey } from '../content/kinds';
import { tagKey } from '../content/tags';

export const LIST_FRESH_MS = 5 * 60 * 1000;
export const ITEM_FRESH_MS = 10 * 60 * 1000;

export const listKey = (kind: KindKey, limit: number): string => `list:${kind}:${limit}`;
/** Page n (≥ 2) of a kind's list; page 1 is `listKey(kind, 100)`. */
export const listPageKey = (kind: KindKey, page: number): string => `list-page:${kind}:${page}`;
/** How many entries a kind holds: what its pager counts pages by. */
export const listTotalKey = (kind: KindKey): string => `list-total:${kind}`;
/** Page n of a tag, by the tag's compared form (any spelling is the same tag). */
export const taggedKey = (tag: string, page: number): string => `tagged:${page}:${tagKey(tag)}`;
export const entryKey = (kind: KindKey, slug: string): string => `entry:${kind}:${slug}`;
export const postKey = (slug: string): string => `post:${slug}`;
export const latestKey = (count: number): string => `latest:${count}`;

/**
 * The window of a stored entry. One stored before windows were recorded (or seeded from a prerendered
 * page, whose data says nothing of its query) gets the shorter one: at worst it is refreshed early.
 */
export const freshForOf = (entry: { freshFor?: number } | undefined): number =>
  entry?.freshFor ?? LIST_FRESH_MS;

export function isStale(
  fetchedAt: number | null,
  freshFor: number,
  now: number = Date.now(),
): boolean {
  return fetchedAt === null || now - fetchedAt >= freshFor;
}
