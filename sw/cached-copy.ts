/**
 * Marks the content answers this worker serves from its cache, so the page can tell a cached copy from
 * fresh data. When a network answer is stored, the copy gets the time it was stored; when a stored
 * copy is used, it goes out with that time in COPY_STORED_AT_HEADER, exposed to the page's cross-origin
 * request (a response built here is filtered by its own Access-Control-Expose-Headers). A network
 * answer never carries the header, so its presence alone says "this came from the cache".
 */
import type { WorkboxPlugin } from 'workbox-core';
import {
  COPY_STORED_AT_HEADER,
  formatCopyStoredAt,
  readCopyStoredAt,
} from '../src/shared/cached-copy.ts';

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
export function cachedCopyPlugin(now: () => number = Date.now): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      withHeaders(response, { [COPY_STORED_AT_HEADER]: formatCopyStoredAt(now()) }),
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!cachedResponse) return null;
      // A copy stored before this mark existed still goes out marked, with its time unknown.
      const storedAt = readCopyStoredAt(cachedResponse.headers.get(COPY_STORED_AT_HEADER));
      const exposed = cachedResponse.headers.get('access-control-expose-headers');
      return withHeaders(cachedResponse, {
        [COPY_STORED_AT_HEADER]: typeof storedAt === 'number' ? formatCopyStoredAt(storedAt) : '',
        'access-control-expose-headers': exposed
          ? `${exposed}, ${COPY_STORED_AT_HEADER}`
          : COPY_STORED_AT_HEADER,
      });
    },
  };
}
