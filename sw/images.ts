/**
 * Images: cache-first, bounded, never opaque (see cors-upgrade.ts): only a real 200 is kept. Files saved
 * for offline reading live in their own cache, outside expiry, and are looked up first.
 */
import type { WorkboxPlugin, RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { IMAGES_CACHE, SAVED_FILES_CACHE } from '../src/shared/cache-names.ts';
import { toCorsRequest } from './cors-upgrade.ts';

const corsUpgradePlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => toCorsRequest(request),
};

export function imageStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: IMAGES_CACHE,
    fetchOptions: { credentials: 'omit' },
    plugins: [
      corsUpgradePlugin,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  });
}

export function imageHandler(strategy: CacheFirst, storage: CacheStorage) {
  return async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const request =
      options.request instanceof Request ? options.request : new Request(options.request);
    // ignoreVary: the page saved it with fetch(), whose Accept header differs from an <img> request's.
    const saved = await storage.match(request.url, {
      cacheName: SAVED_FILES_CACHE,
      ignoreVary: true,
    });
    return saved ?? strategy.handle(options);
  };
}
