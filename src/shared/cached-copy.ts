/**
 * The mark the service worker puts on a content answer it served from its own cache instead of the
 * network: a response header holding when that copy was stored (ms since epoch), or empty when a copy
 * stored before the mark existed does not say. The page side reads it so the store can keep such an
 * answer as a saved copy, with its original time, and never as fresh data.
 */

export const SAVED_AT_HEADER = 'x-gq-saved-at';

/** A time for the header; the header's own value survives the Cache API round trip unchanged. */
export function formatSavedAt(time: number): string {
  return String(Math.round(time));
}

/**
 * What a header value says: undefined when there is no mark (a network answer), null when the copy
 * is marked but its time is unknown, else the time it was stored.
 */
export function readSavedAt(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return undefined;
  const time = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(time) && time >= 0
    ? time
    : null;
}
