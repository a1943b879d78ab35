/**
 * The only module that creates a `contentful` SDK client. Pages and hooks never import the SDK:
 * they go through src/content/queries.ts, which asks this module for the client. The SDK (about
 * 50 KB gzipped with axios) is imported on first use, so a prerendered page paints and hydrates
 * from its embedded data without it; it only arrives when a query actually runs (revalidation).
 *
 * Client settings: 30 s timeout, 5 retries on 5xx/429/connection errors (the SDK's
 * own growing wait), and a throttle of 30 requests per second.
 */
import type { ContentfulClientApi, CreateClientParams } from 'contentful';
import { config, contentfulSetupHelp, type ContentfulSettings } from './config.ts';

export const NOT_CONFIGURED_MESSAGE =
  'Contentful is not configured. Please update src/lib/contentful.ts with your credentials.';

export type ContentClient = ContentfulClientApi<undefined>;

/**
 * `throttle` is passed straight through to contentful-sdk-core's HTTP client (which caps it at 30/s,
 * min 1) but is missing from contentful.js's public CreateClientParams type.
 */
type ClientParams = CreateClientParams & { throttle: number };

export async function createContentClient(settings: ContentfulSettings): Promise<ContentClient> {
  const { createClient } = await import('contentful');
  const params: ClientParams = {
    space: settings.space,
    accessToken: settings.accessToken,
    environment: settings.environment,
    host: settings.host,
    insecure: settings.insecure,
    timeout: 30000,
    retryLimit: 5,
    throttle: 30,
    // The SDK logs every retry with console.log; keep the console for real problems.
    logHandler: (level, data) => {
      if (level === 'error') console.error('[contentful]', data);
    },
  };
  return createClient(params);
}

let client: Promise<ContentClient | null> | undefined;

/**
 * The shared client, or null when no credentials are configured (queries then fail with
 * NotConfigured, and the console names the missing variables once for the developer). A failed SDK
 * download (offline before the worker cached it) is not remembered: the next query retries.
 */
export function getContentClient(): Promise<ContentClient | null> {
  if (client === undefined) {
    if (!config.contentful) console.error(contentfulSetupHelp(config.contentfulMissing));
    client = config.contentful ? createContentClient(config.contentful) : Promise.resolve(null);
    client.catch(() => {
      client = undefined;
    });
  }
  return client;
}
