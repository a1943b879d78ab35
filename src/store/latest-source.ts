/**
 * Where the latest feed comes from. The home page loads each kind's list anyway, so when those lists
 * provably determine the feed (content/latest.ts explains when) the feed is derived from them and
 * no extra request is made; otherwise fetchLatest runs its five queries.
 */
import { KIND_ORDER, type KindKey } from '../content/kinds';
import { deriveLatest, latestShare, type KnownList } from '../content/latest';
import type { ArticleSummary } from '../content/types';
import { freshForOf, isStale } from './keys';
import { latestQuery } from './queries';
import { queryStore, setData, setError, type QueryState } from './query-store';
import { ensureFresh, fetchQuery, inFlight, lastSettled } from './run-query';
import { whenIdle } from './when-idle';

interface Derived {
  data: ArticleSummary[];
  fetchedAt: number;
}

function listsOf(
  state: QueryState,
  kind: KindKey,
  allowStale: boolean,
): (KnownList & { fetchedAt: number })[] {
  const prefix = `list:${kind}:`;
  return Object.entries(state.entries).flatMap(([key, e]) => {
    const limit = Number(key.slice(prefix.length));
    if (!key.startsWith(prefix) || !Number.isInteger(limit) || !Array.isArray(e.data)) return [];
    if (e.fetchedAt === null || (!allowStale && isStale(e.fetchedAt, freshForOf(e)))) return [];
    return [{ items: e.data as ArticleSummary[], limit, fetchedAt: e.fetchedAt }];
  });
}

function deriveFromStore(state: QueryState, count: number, allowStale = false): Derived | null {
  const chosen: Partial<Record<KindKey, KnownList>> = {};
  let fetchedAt = Infinity;
  for (const kind of KIND_ORDER) {
    const list = listsOf(state, kind, allowStale).find((l) => latestShare(l, count) !== null);
    if (!list) return null;
    chosen[kind] = list;
    fetchedAt = Math.min(fetchedAt, list.fetchedAt);
  }
  const data = deriveLatest(chosen, count);
  return data ? { data, fetchedAt } : null;
}

const sameFeed = (a: unknown, b: ArticleSummary[]): boolean =>
  Array.isArray(a) && a.length === b.length && a.every((x: ArticleSummary, i) => x.id === b[i].id);

function storeDerived(key: string, derived: Derived): void {
  const current = queryStore.getState().entries[key];
  if (current?.fetchedAt === derived.fetchedAt && sameFeed(current.data, derived.data)) return;
  setData(key, derived.data, derived.fetchedAt);
}

export function refetchLatest(count: number): Promise<void> {
  return fetchQuery(latestQuery(count));
}

/** Keeps `latest:{count}` filled while a component needs it; returns the cleanup. */
export function watchLatest(count: number): () => void {
  const query = latestQuery(count);
  const { key } = query;
  let cancelled = false;
  let settled = false;
  const started = Date.now();
  const tryDerive = (): boolean => {
    const derived = deriveFromStore(queryStore.getState(), count);
    if (derived) storeDerived(key, derived);
    return derived !== null;
  };
  const unsubscribe = queryStore.subscribe((state, prev) => {
    if (settled && state.entries !== prev.entries) tryDerive();
  });

  // Run after the page's own effects, so sibling useList hooks have started their requests. With a
  // feed already on screen those wait for idle time (use-query.ts), and so does this.
  const run = async () => {
    const { fetching } = queryStore.getState();
    const lists = Object.keys(fetching).filter((k) => k.startsWith('list:') && fetching[k]);
    await Promise.allSettled(lists.map((k) => inFlight(k)));
    if (cancelled) return;
    settled = true;
    if (tryDerive()) return;
    // The feed queries the same kinds: when the page's own list just failed, so would the feed, and
    // waiting out its retries again would only delay the error. Recovery re-derives (subscription).
    const failed = Object.entries(queryStore.getState().entries).find(
      ([k, e]) =>
        k.startsWith('list:') &&
        e.error &&
        e.data === undefined &&
        (lastSettled(k) ?? -1) >= started,
    );
    if (failed?.[1].error) return setError(key, failed[1].error);
    await ensureFresh(query);
    const entry = queryStore.getState().entries[key];
    if (cancelled || !entry?.error || entry.data !== undefined || entry.error.id !== 'Offline')
      return;
    // Offline with no saved feed: the saved lists still tell the visitor what is newest.
    const saved = deriveFromStore(queryStore.getState(), count, true);
    if (saved) {
      setData(key, saved.data, saved.fetchedAt);
      setError(key, entry.error);
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => void (timer = setTimeout(() => void run(), 0));
  const shown = queryStore.getState().entries[key];
  const cancelIdle = shown?.data !== undefined && !shown.error ? whenIdle(schedule) : schedule();

  return () => {
    cancelled = true;
    cancelIdle?.();
    clearTimeout(timer);
    unsubscribe();
  };
}
