/// <reference lib="webworker" />
/**
 * Galactic Quandaries service worker. This file only wires events; each strategy lives in its own module.
 *
 * Caching policy (docs/product.md#reading-offline says what the visitor gets):
 * | what                                   | cache            | strategy                                    |
 * |----------------------------------------|------------------|---------------------------------------------|
 * | app shell (html, js, css, icons, fonts)| workbox precache | cache-first, versioned by the build manifest; |
 * |                                        |                  | old entries removed only when a new worker  |
 * |                                        |                  | activates, so a running old page keeps its  |
 * |                                        |                  | lazy chunks until the visitor reloads        |
 * | navigations (same origin)              | pages-<build>    | network-first, 3 s timeout → this page's    |
 * |                                        |                  | copy → precached /index.html → offline page;|
 * |                                        |                  | HTML of another build is never used         |
 * | CDA JSON (/spaces/…/environments/…/    | cda              | network-first, 2 s timeout → cached copy    |
 * |                                        |                  | marked with its time (cached-copy.ts);      |
 * |   entries|assets|sync, any host)       |                  | 400 entries, 14 days (the store is the SWR  |
 * |                                        |                  | layer; see cda.ts)                          |
 * | images (ctfassets, cloud /files/,      | saved-files, then| cache-first in cors mode, 200 only (never    |
 * |   /merch, /icons)                      | images           | opaque), 200 entries, 30 days, purge on quota|
 * | search index (/search-index/, same     | search-index     | pieces cache-first (named by their hash);   |
 * |   origin)                              |                  | manifest network-first → kept copy; pieces  |
 * |                                        |                  | the manifest no longer lists are dropped    |
 * | embeds (YouTube, Spotify, ads), POSTs, | none             | not routed: straight to the network          |
 * |   functions calls, preview page, draft |                  |                                             |
 * |   files (URL marked gq-preview), other |                  |                                             |
 */
import { CacheExpiration } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { BUILD_ID } from '../src/shared/build-id.ts';
import { CONTENT_ORIGIN } from './build-env.ts';
import { PAGES_CACHE_PREFIX } from '../src/shared/cache-names.ts';
import { NAVIGATION_TIMEOUT_MS } from '../src/shared/time-budget.ts';
import { cdaStrategy } from './cda.ts';
import { imageHandler, imageStrategy } from './images.ts';
import { networkFirstPage } from './navigation.ts';
import {
  handlePeriodicSync,
  refreshAheadOfNeed,
  type PeriodicSyncEvent,
} from './periodic-refresh.ts';
import { routeFor, type PolicyContext, type RouteKind } from './policy.ts';
import { deleteOtherPageCaches, purgeRuntimeCaches } from './quota.ts';
import { routeSearchIndex } from './search-index.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${BUILD_ID}`;
const policy: PolicyContext = { selfOrigin: self.location.origin, contentOrigin: CONTENT_ORIGIN };
const pageExpiry = new CacheExpiration(PAGES_CACHE, {
  maxEntries: 60,
  maxAgeSeconds: 30 * 24 * 60 * 60,
});

function matches(kind: RouteKind) {
  return ({ request, url }: { request: Request; url: URL }) =>
    routeFor(
      { url, method: request.method, mode: request.mode, hasRange: request.headers.has('range') },
      policy,
    ) === kind;
}

// Registered before the precache route so that "/" is network-first like every other page.
registerRoute(matches('navigation'), ({ request, event }) =>
  networkFirstPage(request, {
    buildId: BUILD_ID,
    timeoutMs: NAVIGATION_TIMEOUT_MS,
    fetch: (req) => fetch(req),
    pages: () => caches.open(PAGES_CACHE),
    shell: () => matchPrecache('/index.html'),
    waitUntil: (work) => (event as ExtendableEvent).waitUntil(work),
    stored: (url) => pageExpiry.updateTimestamp(url).then(() => pageExpiry.expireEntries()),
    onQuota: () => purgeRuntimeCaches(caches),
  }),
);

routeSearchIndex(self);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(matches('cda'), cdaStrategy());
registerRoute(matches('image'), imageHandler(imageStrategy(), caches));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The installed app's daily background refresh: the ahead-of-need mirror, in IndexedDB, not a cache.
self.addEventListener('periodicsync', (event: Event) =>
  handlePeriodicSync(event as PeriodicSyncEvent, refreshAheadOfNeed),
);

self.addEventListener('activate', (event) => {
  // Claiming on first install lets the very first visit fill the image cache; on updates the page asked
  // for this activation itself (SKIP_WAITING), so taking over is expected.
  event.waitUntil(Promise.all([self.clients.claim(), deleteOtherPageCaches(caches, PAGES_CACHE)]));
});
