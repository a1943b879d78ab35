/**
 * When to download the newest articles ahead of need: not on a metered "save data" connection
 * nor on 2G (the rule the worker's background refresh shares, src/shared/article-lists.ts), and at
 * most once per freshness window. Pure, so the rule is tested without a browser.
 */
import { LIST_FRESH_MS } from '../../store/keys';

export {
  connectionAllowsPrefetch,
  PREFETCH_PER_KIND,
  type ConnectionInfo,
} from '../../shared/article-lists';

/** Once per list freshness window: a second run inside it would only fetch what the store calls fresh. */
export const PREFETCH_INTERVAL_MS = LIST_FRESH_MS;

export function prefetchDue(lastRunAt: number | null, now: number = Date.now()): boolean {
  return lastRunAt === null || now - lastRunAt >= PREFETCH_INTERVAL_MS || now < lastRunAt;
}
