/**
 * The article lists as the page and the service worker both know them: the five article kinds'
 * Contentful content types in the site's order (src/content/kinds.ts describes each kind; a test keeps
 * the two equal), how many entries a kind's list holds, and how many of each kind's newest are
 * downloaded ahead of need, on which connections. The worker's background refresh reads them here.
 */

/** The article kinds' content types, in the order of the home sections and the latest feed. */
export const ARTICLE_CONTENT_TYPES: readonly string[] = [
  'discussions',
  'news',
  'recommendations',
  'reviews',
  'fiction',
];

/** Entries a kind's list page asks for (and the ahead-of-need mirror keeps per kind). */
export const DEFAULT_LIST_LIMIT = 100;

/** Newest entries of each kind kept ready for the commuter; the home page shows 3 of them. */
export const PREFETCH_PER_KIND = 5;

/** The part of the Network Information API we read; absent in Firefox and Safari. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g']);

/** Downloading ahead of need: not on a metered "save data" connection nor on 2G. */
export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  // Browsers that do not tell are given the benefit of the doubt: most visitors there are on Wi-Fi or 4G.
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType && SLOW.has(connection.effectiveType));
}
