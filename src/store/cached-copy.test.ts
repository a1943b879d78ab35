/**
 * Answers the service worker served from its cache (marked with the time the copy was stored) are
 * kept as copies (`copyStoredAt` on the entry, as the outcome carried it): never as fresh data, with their original time, and never over newer data the
 * store already holds (a prerendered page's own data). Freshness comes from the query value.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryOutcome } from '../content/query-error';
import { CACHED_COPY_FOLLOW_UPS_MS } from '../shared/time-budget';
import { ITEM_FRESH_MS, LIST_FRESH_MS } from './keys';
import type { Query } from './query-values';
import { isCopy, queryStore, setData } from './query-store';
import { ensureFresh, fetchQuery, resetRunner } from './run-query';

vi.mock('../content/worker-queries', () => ({ probeContentHost: async () => true }));

const KEY = 'entry:reviews:dune';
const MIN = 60_000;
const entry = () => queryStore.getState().entries[KEY];

function query(
  answer: () => QueryOutcome<unknown>,
  freshFor = ITEM_FRESH_MS,
): Query<unknown> & { calls: () => number } {
  const fetch = vi.fn(async () => answer());
  return { key: KEY, freshFor, fetch, calls: () => fetch.mock.calls.length };
}

beforeEach(() => {
  queryStore.setState({ entries: {}, fetching: {} });
  resetRunner();
});
afterEach(() => vi.restoreAllMocks());

describe('a marked answer (from the service worker cache) while the browser is online', () => {
  it('never replaces newer data in the store, and is not counted as fresh', async () => {
    const pageTime = Date.now() - 11 * MIN;
    setData(KEY, { title: 'Newer, from the page' }, pageTime);
    const older = query(() => ({
      ok: true,
      value: { title: 'Older worker copy' },
      copyStoredAt: pageTime - 60 * MIN,
    }));
    await ensureFresh(older);
    expect(entry()).toMatchObject({
      data: { title: 'Newer, from the page' },
      fetchedAt: pageTime,
      copyStoredAt: pageTime,
      error: null,
    });
    // Not fresh: the next use asks again.
    await ensureFresh(older);
    expect(older.calls()).toBe(2);
  });

  it('is taken with its original time when it is newer than what the store has', async () => {
    const copyStoredAt = Date.now() - 3 * MIN;
    setData(KEY, { title: 'Old' }, Date.now() - 30 * MIN);
    await fetchQuery(query(() => ({ ok: true, value: { title: 'Copy' }, copyStoredAt })));
    expect(entry()).toMatchObject({
      data: { title: 'Copy' },
      fetchedAt: copyStoredAt,
      copyStoredAt,
    });
  });

  it('is taken when the store has nothing, dated the copy’s time, not now', async () => {
    const copyStoredAt = Date.now() - 45 * MIN;
    await fetchQuery(query(() => ({ ok: true, value: { title: 'Copy' }, copyStoredAt })));
    expect(entry()).toMatchObject({
      data: { title: 'Copy' },
      fetchedAt: copyStoredAt,
      copyStoredAt,
    });
  });

  it('a network answer is fresh data again, at the time it arrived', async () => {
    setData(KEY, { title: 'Kept' }, Date.now() - 20 * MIN);
    await fetchQuery(query(() => ({ ok: true, value: { title: 'Copy' }, copyStoredAt: 0 })));
    expect(isCopy(entry())).toBe(true);
    const before = Date.now();
    await fetchQuery(query(() => ({ ok: true, value: { title: 'Network' } })));
    expect(entry()).toMatchObject({ data: { title: 'Network' } });
    expect(isCopy(entry())).toBe(false);
    expect(entry().fetchedAt).toBeGreaterThanOrEqual(before);
  });
});

describe('freshness comes from the query', () => {
  it('an item stays fresh for 10 minutes, a list for 5, whatever the key says', async () => {
    const item = query(() => ({ ok: true, value: 'item' }), ITEM_FRESH_MS);
    setData(KEY, 'stored', Date.now() - 6 * MIN);
    await ensureFresh(item);
    expect(item.calls()).toBe(0);
    const sameKeyAsList = query(() => ({ ok: true, value: 'list' }), LIST_FRESH_MS);
    await ensureFresh(sameKeyAsList);
    expect(sameKeyAsList.calls()).toBe(1);
  });

  it('is recorded on the entry with the data, for code that only has the entry', async () => {
    await fetchQuery(query(() => ({ ok: true, value: 'x' }), ITEM_FRESH_MS));
    expect(entry().freshFor).toBe(ITEM_FRESH_MS);
  });
});

describe('a marked answer while online means the network was slow or down', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again a little later, so the update shows without a reload', async () => {
    vi.useFakeTimers();
    let answer: QueryOutcome<unknown> = {
      ok: true,
      value: { title: 'Old' },
      copyStoredAt: 0,
    };
    const slow = query(() => answer);
    await fetchQuery(slow);
    expect(entry()).toMatchObject({ data: { title: 'Old' }, copyStoredAt: 0 });
    answer = { ok: true, value: { title: 'Updated' } };
    await vi.advanceTimersByTimeAsync(CACHED_COPY_FOLLOW_UPS_MS[0]!);
    expect(slow.calls()).toBe(2);
    expect(entry()).toMatchObject({ data: { title: 'Updated' } });
    expect(isCopy(entry())).toBe(false);
    // Fresh data ends the follow-ups.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slow.calls()).toBe(2);
  });

  it('gives up after a few tries when the service stays down', async () => {
    vi.useFakeTimers();
    const down = query(() => ({ ok: true, value: { title: 'Copy' }, copyStoredAt: 0 }));
    await fetchQuery(down);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(down.calls()).toBe(1 + CACHED_COPY_FOLLOW_UPS_MS.length);
  });

  it('does not follow up while the browser is offline (reconnecting revalidates)', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = query(() => ({ ok: true, value: { title: 'Copy' }, copyStoredAt: 0 }));
    await fetchQuery(offline);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(offline.calls()).toBe(1);
  });
});
