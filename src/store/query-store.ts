/**
 * The app's query cache: one zustand store, one entry per query key (see keys.ts), kept on the device
 * key by key (device-store.ts). Only entries with data are stored (errors and in-flight flags are per
 * session), at most MAX_STORED_ENTRIES of them besides pinned ones, least recently used out first.
 */
import { createStore } from 'zustand/vanilla';
import type { QueryError } from './query-types';
import { sameData } from './same-data';

export interface CacheEntry {
  data?: unknown;
  fetchedAt: number | null;
  /** How long the data stays fresh, from the query that stored it (keys.ts freshForOf when absent). */
  freshFor?: number;
  error: QueryError | null;
  /**
   * Present when `data` is a copy, not news from the network: the last attempt got the service
   * worker's cached copy (the outcome's `copyStoredAt`, kept as it came, unless the store kept newer
   * data of its own: then that data's `fetchedAt`), an answer while offline, or no answer at all
   * offline (the device's own copy, stored at `fetchedAt`). When the copy shown was stored, or null
   * when not known; absent for news. A copy is never counted as fresh.
   */
  copyStoredAt?: number | null;
  /** Last time a page used this key, for least-recently-used eviction. */
  usedAt: number;
  /** Saved for offline by the visitor: never evicted, kept until unpinned. */
  pinned?: boolean;
}

export interface QueryState {
  entries: Record<string, CacheEntry>;
  fetching: Record<string, boolean>;
}

export const MAX_STORED_ENTRIES = 300;
/** Where and in which version builds before the per-key device store stored the cache as one value. */
export const STORE_NAME = 'quandaries-query-cache';
export const STORE_VERSION = 1;

/** Pinned entries plus the newest-used others up to `max`; entries without data are not worth saving. */
export function keepRecent(
  entries: Record<string, CacheEntry>,
  max: number,
): Record<string, CacheEntry> {
  const withData = Object.entries(entries).filter(
    ([, e]) => e.data !== undefined && e.fetchedAt !== null,
  );
  const pinned = withData.filter(([, e]) => e.pinned);
  const recent = withData
    .filter(([, e]) => !e.pinned)
    .sort(([, a], [, b]) => b.usedAt - a.usedAt)
    .slice(0, Math.max(0, max - pinned.length));
  const stored = ([key, e]: [string, CacheEntry]): [string, CacheEntry] => [
    key,
    {
      data: e.data,
      fetchedAt: e.fetchedAt,
      freshFor: e.freshFor,
      error: null,
      usedAt: e.usedAt,
      pinned: e.pinned,
    },
  ];
  return Object.fromEntries([...pinned, ...recent].map(stored));
}

/** The store starts empty; device-store.ts reads stored entries into it, key by key. */
export const queryStore = createStore<QueryState>()(() => ({ entries: {}, fetching: {} }));

const now = () => Date.now();

export function setFetching(key: string, fetching: boolean): void {
  queryStore.setState((s) => ({ fetching: { ...s.fetching, [key]: fetching } }));
}

function freshEntry(
  old: CacheEntry | undefined,
  data: unknown,
  fetchedAt: number,
  freshFor: number | undefined,
): CacheEntry {
  return {
    // Unchanged content keeps its object, so memoised parts of the page skip the new render.
    data: old?.data !== undefined && sameData(old.data, data) ? old.data : data,
    fetchedAt,
    freshFor: freshFor ?? old?.freshFor,
    error: null,
    usedAt: now(),
    pinned: old?.pinned,
  };
}

export function setData(
  key: string,
  data: unknown,
  fetchedAt: number = now(),
  freshFor?: number,
): void {
  queryStore.setState((s) => ({
    entries: { ...s.entries, [key]: freshEntry(s.entries[key], data, fetchedAt, freshFor) },
  }));
}

export interface Seed {
  key: string;
  data: unknown;
  fetchedAt: number;
  freshFor?: number;
}

/**
 * Several keys in one state change: one persist write, one notification of every subscriber, instead
 * of one each (the embedded data of a prerendered page, a kind's worth of ahead-of-need download).
 */
export function setManyData(seeds: readonly Seed[]): void {
  if (seeds.length === 0) return;
  queryStore.setState((s) => {
    const entries = { ...s.entries };
    for (const { key, data, fetchedAt, freshFor } of seeds)
      entries[key] = freshEntry(entries[key], data, fetchedAt, freshFor);
    return { entries };
  });
}

/** Whether an entry's data is a copy rather than news from the network. */
export const isCopy = (entry: CacheEntry | undefined): boolean => entry?.copyStoredAt !== undefined;

/**
 * An answer that is a copy, not news from the network: the service worker served it from its cache
 * (`copyStoredAt`, when it was stored), or it arrived while the browser was offline (`copyStoredAt`
 * null: unknown). It is kept as a copy, so the page says so and coming back online revalidates it,
 * and it keeps its original time, never the time it arrived. Data in the store at least as new as a
 * dated copy stays (a prerendered page's own data, say); an undated copy takes the store's time,
 * since it is at least that old.
 */
export function setCopy(
  key: string,
  data: unknown,
  copyStoredAt: number | null,
  freshFor?: number,
): void {
  queryStore.setState((s) => {
    const old = s.entries[key];
    const keepOld =
      copyStoredAt !== null &&
      old?.data !== undefined &&
      old.fetchedAt !== null &&
      old.fetchedAt >= copyStoredAt;
    const entry: CacheEntry = {
      data: keepOld ? old.data : data,
      fetchedAt: keepOld ? old.fetchedAt : (copyStoredAt ?? old?.fetchedAt ?? now()),
      freshFor: freshFor ?? old?.freshFor,
      error: null,
      copyStoredAt: keepOld ? old.fetchedAt : copyStoredAt,
      usedAt: now(),
      pinned: old?.pinned,
    };
    return { entries: { ...s.entries, [key]: entry } };
  });
}

/**
 * A failure keeps any copy; failing for lack of network marks it a copy (the device's own, stored when
 * it was fetched), so the page says it is showing stored data.
 */
export function setError(key: string, error: QueryError): void {
  queryStore.setState((s) => {
    const old = s.entries[key];
    const hasCopy = old?.data !== undefined;
    const entry: CacheEntry = {
      data: old?.data,
      fetchedAt: old?.fetchedAt ?? null,
      freshFor: old?.freshFor,
      error,
      usedAt: old?.usedAt ?? now(),
      pinned: old?.pinned,
    };
    if (hasCopy && error.id === 'Offline')
      entry.copyStoredAt = isCopy(old) ? old.copyStoredAt : (old.fetchedAt ?? null);
    return { entries: { ...s.entries, [key]: entry } };
  });
}

/**
 * Marks a key as used for eviction. No component renders `usedAt`, so the entry is updated in place:
 * a new entry object would re-render every page that reads it right after it mounts (on a hydrated
 * page, the whole page once more). The new `entries` object still tells the persist layer to save.
 */
export function touch(key: string): void {
  const entry = queryStore.getState().entries[key];
  if (!entry) return;
  entry.usedAt = now();
  queryStore.setState((s) => ({ entries: { ...s.entries } }));
}

/** Keeps (or stops keeping) a key through eviction; for "Save for offline". */
export function setPinned(key: string, pinned: boolean): void {
  const entry = queryStore.getState().entries[key];
  if (entry)
    queryStore.setState((s) => ({ entries: { ...s.entries, [key]: { ...entry, pinned } } }));
}
