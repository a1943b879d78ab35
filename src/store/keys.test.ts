import { describe, expect, it } from 'vitest';
import { entryKey, freshForOf, isStale, latestKey, listKey, postKey } from './keys';
import { entryQuery, latestQuery, listQuery, postQuery } from './query-values';

const MIN = 60_000;

describe('freshness: lists 5 minutes, single items 10', () => {
  it('keeps lists and the latest feed fresh for 5 minutes', () => {
    for (const { freshFor } of [listQuery('news', 3), latestQuery(3)]) {
      expect(freshFor).toBe(5 * MIN);
      expect(isStale(0, freshFor, 5 * MIN - 1)).toBe(false);
      expect(isStale(0, freshFor, 5 * MIN)).toBe(true);
    }
  });

  it('keeps single items and posts fresh for 10 minutes', () => {
    for (const { freshFor } of [entryQuery('reviews', 'dune'), postQuery('hello')]) {
      expect(freshFor).toBe(10 * MIN);
      expect(isStale(0, freshFor, 9 * MIN)).toBe(false);
      expect(isStale(0, freshFor, 10 * MIN)).toBe(true);
    }
  });

  it('treats never-fetched data as stale', () => {
    expect(isStale(null, listQuery('fiction', 100).freshFor, 0)).toBe(true);
  });

  it('reads the window recorded on an entry, the shorter one when none was recorded', () => {
    expect(freshForOf({ freshFor: 10 * MIN })).toBe(10 * MIN);
    expect(freshForOf({})).toBe(5 * MIN);
    expect(freshForOf(undefined)).toBe(5 * MIN);
  });

  it('builds the keys of the contract', () => {
    expect([listKey('news', 100), entryKey('news', 'a'), postKey('b'), latestKey(3)]).toEqual([
      'list:news:100',
      'entry:news:a',
      'post:b',
      'latest:3',
    ]);
  });

  it('gives each query value the key of its kind of data', () => {
    expect([
      listQuery('news').key,
      listQuery('news', 3).key,
      entryQuery('news', 'a').key,
      postQuery('b').key,
      latestQuery().key,
    ]).toEqual(['list:news:100', 'list:news:3', 'entry:news:a', 'post:b', 'latest:3']);
  });
});
