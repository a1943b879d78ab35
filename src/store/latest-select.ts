/**
 * The latest feed as a selection from the query store. The home page loads each kind's list anyway;
 * when those lists provably determine the feed (content/latest.ts explains when) the feed is read off
 * them on every store change instead of being stored a second time under `latest:{count}`. The
 * selection is memoised: a store change that leaves the chosen lists alone returns the very same
 * object, so the page does not re-render for it.
 */
import { KIND_ORDER } from '../content/kinds';
import { deriveLatest, latestShare, type KnownList } from '../content/latest';
import type { ArticleSummary } from '../content/types';
import type { CacheEntry, QueryState } from './query-store';
import { combineCopyStoredAt } from '../shared/cached-copy.ts';
import { sameData } from './same-data';

export interface ChosenList {
  key: string;
  entry: CacheEntry;
  list: KnownList;
}

const LIST_KEY = /^list:([a-z]+):(\d+)$/;

/**
 * For every kind, the newest list in the store that determines its share of the feed (fresh or not:
 * a stored copy still tells what was newest); null when some kind has none.
 */
export function chooseLatestLists(
  entries: QueryState['entries'],
  count: number,
): ChosenList[] | null {
  const best = new Map<string, ChosenList>();
  for (const [key, entry] of Object.entries(entries)) {
    const match = LIST_KEY.exec(key);
    if (!match || !Array.isArray(entry.data) || entry.fetchedAt === null) continue;
    const list = { items: entry.data as ArticleSummary[], limit: Number(match[2]) };
    if (latestShare(list, count) === null) continue;
    const kind = match[1];
    const current = best.get(kind);
    if (!current || (current.entry.fetchedAt ?? 0) < entry.fetchedAt)
      best.set(kind, { key, entry, list });
  }
  const chosen = KIND_ORDER.map((kind) => best.get(kind));
  return chosen.every((c) => c !== undefined) ? chosen : null;
}

/**
 * The feed from the chosen lists, shaped as the entry `latest:{count}` would be: as old as its oldest
 * list, a copy when any list is one (as old as its oldest copied list), carrying the first list error
 * (a failed revalidation).
 */
function feedEntry(chosen: readonly ChosenList[], count: number, previous: CacheEntry | null) {
  const data = deriveLatest(
    Object.fromEntries(KIND_ORDER.map((kind, i) => [kind, chosen[i].list])),
    count,
  );
  if (!data) return null;
  const fetchedAt = Math.min(...chosen.map((c) => c.entry.fetchedAt ?? 0));
  const entry: CacheEntry = {
    // The same feed keeps its array, so memoised cards skip the render.
    data: previous && sameData(previous.data, data) ? previous.data : data,
    fetchedAt,
    error: chosen.find((c) => c.entry.error)?.entry.error ?? null,
    usedAt: fetchedAt,
  };
  const copyStoredAt = chosen
    .map((c) => c.entry.copyStoredAt)
    .reduce(combineCopyStoredAt, undefined);
  if (copyStoredAt !== undefined) entry.copyStoredAt = copyStoredAt;
  return entry;
}

const sameEntry = (a: CacheEntry | null, b: CacheEntry | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.data === b.data &&
    a.fetchedAt === b.fetchedAt &&
    a.error === b.error &&
    a.copyStoredAt === b.copyStoredAt);

export type LatestSelector = (state: QueryState) => CacheEntry | null;

/** A memoised selector of the derived feed for one `count`; null when the lists do not determine it. */
export function createLatestSelector(count: number): LatestSelector {
  let lastEntries: QueryState['entries'] | undefined;
  let lastChosen: readonly CacheEntry[] = [];
  let last: CacheEntry | null = null;
  return (state) => {
    if (state.entries === lastEntries) return last;
    lastEntries = state.entries;
    const chosen = chooseLatestLists(state.entries, count);
    const entries = chosen?.map((c) => c.entry) ?? [];
    if (entries.length === lastChosen.length && entries.every((e, i) => e === lastChosen[i]))
      return last;
    lastChosen = entries;
    const next = chosen ? feedEntry(chosen, count, last) : null;
    if (!sameEntry(last, next)) last = next;
    return last;
  };
}

const selectors = new Map<number, LatestSelector>();

/** One selector per count, shared by every component showing that feed. */
export function latestSelector(count: number): LatestSelector {
  let selector = selectors.get(count);
  if (!selector) selectors.set(count, (selector = createLatestSelector(count)));
  return selector;
}
