/**
 * The archive's search index (/search-index/, written by the prerender): every piece the page fetches
 * is kept, so a search repeated offline answers as it did online.
 *
 * - Pieces are named by the hash of their bytes and never change: cache first, fetched and kept once.
 * - The manifest changes with every build that changes the index: network first, the kept copy when
 *   the network fails or is slower than MANIFEST_TIMEOUT_MS. A fresh manifest drops the kept pieces
 *   it no longer lists.
 */
import { registerRoute } from 'workbox-routing';
import { SEARCH_INDEX_CACHE } from '../src/shared/cache-names.ts';

const PREFIX = '/search-index/';
/** A manifest slower than this is answered from the kept copy, when there is one (a weak signal). */
export const MANIFEST_TIMEOUT_MS = 3000;
const MANIFEST = `${PREFIX}manifest.json`;

export interface IndexCacheDeps {
  fetch: (request: Request) => Promise<Response>;
  open: () => Promise<Cache>;
  waitUntil: (work: Promise<unknown>) => void;
  timeoutMs?: number;
}

/** The file names a manifest lists (its term and document pieces). */
function listed(manifest: unknown): Set<string> | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { terms, docs } = manifest as { terms?: unknown; docs?: unknown };
  if (typeof terms !== 'object' || terms === null || !Array.isArray(docs)) return null;
  const refs = [...Object.values(terms), ...docs] as unknown[];
  return new Set(
    refs
      .map((ref) => (Array.isArray(ref) && typeof ref[0] === 'string' ? `/${ref[0]}` : ''))
      .filter(Boolean),
  );
}

async function prune(cache: Cache, manifest: Response): Promise<void> {
  const files = listed(await manifest.json().catch(() => null));
  if (!files) return;
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path !== MANIFEST && !files.has(path)) await cache.delete(request);
  }
}

export async function searchIndexResponse(
  request: Request,
  deps: IndexCacheDeps,
): Promise<Response> {
  const cache = await deps.open();
  const path = new URL(request.url).pathname;
  if (path === MANIFEST) {
    const fresh = deps.fetch(request).then(async (response) => {
      if (response.ok) {
        await cache.put(request, response.clone()).catch(() => undefined);
        deps.waitUntil(prune(cache, response.clone()));
      }
      return response;
    });
    const kept = await cache.match(request);
    if (!kept) return fresh;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<Response>((resolve) => {
      timer = setTimeout(() => resolve(kept.clone()), deps.timeoutMs ?? MANIFEST_TIMEOUT_MS);
    });
    // The fresh copy still lands in the cache for next time when the kept one answered.
    deps.waitUntil(fresh.catch(() => undefined));
    try {
      return await Promise.race([fresh.catch(() => kept), slow]);
    } finally {
      clearTimeout(timer);
    }
  }
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await deps.fetch(request);
  // A full disk only costs the piece's offline copy, never the answer.
  if (response.ok) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

/** Routes the index's files of this origin through the cache above. */
export function routeSearchIndex(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, request }) =>
      url.origin === scope.location.origin &&
      url.pathname.startsWith(PREFIX) &&
      request.method === 'GET',
    ({ request, event }) =>
      searchIndexResponse(request, {
        fetch: (req) => fetch(req),
        open: () => caches.open(SEARCH_INDEX_CACHE),
        waitUntil: (work) => (event as ExtendableEvent).waitUntil(work),
      }),
  );
}
