import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryError, type QueryErrorId, type QueryOutcome } from '../content/query-error';
import { RETRY_BASE_MS, MAX_ATTEMPTS } from '../shared/time-budget';
import { LIST_FRESH_MS } from './keys';
import type { Query } from './queries';
import { queryStore, setData } from './query-store';
import { ensureFresh, fetchQuery as fetchQueryOf, resetRunner } from './run-query';

const probe = vi.hoisted(() => ({ reachable: true, calls: 0 }));
vi.mock('../content/queries', () => ({
  probeContentHost: async () => {
    probe.calls++;
    return probe.reachable;
  },
}));

const KEY = 'list:news:3';
const entry = () => queryStore.getState().entries[KEY];
const never = () => new Promise<never>(() => {});

/** Fetchers in these tests answer with plain values; a query answers with its outcome. */
type Fetcher = () => Promise<unknown>;
class Fails {
  constructor(readonly id: QueryErrorId) {}
}
const fail = (id: QueryErrorId) => Promise.reject(new Fails(id));
const asQuery = (fetcher: Fetcher, key = KEY): Query<unknown> => ({
  key,
  freshFor: LIST_FRESH_MS,
  fetch: (): Promise<QueryOutcome<unknown>> =>
    fetcher().then(
      (value) => ({ ok: true, value }),
      (error: unknown) => {
        if (error instanceof Fails) return { ok: false, error: queryError(error.id) };
        throw error;
      },
    ),
});
const fetchQuery = (_key: string, fetcher: Fetcher) => fetchQueryOf(asQuery(fetcher));
const ensureFreshOf = (_key: string, fetcher: Fetcher) => ensureFresh(asQuery(fetcher));

beforeEach(() => {
  queryStore.setState({ entries: {}, fetching: {} });
  resetRunner();
  probe.reachable = true;
  probe.calls = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('fetchQuery', () => {
  it('shares one request between callers of the same key', async () => {
    const fetcher = vi.fn(async () => ['a']);
    await Promise.all([
      fetchQuery(KEY, fetcher),
      fetchQuery(KEY, fetcher),
      fetchQuery(KEY, fetcher),
    ]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(entry()).toMatchObject({ data: ['a'], error: null, fromSavedCopy: false });
    expect(queryStore.getState().fetching[KEY]).toBe(false);
  });

  it('marks the key as fetching while the request runs', async () => {
    let release: (v: string[]) => void = () => {};
    const job = fetchQuery(KEY, () => new Promise<string[]>((r) => (release = r)));
    expect(queryStore.getState().fetching[KEY]).toBe(true);
    release(['x']);
    await job;
    expect(queryStore.getState().fetching[KEY]).toBe(false);
  });
});

describe('ensureFresh (stale-while-revalidate)', () => {
  it('does not refetch fresh data, refetches stale or failed data', async () => {
    const fetcher = vi.fn(async () => ['new']);
    setData(KEY, ['fresh'], Date.now() - 60_000);
    await ensureFreshOf(KEY, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    setData(KEY, ['old'], Date.now() - 6 * 60_000);
    const pending = ensureFreshOf(KEY, fetcher);
    expect(entry().data).toEqual(['old']); // the stored copy stays visible meanwhile
    await pending;
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(entry().data).toEqual(['new']);
  });

  it('keeps the saved copy and flags it when the network fails', async () => {
    setData(KEY, ['saved'], Date.now() - 6 * 60_000);
    await ensureFreshOf(KEY, () => fail('Offline'));
    expect(entry()).toMatchObject({
      data: ['saved'],
      error: { id: 'Offline' },
      fromSavedCopy: true,
    });
  });

  it('keeps the copy without the offline flag for server errors (after its retries)', async () => {
    vi.useFakeTimers();
    setData(KEY, ['saved'], 0);
    const fetcher = vi.fn(() => fail('ServerError'));
    const job = ensureFreshOf(KEY, fetcher);
    // Every wait of the budget: 0.4 + 0.8 + 1.6 + 3.2 s.
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS * (2 ** (MAX_ATTEMPTS - 1) - 1));
    await job;
    expect(fetcher).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(entry()).toMatchObject({
      data: ['saved'],
      error: { id: 'ServerError' },
      fromSavedCopy: false,
    });
  });
});

describe('offline fails fast', () => {
  it('answers Offline within 3 s while the browser is offline and nothing answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const job = fetchQuery(KEY, never);
    await vi.advanceTimersByTimeAsync(2999);
    expect(entry()?.error?.id).toBe('Offline');
    expect(probe.calls).toBe(0);
    await job;
  });

  it('still takes a quick answer while offline (the service worker cache)', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const job = fetchQuery(KEY, () => new Promise((r) => setTimeout(() => r(['cached']), 50)));
    await vi.advanceTimersByTimeAsync(50);
    await job;
    expect(entry()).toMatchObject({ data: ['cached'], error: null });
  });

  it('answers Offline within 3 s when the request gets no answer and the host is unreachable', async () => {
    vi.useFakeTimers();
    probe.reachable = false;
    const job = fetchQuery(KEY, never);
    await vi.advanceTimersByTimeAsync(2999);
    expect(entry()?.error?.id).toBe('Offline');
    await job;
  });

  it('keeps waiting when the host answers the probe', async () => {
    vi.useFakeTimers();
    void fetchQuery(KEY, never);
    await vi.advanceTimersByTimeAsync(3000);
    expect(probe.calls).toBe(1);
    expect(entry()).toBeUndefined();
    expect(queryStore.getState().fetching[KEY]).toBe(true);
  });

  it('answers Offline soon after the browser goes offline mid-request', async () => {
    vi.useFakeTimers();
    const job = fetchQuery(KEY, never);
    await vi.advanceTimersByTimeAsync(500);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(2000);
    await job;
    expect(entry().error?.id).toBe('Offline');
  });

  it('revalidates failed and stale keys when the browser comes back online', async () => {
    let online = false;
    const fetcher = vi.fn(async () => {
      if (!online) return fail('Offline');
      return ['back'];
    });
    await fetchQuery(KEY, fetcher);
    expect(entry().error?.id).toBe('Offline');
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(entry().data).toEqual(['back']));
    expect(entry().error).toBeNull();
  });

  it('keeps an answer received while offline as a saved copy and refreshes it once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    let title = 'v1';
    const fetcher = vi.fn(async () => [title]);
    await fetchQuery(KEY, fetcher);
    const savedAt = entry().fetchedAt;
    // Offline, the service worker answers from its cache: not news from the network.
    onLine.mockReturnValue(false);
    title = 'worker copy';
    await fetchQuery(KEY, fetcher);
    expect(entry()).toMatchObject({
      data: ['worker copy'],
      fromSavedCopy: true,
      fetchedAt: savedAt,
    });
    onLine.mockReturnValue(true);
    title = 'v2';
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(entry().data).toEqual(['v2']));
    expect(entry().fromSavedCopy).toBe(false);
  });

  it('refreshes fresh keys fetched before the connection was lost, once back online', async () => {
    let title = 'before';
    const fetcher = vi.fn(async () => [title]);
    await ensureFreshOf(KEY, fetcher);
    expect(entry().data).toEqual(['before']);
    window.dispatchEvent(new Event('offline'));
    title = 'changed meanwhile';
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(entry().data).toEqual(['changed meanwhile']));
    // Without another loss of connection, a fresh key is left alone.
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('a connection that comes back before the page asks', () => {
  it('refreshes a copy from before the outage when its page mounts after the online event', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The page opened offline: its copy (from the page's HTML) is recent enough to count as fresh.
    resetRunner();
    setData(KEY, ['copy in the page'], Date.now() - 60_000);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    // Hydration ends only now: the hook asks for the key after the event.
    const fetcher = vi.fn(async () => ['changed while offline']);
    await ensureFreshOf(KEY, fetcher);
    expect(entry().data).toEqual(['changed while offline']);
    // Asked once since the network came back: fresh again.
    await ensureFreshOf(KEY, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves a fresh copy alone when the page never lost its connection', async () => {
    setData(KEY, ['fresh'], Date.now() - 60_000);
    window.dispatchEvent(new Event('online'));
    const fetcher = vi.fn(async () => ['new']);
    await ensureFreshOf(KEY, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
