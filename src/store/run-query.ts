/**
 * Runs queries (query-values.ts) into the store: one request per key at a time (two components
 * asking the same key share it), retries within the query budget, fails fast offline, and
 * revalidates stale, failed or copied keys when the browser comes back online. Nothing here runs
 * at import time.
 */
import { probeContentHost } from '../content/worker-queries';
import type { QueryOutcome } from '../content/query-error.ts';
import { CACHED_COPY_FOLLOW_UPS_MS } from '../shared/time-budget.ts';
import { withRetry } from './backoff';
import { lastReconnect, onReconnect, resetConnection } from './connection';
import { wantStored } from './device-store';
import { isStale } from './keys';
import { isBrowserOffline } from '../lib/browser-offline';
import { failFastOffline } from './offline';
import type { Query } from './query-values';
import {
  isCopy,
  queryStore,
  setData,
  setError,
  setCopy,
  setFetching,
  type CacheEntry,
} from './query-store';

const inflight = new Map<string, Promise<void>>();
/** When each key's last request ended (this session only). */
const settledAt = new Map<string, number>();
/** Keys requested since the browser last came back online. */
const askedSinceReconnect = new Set<string>();
/** Queries used this session, so the 'online' event knows what to revalidate. */
const known = new Map<string, Query<unknown>>();
let listening = false;

/** Keys answered from the worker's copy while online: how many follow-ups ran, and the next one. */
const followUps = new Map<string, { tries: number; timer: ReturnType<typeof setTimeout> }>();

function listenOnline(): void {
  if (listening) return;
  listening = true;
  onReconnect(revalidateAfterReconnect);
}

/** Data that needs no request: present, not an error, not a copy, within its window. */
export function isFresh(entry: CacheEntry | undefined, freshFor: number): boolean {
  return !!entry && !entry.error && !isCopy(entry) && !isStale(entry.fetchedAt, freshFor);
}

/**
 * Back online: refresh what failed, what came from a cache, what is stale, and what was fetched before
 * the connection was lost (it may have changed meanwhile, and the visitor has been looking at it).
 */
function revalidateAfterReconnect(): void {
  forgetFollowUps();
  askedSinceReconnect.clear();
  for (const [key, query] of known) {
    if (outdated(key, query)) void fetchQuery(query);
  }
}

/**
 * Whether a key needs a request: no fresh copy, or a copy from before the last loss of connection that
 * has not been asked for since the network came back (its page may have mounted after the 'online'
 * event, while hydrating).
 */
function outdated(key: string, query: Query<unknown>): boolean {
  const entry = queryStore.getState().entries[key];
  if (!isFresh(entry, query.freshFor)) return true;
  const reconnect = lastReconnect();
  return (
    reconnect !== null &&
    reconnect.lostAt !== null &&
    (entry?.fetchedAt ?? 0) <= reconnect.lostAt &&
    !askedSinceReconnect.has(key)
  );
}

export function inFlight(key: string): Promise<void> | undefined {
  return inflight.get(key);
}

export function lastSettled(key: string): number | undefined {
  return settledAt.get(key);
}

function forgetFollowUps(key?: string): void {
  for (const [k, { timer }] of followUps) {
    if (key !== undefined && k !== key) continue;
    clearTimeout(timer);
    followUps.delete(k);
  }
}

/**
 * The worker answered from its cache although the browser is online: its wait for the network ran out
 * (a slow reconnect, a busy service) or the service is down. Its network request still completes and
 * refreshes its cache, but nothing would bring that to the page, so ask again a little later (a few
 * times at most), unless fresh data arrived meanwhile or the browser went offline (reconnecting
 * revalidates anyway).
 */
function followUp(query: Query<unknown>): void {
  const { key } = query;
  const tries = followUps.get(key)?.tries ?? 0;
  forgetFollowUps(key);
  const wait = CACHED_COPY_FOLLOW_UPS_MS[tries];
  if (wait === undefined) return;
  const timer = setTimeout(() => {
    if (isBrowserOffline() || !isCopy(queryStore.getState().entries[key])) {
      return forgetFollowUps(key);
    }
    void fetchQuery(query);
  }, wait);
  followUps.set(key, { tries: tries + 1, timer });
}

function store(query: Query<unknown>, outcome: QueryOutcome<unknown>): void {
  const { key, freshFor } = query;
  if (!outcome.ok) return setError(key, outcome.error);
  // A copy from the service worker's cache, or any answer while offline, is not news from the network.
  if (outcome.copyStoredAt !== undefined) {
    setCopy(key, outcome.value, outcome.copyStoredAt, freshFor);
    if (!isBrowserOffline()) followUp(query);
  } else if (isBrowserOffline()) setCopy(key, outcome.value, null, freshFor);
  else {
    forgetFollowUps(key);
    setData(key, outcome.value, Date.now(), freshFor);
  }
}

/** Always asks the network (unless the same key is already being fetched). */
export function fetchQuery<T>(query: Query<T>): Promise<void> {
  const { key } = query;
  known.set(key, query as Query<unknown>);
  listenOnline();
  askedSinceReconnect.add(key);
  const running = inflight.get(key);
  if (running) return running;
  const job = (async () => {
    setFetching(key, true);
    try {
      store(
        query as Query<unknown>,
        await withRetry(() => failFastOffline(query.fetch, probeContentHost)),
      );
    } finally {
      settledAt.set(key, Date.now());
      inflight.delete(key);
      setFetching(key, false);
    }
  })();
  inflight.set(key, job);
  return job;
}

/**
 * Stale-while-revalidate: fetches only when there is no fresh copy. A copy stored on the device is
 * read first (device-store.ts), so it shows at once and, while fresh, spares the request.
 */
export function ensureFresh<T>(query: Query<T>): Promise<void> {
  known.set(query.key, query as Query<unknown>);
  listenOnline();
  const reading = wantStored(query.key);
  if (reading) return reading.then(() => ensureFresh(query));
  if (!outdated(query.key, query as Query<unknown>)) return Promise.resolve();
  return fetchQuery(query);
}

/** Test helper: forget in-flight bookkeeping between tests. */
export function resetRunner(): void {
  inflight.clear();
  known.clear();
  settledAt.clear();
  forgetFollowUps();
  askedSinceReconnect.clear();
  resetConnection();
}
