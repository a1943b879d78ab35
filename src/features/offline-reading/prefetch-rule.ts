/**
 * When to download the newest articles ahead of need: not on a metered "save data" connection
 * nor on 2G, and at most once per freshness window. Pure, so the rule is tested without a browser.
 */
import { LIST_FRESH_MS } from '../../store/keys';

/** Newest entries of each kind kept ready for the commuter; the home page shows 3 of them. */
export const PREFETCH_PER_KIND = 5;
/** Once per list freshness window: a second run inside it would only fetch what the store calls fresh. */
export const PREFETCH_INTERVAL_MS = LIST_FRESH_MS;

/** The part of the Network Information API we read; absent in Firefox and Safari. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g']);

export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  // Browsers that do not tell are given the benefit of the doubt: most visitors there are on Wi-Fi or 4G.
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType && SLOW.has(connection.effectiveType));
}

export function prefetchDue(lastRunAt: number | null, now: number = Date.now()): boolean {
  return lastRunAt === null || now - lastRunAt >= PREFETCH_INTERVAL_MS || now < lastRunAt;
}
