/**
 * Images: cache-first, bounded, never opaque. An `<img>` without `crossorigin` asks in no-cors mode and
 * would get an opaque response whose size the browser pads (several MB each against the quota) and whose
 * status we cannot see; the content hosts all send CORS headers, so the request is re-issued in cors mode
 * and only a real 200 is kept. Files saved for offline reading live in their own cache, outside expiry.
 */
import type { WorkboxPlugin, RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';

export const IMAGES_CACHE = 'images';
/** Written by the page (src/pwa) when a visitor saves an article; never expired by the worker. */
export const SAVED_CACHE = 'saved-files';

export const corsUpgradePlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors'
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
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
    const saved = await storage.match(request.url, { cacheName: SAVED_CACHE });
    return saved ?? strategy.handle(options);
  };
}
