import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { QueryFailure } from '../content/errors';
import { KIND_ORDER, type KindKey } from '../content/kinds';
import { mergeLatest } from '../content/latest';
import type { ArticleSummary } from '../content/types';
import { queryStore, setData } from './query-store';
import { listQuery } from './query-values';
import { fetchQuery, resetRunner } from './run-query';
import type { QueryResult } from './query-types';
import { useEntry } from './use-entry';
import { useLatest } from './use-latest';
import { useList } from './use-list';
import { summaryOf } from '../../tests/summary';

const api = vi.hoisted(() => ({
  fetchList: vi.fn(),
  fetchEntry: vi.fn(),
  fetchPost: vi.fn(),
  fetchLatest: vi.fn(),
}));
/** The mocked queries resolve with data or reject a QueryFailure; the store gets their outcome. */
vi.mock('../content/worker-queries', () => ({
  runQuery: (name: keyof typeof api, args: unknown[]) =>
    Promise.resolve()
      .then(() => (api[name] as (...a: unknown[]) => unknown)(...args))
      .then(
        (value) => ({ ok: true, value }),
        (error: { queryError: unknown }) => ({ ok: false, error: error.queryError }),
      ),
  DEFAULT_LIST_LIMIT: 100,
  probeContentHost: async () => true,
}));

const item = summaryOf;
/** Three entries per kind, dated so kinds interleave. */
const listOf = (kind: KindKey, undatedFirst = false): ArticleSummary[] => {
  const n = KIND_ORDER.indexOf(kind);
  const items = [0, 1, 2].map((i) =>
    item(`${kind}-${i}`, `2024-0${n + 1}-${String(20 - i * 7).padStart(2, '0')}T00:00:00Z`),
  );
  if (undatedFirst) items[0] = item(`${kind}-undated`, null);
  return items;
};

beforeEach(() => {
  queryStore.setState({ entries: {}, fetching: {} });
  resetRunner();
  Object.values(api).forEach((fn) => fn.mockReset());
});

describe('useList / useEntry', () => {
  it('goes from loading to success and shares one request between components', async () => {
    api.fetchList.mockResolvedValue([item('a', '2024-01-01')]);
    const first = renderHook(() => useList('news', 3));
    const second = renderHook(() => useList('news', 3));
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    expect(second.result.current.data).toEqual([item('a', '2024-01-01')]);
    expect(api.fetchList).toHaveBeenCalledTimes(1);
    expect(api.fetchList).toHaveBeenCalledWith('news', 3);
  });

  it('shows a stale copy at once and refreshes it in the background', async () => {
    setData('list:news:100', [item('old', null)], Date.now() - 6 * 60_000);
    api.fetchList.mockResolvedValue([item('new', null)]);
    const { result } = renderHook(() => useList('news'));
    expect(result.current).toMatchObject({ status: 'success', isStale: true });
    expect(result.current.data?.[0].id).toBe('old');
    await waitFor(() => expect(result.current.data?.[0].id).toBe('new'));
    expect(result.current).toMatchObject({
      isStale: false,
      isFetching: false,
      isCopy: false,
    });
  });

  it('reports NotFound with the kind text, and refetch asks again', async () => {
    api.fetchEntry.mockRejectedValue(new QueryFailure('NotFound', 'Review not found'));
    const { result } = renderHook(() => useEntry('reviews', 'nope'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual({ id: 'NotFound', message: 'Review not found' });
    expect(result.current.data).toBeUndefined();
    api.fetchEntry.mockResolvedValue({ id: 'r' });
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(api.fetchEntry).toHaveBeenCalledTimes(2);
  });
});

/** The home page: Catch Up first, then a section per kind, as the UI renders it. */
function Home({ onLatest }: { onLatest: (r: QueryResult<ArticleSummary[]>) => void }) {
  return (
    <>
      <Latest onLatest={onLatest} />
      {KIND_ORDER.map((kind) => (
        <Section key={kind} kind={kind} />
      ))}
    </>
  );
}
function Latest({ onLatest }: { onLatest: (r: QueryResult<ArticleSummary[]>) => void }) {
  onLatest(useLatest(3));
  return null;
}
function Section({ kind }: { kind: KindKey }) {
  useList(kind, 3);
  return null;
}

describe('useLatest on the home page', () => {
  it('derives the feed from the per-kind lists without fetching it again', async () => {
    api.fetchList.mockImplementation(async (kind: KindKey) => listOf(kind));
    let latest: QueryResult<ArticleSummary[]> | undefined;
    render(<Home onLatest={(r) => (latest = r)} />);
    await waitFor(() => expect(latest?.status).toBe('success'));
    expect(api.fetchLatest).not.toHaveBeenCalled();
    expect(api.fetchList).toHaveBeenCalledTimes(5);
    const expected = mergeLatest(Object.fromEntries(KIND_ORDER.map((k) => [k, listOf(k)])), 3);
    expect(latest?.data).toEqual(expected);
    expect(latest?.data?.map((i) => i.id)).toEqual(['fiction-0', 'fiction-1', 'fiction-2']);
  });

  it('falls back to the latest query when a list cannot prove the feed', async () => {
    api.fetchList.mockImplementation(async (kind: KindKey) => listOf(kind, kind === 'news'));
    api.fetchLatest.mockResolvedValue([item('from-latest', '2024-09-09')]);
    let latest: QueryResult<ArticleSummary[]> | undefined;
    render(<Home onLatest={(r) => (latest = r)} />);
    await waitFor(() => expect(latest?.data?.[0]?.id).toBe('from-latest'));
    expect(api.fetchLatest).toHaveBeenCalledTimes(1);
    expect(api.fetchLatest).toHaveBeenCalledWith(3);
  });

  it("shows the lists' failure instead of fetching the same kinds again, and recovers with them", async () => {
    api.fetchList.mockImplementation(async (kind: KindKey) => {
      if (kind === 'reviews') throw new QueryFailure('NotConfigured');
      return listOf(kind);
    });
    let latest: QueryResult<ArticleSummary[]> | undefined;
    render(<Home onLatest={(r) => (latest = r)} />);
    await waitFor(() => expect(latest?.status).toBe('error'));
    expect(latest?.error?.id).toBe('NotConfigured');
    expect(api.fetchLatest).not.toHaveBeenCalled();
    api.fetchList.mockImplementation(async (kind: KindKey) => listOf(kind));
    await act(() => fetchQuery(listQuery('reviews', 3)));
    await waitFor(() => expect(latest?.status).toBe('success'));
    expect(latest?.error).toBeNull();
  });

  it('fetches the feed on its own when no lists are on the page', async () => {
    api.fetchLatest.mockResolvedValue([item('solo', '2024-09-09')]);
    const { result } = renderHook(() => useLatest());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(api.fetchList).not.toHaveBeenCalled();
    expect(result.current.data?.[0].id).toBe('solo');
  });
});
