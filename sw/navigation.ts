/**
 * Navigations: network first (so a deploy or a prerendered page shows at once), with a short timeout, then
 * the copy of that page saved on an earlier visit, then the precached shell, then a tiny offline page —
 * never the browser's own error page.
 *
 * Version lock: HTML from the network that was built by a different build than this worker (a deploy the
 * worker has not activated yet) is not used. Its scripts are not in this worker's precache, so it would
 * run a new page on an old worker and could leave a blank screen offline; the matching shell is served
 * instead and the page-side update prompt brings the new version when the visitor chooses.
 */
import { FRAME_AND_REFERRER_HEADERS } from '../src/shared/security-headers.ts';
import { putSafely, type CacheLike } from './quota.ts';
import { readBuildId } from '../src/shared/build-id.ts';
import { pageCacheKey } from '../src/shared/page-paths.ts';

export interface NavigationDeps {
  buildId: string;
  timeoutMs: number;
  fetch: (request: Request) => Promise<Response>;
  pages: () => Promise<CacheLike>;
  shell: () => Promise<Response | undefined>;
  /** Keeps the worker alive for work that finishes after the response was sent. */
  waitUntil: (work: Promise<unknown>) => void;
  /** Called after a page copy is stored (expiry bookkeeping). */
  stored: (url: string) => Promise<unknown>;
  onQuota: () => Promise<unknown>;
}

const TIMED_OUT = Symbol('timed out');

function timeout(ms: number): { promise: Promise<typeof TIMED_OUT>; cancel: () => void } {
  let id: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<typeof TIMED_OUT>((resolve) => {
    id = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return { promise, cancel: () => clearTimeout(id) };
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/html');
}

/** Resolves to the page if it can be used by this worker, else null; stores usable pages as a side effect. */
async function usableFromNetwork(request: Request, deps: NavigationDeps): Promise<Response | null> {
  const response = await deps.fetch(request);
  if (!response.ok || response.type === 'opaqueredirect' || !isHtml(response)) {
    return response.status >= 500 ? null : response;
  }
  const html = await response.clone().text();
  const built = readBuildId(html);
  if (built !== null && built !== deps.buildId) return null;
  const url = pageCacheKey(request.url);
  const cache = await deps.pages();
  if (await putSafely(cache, url, response.clone(), deps.onQuota)) await deps.stored(url);
  return response;
}

function offlinePage(): Response {
  const body =
    '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<title>Offline</title><p style="font:1.1rem system-ui;padding:2rem">You are offline and this page ' +
    'has not been saved yet. <a href="/">Try again</a></p>';
  return new Response(body, {
    status: 503,
    // Made here, not fetched, so it carries the site's frame and referrer rules itself; it runs
    // nothing and loads nothing, so its policy allows nothing but its own inline style.
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...FRAME_AND_REFERRER_HEADERS,
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

async function fallback(request: Request, deps: NavigationDeps): Promise<Response> {
  const cache = await deps.pages();
  const copy = await cache.match(pageCacheKey(request.url));
  return copy ?? (await deps.shell()) ?? offlinePage();
}

export async function networkFirstPage(request: Request, deps: NavigationDeps): Promise<Response> {
  const network = usableFromNetwork(request, deps).catch(() => null);
  // A late network answer still refreshes the stored copy for next time.
  deps.waitUntil(network);
  const timer = timeout(deps.timeoutMs);
  const first = await Promise.race([network, timer.promise]);
  timer.cancel();
  if (first !== TIMED_OUT && first !== null) return first;
  return fallback(request, deps);
}
