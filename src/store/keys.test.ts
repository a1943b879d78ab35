import { describe, expect, it } from 'vitest';
import { entryKey, freshnessWindow, isStale, latestKey, listKey, postKey } from './keys';

const MIN = 60_000;

describe('freshness: lists 5 minutes, single items 10', () => {
  it('keeps lists and the latest feed fresh for 5 minutes', () => {
    for (const key of [listKey('news', 3), latestKey(3)]) {
      expect(freshnessWindow(key)).toBe(5 * MIN);
      expect(isStale(key, 0, 5 * MIN - 1)).toBe(false);
      expect(isStale(key, 0, 5 * MIN)).toBe(true);
    }
  });

  it('keeps single items and posts fresh for 10 minutes', () => {
    for (const key of [entryKey('reviews', 'dune'), postKey('hello')]) {
      expect(freshnessWindow(key)).toBe(10 * MIN);
      expect(isStale(key, 0, 9 * MIN)).toBe(false);
      expect(isStale(key, 0, 10 * MIN)).toBe(true);
    }
  });

  it('treats never-fetched data as stale', () => {
    expect(isStale(listKey('fiction', 100), null, 0)).toBe(true);
  });

  it('builds the keys of the contract', () => {
    expect([listKey('news', 100), entryKey('news', 'a'), postKey('b'), latestKey(3)]).toEqual([
      'list:news:100',
      'entry:news:a',
      'post:b',
      'latest:3',
    ]);
  });
});
