/**
 * What the main thread needs from the query layer without loading it: the default list size, the
 * slug sanity rule and the reachability probe (the store's fail-fast-offline check).
 */
import { config } from '../lib/config.ts';

export const DEFAULT_LIST_LIMIT = 100;
const MAX_SLUG_LENGTH = 200;

/* eslint-disable no-control-regex -- refusing control characters is the point here */
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/** Control characters (C0, DEL, C1) or absurd length: no real slug looks like that. */
export function isPlausibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= MAX_SLUG_LENGTH && !CONTROL_CHARS.test(slug);
}

/**
 * Can the content host be reached at all? Used to answer Offline fast while the SDK is still
 * retrying a connection error. An opaque (no-cors) answer proves a connection; a timeout proves nothing.
 */
export async function probeContentHost(): Promise<boolean> {
  const settings = config.contentful;
  if (!settings || typeof fetch !== 'function') return true;
  const origin = `${settings.insecure ? 'http' : 'https'}://${settings.host}/`;
  try {
    await fetch(origin, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(1500) });
    return true;
  } catch (error) {
    return (
      error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'AbortError')
    );
  }
}
