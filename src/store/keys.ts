/**
 * Store keys and the freshness windows: lists and the latest feed stay fresh for 5 minutes, single
 * items and posts for 10. The window belongs to the query (queries.ts) and is recorded on the stored
 * entry, so nothing reads it out of a key. Every part of the app asks `isStale` instead of comparing
 * times itself.
 */
import type { KindKey } from '../content/kinds';

export const LIST_FRESH_MS = 5 * 60 * 1000;
export const ITEM_FRESH_MS = 10 * 60 * 1000;

export const listKey = (kind: KindKey, limit: number): string => `list:${kind}:${limit}`;
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
