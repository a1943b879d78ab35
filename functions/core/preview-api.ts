/**
 * The Content Preview API as the preview function reads it: the site's own content queries (the same
 * normalised answers the pages render) run with a client that holds the preview token. The token
 * lives only here, on the server; the browser never receives it. Web-standard code only.
 */
import { createContentClient, type ContentClient } from '../../src/lib/contentful.ts';
import { createQueries, type Queries } from '../../src/content/query-impl.ts';
import { parseHost } from '../../src/lib/config.ts';

export interface PreviewApiSettings {
  space: string;
  /** Content Preview API token (never sent to a browser). */
  accessToken: string;
  environment: string;
  /** `preview.contentful.com`, or `host:port` of the local cloud. */
  host: string;
  /** true for the local cloud's plain HTTP. */
  insecure: boolean;
}

/** The queries the preview function answers; the prerender-only slug listing is not among them. */
export type PreviewQueries = Pick<
  Queries,
  'fetchList' | 'fetchEntry' | 'fetchPost' | 'fetchLatest'
>;

const PREVIEW_HOST = 'preview.contentful.com';

/**
 * The CONTENTFUL_PREVIEW_HOST setting: unset means Contentful's Preview API; `host[:port]` or
 * `https://host` is spoken to over HTTPS, and only an explicit `http://host:port` (a local cloud)
 * over plain HTTP.
 */
export function previewHost(
  raw: string | undefined,
): Pick<PreviewApiSettings, 'host' | 'insecure'> {
  const value = raw?.trim();
  return value ? parseHost(value) : { host: PREVIEW_HOST, insecure: false };
}

/**
 * `settings` is read on the first query, not now: the local cloud learns its own port only once it
 * listens, after the functions are built.
 */
export function previewQueries(settings: () => PreviewApiSettings): PreviewQueries {
  let client: Promise<ContentClient> | undefined;
  return createQueries(() => {
    client ??= createContentClient(settings());
    // A failed SDK import is not remembered: the next request tries again.
    client.catch(() => (client = undefined));
    return client;
  });
}
