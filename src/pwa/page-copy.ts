/**
 * Keeps the HTML of a saved page in the worker's page cache of this build, as if it had been visited,
 * so a prerendered copy opens offline with its text in the first paint rather than after the
 * app has started. HTML of another build is refused like the worker refuses it. Never throws.
 */
import { readBuildId } from '../shared/build-id.ts';
import { PAGES_CACHE_PREFIX } from '../shared/cache-names.ts';
import { pageCacheKey } from '../shared/page-paths.ts';

export async function savePageCopy(path: string): Promise<boolean> {
  try {
    const buildId = document.querySelector('meta[name="build-id"]')?.getAttribute('content');
    if (!buildId || typeof caches === 'undefined') return false;
    const url = pageCacheKey(new URL(path, window.location.origin).href);
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'text/html' },
    });
    if (response.status !== 200 || !response.headers.get('content-type')?.includes('text/html'))
      return false;
    const html = await response.text();
    if (readBuildId(html) !== buildId) return false;
    const cache = await caches.open(`${PAGES_CACHE_PREFIX}${buildId}`);
    await cache.put(url, new Response(html, { status: 200, headers: response.headers }));
    return true;
  } catch {
    // Quota or network: the stored data still renders through the app shell.
    return false;
  }
}
