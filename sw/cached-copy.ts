/**
 * Marks the content answers this worker serves from its cache, so the page can tell a saved copy from
 * fresh data. When a network answer is stored, the copy gets the time it was stored; when a stored
 * copy is used, it goes out with that time in SAVED_AT_HEADER, exposed to the page's cross-origin
 * request (a response built here is filtered by its own Access-Control-Expose-Headers). A network
 * answer never carries the header, so its presence alone says "this came from the cache".
 */
import type { WorkboxPlugin } from 'workbox-core';
import { formatSavedAt, readSavedAt, SAVED_AT_HEADER } from '../src/shared/saved-copy.ts';

function withHeaders(response: Response, extra: Record<string, string>): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** `now` is for tests. */
export function savedCopyPlugin(now: () => number = Date.now): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      withHeaders(response, { [SAVED_AT_HEADER]: formatSavedAt(now()) }),
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!cachedResponse) return null;
      // A copy stored before this mark existed still goes out marked, with its time unknown.
      const savedAt = readSavedAt(cachedResponse.headers.get(SAVED_AT_HEADER));
      const exposed = cachedResponse.headers.get('access-control-expose-headers');
      return withHeaders(cachedResponse, {
        [SAVED_AT_HEADER]: typeof savedAt === 'number' ? formatSavedAt(savedAt) : '',
        'access-control-expose-headers': exposed
          ? `${exposed}, ${SAVED_AT_HEADER}`
          : SAVED_AT_HEADER,
      });
    },
  };
}
