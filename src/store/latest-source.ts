/**
 * Where the latest feed comes from. The home page loads each kind's list anyway, so while those lists
 * determine the feed it is selected from them (latest-select.ts) and no extra request is made;
 * otherwise fetchLatest runs its five queries into `latest:{count}`.
 */
import { freshForOf, isStale } from './keys';
import { chooseLatestLists, latestSelector } from './latest-select';
import { latestQuery } from './query-values';
import { queryStore, setError } from './query-store';
import { ensureFresh, fetchQuery, inFlight, lastSettled } from './run-query';
import { whenIdle } from '../lib/when-idle';

export function refetchLatest(count: number): Promise<void> {
  return fetchQuery(latestQuery(count));
}

/** Lists within their freshness window determine the feed: there is nothing to fetch. */
function derivedFromFreshLists(count: number): boolean {
  const chosen = chooseLatestLists(queryStore.getState().entries, count);
  return (
    chosen !== null && chosen.every(({ entry }) => !isStale(entry.fetchedAt, freshForOf(entry)))
  );
}

/** Fetches `latest:{count}` when the page's lists turn out not to determine it; returns the cleanup. */
export function watchLatest(count: number): () => void {
  const query = latestQuery(count);
  const { key } = query;
  let cancelled = false;
  const started = Date.now();

  // Run after the page's own effects, so sibling useList hooks have started their requests. With a
  // feed already on screen those wait for idle time (use-query.ts), and so does this.
  const run = async () => {
    const { fetching } = queryStore.getState();
    const lists = Object.keys(fetching).filter((k) => k.startsWith('list:') && fetching[k]);
    await Promise.allSettled(lists.map((k) => inFlight(k)));
    if (cancelled || derivedFromFreshLists(count)) return;
    // The feed queries the same kinds: when the page's own list just failed, so would the feed, and
    // waiting out its retries again would only delay the error. Once the list recovers, the feed is
    // selected from it.
    const failed = Object.entries(queryStore.getState().entries).find(
      ([k, e]) =>
        k.startsWith('list:') &&
        e.error &&
        e.data === undefined &&
        (lastSettled(k) ?? -1) >= started,
    );
    if (failed?.[1].error) return setError(key, failed[1].error);
    // Offline, this fails; the saved lists, when they determine the feed, are still selected.
    await ensureFresh(query);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => void (timer = setTimeout(() => void run(), 0));
  const state = queryStore.getState();
  const shown = state.entries[key];
  const onScreen = (shown?.data !== undefined && !shown.error) || latestSelector(count)(state);
  const cancelIdle = onScreen ? whenIdle(schedule) : schedule();

  return () => {
    cancelled = true;
    cancelIdle?.();
    clearTimeout(timer);
  };
}
