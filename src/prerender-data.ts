/**
 * The data a prerendered page was rendered from, embedded in the page so the browser seeds the same
 * store entries before hydrating. Shared by entry-server.tsx (writes) and start.tsx (reads).
 */

export const PRERENDER_DATA_ID = '__PRERENDER_DATA__';

export interface PrerenderSeed {
  key: string;
  data: unknown;
  fetchedAt: number;
}

export interface PrerenderData {
  /** The path the page was rendered for; the browser hydrates only at that path. */
  path: string;
  /** The page reads the query string (unsubscribe): hydrate only when the visit has none. */
  searchSensitive?: boolean;
  seeds: PrerenderSeed[];
}

/**
 * JSON for a `<script type="application/json">`: `<` is escaped so no text in the content can close
 * the script element or open a comment; U+2028/9 are escaped for old parsers that choke on them.
 */
export function serialisePrerenderData(data: PrerenderData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function isPrerenderData(value: unknown): value is PrerenderData {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<PrerenderData>;
  return typeof v.path === 'string' && Array.isArray(v.seeds);
}

/** The embedded data when it belongs to this visit; anything else means render from scratch. */
export function readPrerenderData(
  doc: Document,
  location: { pathname: string; search: string },
  /** A page's path that stands for this visit too (404.html's, for a path no route has). */
  standIn?: string,
): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPrerenderData(parsed)) return null;
  const path = location.pathname.replace(/(.)\/+$/, '$1');
  if (parsed.path !== path && parsed.path !== standIn) return null;
  if (parsed.searchSensitive && location.search !== '' && location.search !== '?') return null;
  return parsed;
}

/**
 * The time a prerendered page's data was known to be current, for the store's freshness windows. The
 * embedded seeds are dated by their content (so a page's bytes depend on the content only and an
 * incremental build can leave it untouched), which is a time the data was certainly current but
 * usually long ago; the page file itself was written from data fetched just before, so its
 * Last-Modified (`document.lastModified`) is a later such time. A browser fills lastModified with
 * "now" when the answer had no Last-Modified header: a value within a few seconds of now is taken as
 * unknown, never as fresh.
 */
export function seedsAsOf(
  seeds: readonly PrerenderSeed[],
  lastModified: string,
  now: number = Date.now(),
): PrerenderSeed[] {
  const written = Date.parse(lastModified);
  if (!Number.isFinite(written) || written > now - 3000) return [...seeds];
  return seeds.map((seed) => (seed.fetchedAt >= written ? seed : { ...seed, fetchedAt: written }));
}
