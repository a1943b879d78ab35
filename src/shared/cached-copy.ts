/**
 * The mark the service worker puts on a content answer it served from its own cache instead of the
 * network (a cached copy): a response header holding when that copy was stored (ms since epoch), or
 * empty when a copy stored before the mark existed does not say. The page reads it once, where the SDK
 * receives the response, into `copyStoredAt`, the one field that carries the fact from there on: on
 * the query's outcome and on the store's entry, which keeps such an answer as a copy with its
 * original time, never as fresh data.
 *
 * `copyStoredAt` everywhere: undefined for news from the network, null for a copy whose time is not
 * known, else the time the copy was stored.
 */

/**
 * The header's name is the one copies already stored in visitors' caches carry, so it keeps its first
 * spelling ("saved at").
 */
export const COPY_STORED_AT_HEADER = 'x-gq-saved-at';

export type CopyStoredAt = number | null | undefined;

/** A time for the header; the header's own value survives the Cache API round trip unchanged. */
export function formatCopyStoredAt(time: number): string {
  return String(Math.round(time));
}

/**
 * What a header value says: undefined when there is no mark (a network answer), null when the copy
 * is marked but its time is unknown, else the time it was stored.
 */
export function readCopyStoredAt(value: unknown): CopyStoredAt {
  if (value === undefined || value === null) return undefined;
  const time = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(time) && time >= 0
    ? time
    : null;
}

/**
 * The mark of something built from two parts (a feed from several answers): a copy when either part
 * is one, as old as its oldest copied part, of unknown time when any copied part's time is unknown.
 */
export function combineCopyStoredAt(a: CopyStoredAt, b: CopyStoredAt): CopyStoredAt {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a === null || b === null ? null : Math.min(a, b);
}
