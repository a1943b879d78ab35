/**
 * Entries read with a plain `fetch`, without the SDK: for a page that must show an answer before the
 * app (and the 50 KB SDK) has loaded. The token travels as the `access_token` parameter, which the
 * Delivery API accepts as it does the header, so the request is a simple one with no CORS preflight.
 * Only for queries that read no linked entries (`include: 0`). Links stay links: the SDK would also
 * resolve a link to another item of the same answer, which changes no text a search reads.
 */
import type { ContentfulSettings } from '../shared/contentful-env.ts';
import { QueryFailure, toFailure } from './errors.ts';
import type { EntryReader } from './query-io.ts';

/** The entries URL of a query, with every value written as text. */
export function entriesUrl(settings: ContentfulSettings, query: Record<string, unknown>): string {
  const { space, environment, host, insecure, accessToken } = settings;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, String(value));
  params.set('access_token', accessToken);
  const base = `${insecure ? 'http' : 'https'}://${host}`;
  return `${base}/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}/entries?${params}`;
}

export function directEntryReader(
  settings: ContentfulSettings,
  fetcher: typeof fetch = (...args) => fetch(...args),
): EntryReader {
  const itemsAndTotal = async (query: Record<string, unknown>) => {
    if (query.include !== 0)
      throw new Error('directEntryReader reads only queries with include: 0');
    let response: Response;
    try {
      response = await fetcher(entriesUrl(settings, query), { credentials: 'omit' });
    } catch (error) {
      throw toFailure(error);
    }
    // Classified as the SDK's answers are (errors.ts): the status is all a failed answer says.
    if (!response.ok)
      throw toFailure(Object.assign(new Error(`HTTP ${response.status}`), { response }));
    const body: unknown = await response.json().catch(() => null);
    const list = body && typeof body === 'object' && 'items' in body ? body.items : null;
    if (!Array.isArray(list)) throw new QueryFailure('BadResponse');
    const total = (body as { total?: unknown }).total;
    return { list, total: typeof total === 'number' && total >= 0 ? total : list.length };
  };
  return {
    itemsAndTotal,
    items: async (query) => (await itemsAndTotal(query)).list,
  };
}
