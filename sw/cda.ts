/**
 * Content Delivery API JSON: stale-while-revalidate. The store (IndexedDB) is the first line and decides
 * freshness; this cache is the network-level copy that lets the SDK answer offline for queries the store
 * has not kept, and it is refreshed in the background whenever the network is there.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CDA_CACHE } from './cache-names.ts';

export function cdaStrategy(): StaleWhileRevalidate {
  return new StaleWhileRevalidate({
    cacheName: CDA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 14 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  });
}
