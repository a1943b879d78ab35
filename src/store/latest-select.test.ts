/**
 * The latest feed selected from the kinds' lists: nothing is written back into the store, the
 * selection keeps its object across unrelated store changes, and a fetched feed shows only while it is
 * the newer copy. No content request is made in these tests: when the lists determine the feed, none
 * may be.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { KIND_ORDER, type KindKey } from '../content/kinds';
import { mergeLatest } from '../content/latest';
import type { ArticleSummary } from '../content/types';
import { listKey } from './keys';
import { createLatestSelector } from './latest-select';
import { queryStore, setData, setError } from './query-store';
import { resetRunner } from './run-query';
import { useLatest } from './use-latest';
import { summaryOf } from '../../tests/summary';

const summary = summaryOf;
/** Three dated entries per kind, so a home list of 3 determines the kind's share of a feed of 3. */
const listOf = (kind: KindKey, suffix = ''): ArticleSummary[] => {
  const month = KIND_ORDER.indexOf(kind) + 1;
  return [20, 13, 6].map((day) => summary(`${kind}-${day}${suffix}`, `2024-0${month}-${day}`));
};
const seedLists = (fetchedAt = Date.now()) =>
  KIND_ORDER.forEach((kind) => setData(listKey(kind, 3), listOf(kind), fetchedAt));
const expectedFeed = () =>
  mergeLatest(Object.fromEntries(KIND_ORDER.map((kind) => [kind, listOf(kind)])), 3);

beforeEach(() => {
  queryStore.setState({ entries: {}, fetching: {} });
  resetRunner();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

/** Lets watchLatest's scheduled check run to its end. */
const settle = () => act(() => vi.runAllTimersAsync());

describe('useLatest selecting the feed from the lists', () => {
  it('shows the derived feed and writes no latest:* entry into the store', async () => {
    seedLists();
    const { result } = renderHook(() => useLatest(3));
    await settle();
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual(expectedFeed());
    expect(
      Object.keys(queryStore.getState().entries).filter((k) => k.startsWith('latest:')),
    ).toEqual([]);
    expect(queryStore.getState().fetching).toEqual({});
  });

  it('keeps the same result object across unrelated store changes', async () => {
    seedLists();
    const { result } = renderHook(() => useLatest(3));
    await settle();
    const first = result.current;
    act(() => setData('entry:news:unrelated', { title: 'x' }));
    act(() => setData('list:news:100', [summary('n', '2020-01-01')]));
    expect(result.current).toBe(first);
  });

  it('keeps the feed array when a list comes back with the same content', async () => {
    seedLists(1000);
    const { result } = renderHook(() => useLatest(3));
    await settle();
    const { data } = result.current;
    act(() => setData(listKey('news', 3), listOf('news'), 2000));
    expect(result.current.data).toBe(data);
    act(() => setData(listKey('fiction', 3), listOf('fiction', '-new'), 3000));
    expect(result.current.data).not.toBe(data);
    expect(result.current.data?.[0].id).toBe('fiction-20-new');
  });

  it('shows a fetched feed only while it is newer than the lists', async () => {
    seedLists(1000);
    setData('latest:3', [summary('fetched', '2030-01-01')], 2000);
    const { result } = renderHook(() => useLatest(3));
    expect(result.current.data?.[0].id).toBe('fetched');
    act(() => KIND_ORDER.forEach((kind) => setData(listKey(kind, 3), listOf(kind), 3000)));
    expect(result.current.data).toEqual(expectedFeed());
    expect(result.current.fetchedAt).toBe(3000);
  });
});

describe('createLatestSelector', () => {
  it('returns the same object while the chosen lists are the same entries', () => {
    const select = createLatestSelector(3);
    seedLists();
    const first = select(queryStore.getState());
    expect(first?.data).toEqual(expectedFeed());
    setData('post:elsewhere', { body: 1 });
    expect(select(queryStore.getState())).toBe(first);
  });

  it('is null while a kind has no list that determines its share', () => {
    const select = createLatestSelector(3);
    KIND_ORDER.filter((k) => k !== 'reviews').forEach((k) => setData(listKey(k, 3), listOf(k)));
    expect(select(queryStore.getState())).toBeNull();
    // Three entries of a limit-3 list, one undated: the kind's third newest is unknown.
    setData(listKey('reviews', 3), [
      ...listOf('reviews').slice(0, 2),
      { ...summary('u', ''), publishDate: null },
    ]);
    expect(select(queryStore.getState())).toBeNull();
  });

  it('carries a copy and its offline error from the lists, as old as the oldest list', () => {
    const select = createLatestSelector(3);
    seedLists(5000);
    setData(listKey('news', 3), listOf('news'), 4000);
    setError(listKey('news', 3), { id: 'Offline', message: 'offline' });
    const feed = select(queryStore.getState());
    expect(feed).toMatchObject({ fetchedAt: 4000, copyStoredAt: 4000, error: { id: 'Offline' } });
    expect(feed?.data).toEqual(expectedFeed());
  });
});
