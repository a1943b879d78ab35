/**
 * What the main thread needs from the query layer without loading it: the default list size, the
 * slug sanity rule and the reachability probe (the store's fail-fast-offline check).
 */
import { config } from '../lib/config.ts';
import { isWellFormed } from '../shared/safe-text.ts';
import { PROBE_TIMEOUT_MS } from '../shared/time-budget.ts';

export { DEFAULT_LIST_LIMIT } from '../shared/article-lists.ts';
/** Contentful's limit for a Symbol field: a longer slug cannot exist, so it is not asked for. */
const MAX_SLUG_LENGTH = 256;

/**
 * Anything Contentful accepts in a Symbol field may be a slug, control characters included; only
 * what no entry can hold (empty, too long, half an emoji no URL can carry) is answered not found
 * without asking.
 */
export function isPlausibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && isWellFormed(slug);
}

/**
 * The probe asks for the space itself (a small answer, 200 with the delivery token, which the
 * bundle carries anyway; the service worker caches no such path, so the answer is the network's).
 * The host's bare root answers 401 or 404, which the browser logs as a console error on every
 * slow request.
 */
export function probeUrl(settings: NonNullable<typeof config.contentful>): string {
  const origin = `${settings.insecure ? 'http' : 'https'}://${settings.host}`;
  const token = new URLSearchParams({ access_token: settings.accessToken });
  return `${origin}/spaces/${encodeURIComponent(settings.space)}?${token}`;
}

/**
 * Can the content host be reached at all? Used to answer Offline fast while a request is still
 * unanswered. An opaque (no-cors) answer proves a connection; a timeout proves nothing.
 */
export async function probeContentHost(): Promise<boolean> {
  const settings = config.contentful;
  if (!settings || typeof fetch !== 'function') return true;
  try {
    await fetch(probeUrl(settings), {
      mode: 'no-cors',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true;
  } catch (error) {
    return (
      error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'AbortError')
    );
  }
}
