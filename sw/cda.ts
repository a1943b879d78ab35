/**
 * Content Delivery API JSON: network-first with a short timeout, then this cache.
 *
 * Why not stale-while-revalidate here: the page's store (IndexedDB) already is the stale-while-revalidate
 * layer the visitor sees — it shows its stored copy at once and revalidates in the background. If the
 * worker answered that revalidation from its own cache too, the store would receive the previous copy
 * and the visitor would see every update one fetch late (e.g. after coming back online). So the worker
 * asks the network first and only falls back to its copy when the network fails or is too slow; that
 * copy still lets the SDK answer offline for queries the store has not kept. Every answer taken from
 * the cache is marked (cached-copy.ts), so the store keeps it as a copy and never as fresh data.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { CDA_CACHE } from '../src/shared/cache-names.ts';
import { CDA_NETWORK_TIMEOUT_MS } from '../src/shared/time-budget.ts';
import { cachedCopyPlugin } from './cached-copy.ts';

const CDA_MAX_ENTRIES = 400;
const CDA_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/**
 * `expiry: false` only for unit tests: the expiration bookkeeping needs IndexedDB, which Node lacks.
 * `now` (the clock of the cached-copy mark) is for tests too.
 */
export function cdaStrategy({
  expiry = true,
  now,
}: { expiry?: boolean; now?: () => number } = {}): NetworkFirst {
  return new NetworkFirst({
    cacheName: CDA_CACHE,
    networkTimeoutSeconds: CDA_NETWORK_TIMEOUT_MS / 1000,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      ...(expiry
        ? [
            new ExpirationPlugin({
              maxEntries: CDA_MAX_ENTRIES,
              maxAgeSeconds: CDA_MAX_AGE_SECONDS,
              purgeOnQuotaError: true,
            }),
          ]
        : []),
      // Last: it marks only what the plugins before it let through and did not expire.
      cachedCopyPlugin(now),
    ],
  });
}
