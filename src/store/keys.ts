/**
 * Store keys and the one freshness rule: lists and the latest feed stay fresh for 5 minutes,
 * single items and posts for 10. Every part of the app asks `isStale` instead of comparing times itself.
 */
import type { KindKey } from '../content/kinds';

export const LIST_FRESH_MS = 5 * 60 * 1000;
const ITEM_FRESH_MS = 10 * 60 * 1000;

export const listKey = (kind: KindKey, limit: number): string => `list:${kind}:${limit}`;
export const entryKey = (kind: KindKey, slug: string): string => `entry:${kind}:${slug}`;
export const postKey = (slug: string): string => `post:${slug}`;
export const latestKey = (count: number): string => `latest:${count}`;

export function freshnessWindow(key: string): number {
  return key.startsWith('entry:') || key.startsWith('post:') ? ITEM_FRESH_MS : LIST_FRESH_MS;
}

export function isStale(key: string, fetchedAt: number | null, now: number = Date.now()): boolean {
  return fetchedAt === null || now - fetchedAt >= freshnessWindow(key);
}
