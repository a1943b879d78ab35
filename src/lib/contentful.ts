/**
 * The only module that creates a `contentful` SDK client. Pages and hooks never import the SDK:
 * they go through src/content/worker-queries.ts, which asks this module for the client. The SDK
 * (about 50 KB gzipped with axios) is imported on first use, so a prerendered page paints and hydrates
 * from its embedded data without it; it only arrives when a query actually runs (revalidation).
 *
 * Two uses, two settings (both throttled to 30 requests per second):
 * - 'page', what readers' queries use: no SDK retries and a timeout of the whole query budget, because
 *   the store is the one layer that retries, within one budget (src/shared/time-budget.ts).
 * - 'build', the prerender step's client: 30 s timeout, 5 retries on 5xx/429/connection errors with
 *   the SDK's own growing wait; nobody is waiting on a page, and a rate limit should not fail a build.
 */
import type { ContentfulClientApi, CreateClientParams } from 'contentful';
import {
  COPY_STORED_AT_HEADER,
  readCopyStoredAt,
  type CopyStoredAt,
} from '../shared/cached-copy.ts';
import { QUERY_BUDGET_MS } from '../shared/time-budget.ts';
import { config, contentfulSetupHelp, type ContentfulSettings } from './config.ts';

export const NOT_CONFIGURED_MESSAGE =
  'Contentful is not configured. Please update src/lib/contentful.ts with your credentials.';

export type ContentClient = ContentfulClientApi<undefined>;

/**
 * `page`: a reader waits, so one try within the query budget. `build`: the build has nothing to fall
 * back on, so the SDK retries (5 times, 30 s each). `job`: a background job that runs again on its own
 * schedule (the newsletter's scheduled run), so it does not retry inside a run: a failure waits for
 * the next run, and a closing server is not held up by a retrying request.
 */
export type ClientUse = 'page' | 'build' | 'job';

/**
 * `throttle` is passed straight through to contentful-sdk-core's HTTP client (which caps it at 30/s,
 * min 1) but is missing from contentful.js's public CreateClientParams type.
 */
type ClientParams = CreateClientParams & { throttle: number };

/**
 * When each answer the service worker served from its cache (a cached copy) was stored, by the body
 * the SDK hands back: the SDK resolves links inside the very object axios parsed, so the body
 * identifies its response without touching it. The header is read here, once.
 */
const copiesStoredAt = new WeakMap<object, number | null>();

type LoggedResponse = Parameters<NonNullable<CreateClientParams['responseLogger']>>[0];

/** Reads the service worker's cached-copy mark of a response the SDK received. */
function noteCachedCopy(response: LoggedResponse): void {
  if (response instanceof Error || !response.data || typeof response.data !== 'object') return;
  const headers = response.headers as { get?: (name: string) => unknown } & Record<string, unknown>;
  const value =
    typeof headers.get === 'function'
      ? headers.get(COPY_STORED_AT_HEADER)
      : headers[COPY_STORED_AT_HEADER];
  const copyStoredAt = readCopyStoredAt(value);
  if (copyStoredAt !== undefined) copiesStoredAt.set(response.data as object, copyStoredAt);
}

/**
 * `copyStoredAt` of `body` (what a client method resolved with): undefined for a network answer, else
 * when the service worker's cached copy was stored (null: not known).
 */
export function copyStoredAtOf(body: unknown): CopyStoredAt {
  return body && typeof body === 'object' ? copiesStoredAt.get(body) : undefined;
}

export async function createContentClient(
  settings: ContentfulSettings,
  use: ClientUse = 'page',
): Promise<ContentClient> {
  const { createClient } = await import('contentful');
  const retries = use === 'build';
  const params: ClientParams = {
    space: settings.space,
    accessToken: settings.accessToken,
    environment: settings.environment,
    host: settings.host,
    insecure: settings.insecure,
    timeout: retries ? 30000 : use === 'job' ? 10_000 : QUERY_BUDGET_MS,
    retryOnError: retries,
    retryLimit: retries ? 5 : 0,
    throttle: 30,
    responseLogger: noteCachedCopy,
    // The SDK logs every retry with console.log; keep the console for real problems.
    logHandler: (level, data) => {
      if (level === 'error') console.error('[contentful]', data);
    },
  };
  return createClient(params);
}

const clients: Partial<Record<ClientUse, Promise<ContentClient | null>>> = {};

/** The use of queries that name none: the readers' pages, or the prerender build in its process. */
let processUse: ClientUse = 'page';

/**
 * The prerender build runs the pages' own query values in its process: from then on the queries
 * there read through the build's client, which retries on its own.
 */
export function readThroughBuildClient(): void {
  processUse = 'build';
}

/**
 * The shared client of one use, or null when no credentials are configured (queries then fail with
 * NotConfigured, and the console names the missing variables once for the developer). A failed SDK
 * download (offline before the worker cached it) is not remembered: the next query retries.
 */
export function getContentClient(use: ClientUse = processUse): Promise<ContentClient | null> {
  let client = clients[use];
  if (client === undefined) {
    if (!config.contentful && Object.keys(clients).length === 0)
      console.error(contentfulSetupHelp(config.contentfulMissing));
    client = config.contentful
      ? createContentClient(config.contentful, use)
      : Promise.resolve(null);
    clients[use] = client;
    client.catch(() => {
      delete clients[use];
    });
  }
  return client;
}
