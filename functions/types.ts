/**
 * The contract between the newsletter functions (this folder) and whatever hosts them: the local
 * cloud (local-cloud/) or Supabase Edge Functions. Handlers are web-standard: Request in, Response out.
 */

import type { CheckpointName } from './core/deps.ts';
import type { DeliveryApiSettings } from './core/issue-articles.ts';
import type { NewsletterSettings } from './core/newsletter-settings.ts';
import type { DrainResult } from './core/mail-queue.ts';
import type { PreviewDeps } from './core/preview-handler.ts';
import type { QueueSettings } from './core/queue-settings.ts';

export type FunctionHandler = (request: Request) => Promise<Response>;

export interface FunctionEntry {
  handler: FunctionHandler;
  /**
   * true when the host must NOT require the anon key (e.g. the RFC 8058 one-click unsubscribe POST,
   * which mail clients send without our headers).
   */
  public?: boolean;
}

export interface FunctionsOptions {
  /** Folder for the embedded database and the mail outbox. */
  dataDir: string;
  /** Public origin of the site, for links in mails, e.g. http://127.0.0.1:4173 */
  siteUrl: string;
  /** Public base URL of the functions, e.g. http://127.0.0.1:4174/functions/v1 */
  functionsUrl: string;
  /** SMTP URL; when absent, mails go to `${dataDir}/outbox` as .eml files. */
  smtpUrl?: string;
  /** Postgres connection string; when absent, the embedded database under dataDir is used. */
  databaseUrl?: string;
  /** From header of the mails; defaults to the publication's name at newsletter@{site host}. */
  mailFrom?: string;
  /** The `preview` function's secret and Preview API; preview is off without them. */
  preview?: PreviewDeps;
  /** Subscribe rate limits (the bench raises them); defaults are in functions/core/deps.ts. */
  rateLimits?: {
    perIp?: { limit: number; windowMs: number };
    perAddress?: { limit: number; windowMs: number };
  };
  /** Lease, batch and backoff of the mail queue; defaults in functions/core/queue-settings.ts. */
  queue?: Partial<QueueSettings>;
  /** How often the drain loop looks for retries that became due (default 30 s). */
  drainIntervalMs?: number;
  /** Pause points for the crash tests; see NewsletterDeps.checkpoint. */
  checkpoint?: (point: CheckpointName) => Promise<void>;
  /** NEWSLETTER_SEND and NEWSLETTER_RATE; defaults in functions/core/newsletter-settings.ts. */
  newsletter?: Partial<NewsletterSettings>;
  /** The Delivery API issues read what was published from; without it no issue is planned. */
  delivery?: () => DeliveryApiSettings;
  /** NEWSLETTER_WEBHOOK_SECRET: admits the `publish` and `mail-events` webhooks; off when unset. */
  webhookSecret?: string;
}

export interface FunctionsRuntime {
  functions: Record<string, FunctionEntry>;
  /** The mail queue of this process: drain now, or wait until the drain loop has nothing to do. */
  mail?: {
    drain(): Promise<DrainResult>;
    idle(): Promise<void>;
    /** Mails not yet sent, including those waiting for a retry. */
    pending(): Promise<number>;
  };
  /** Plays the publish webhook's part (the local cloud calls it when the served export changes). */
  newsletter?: { publish(): Promise<number> };
  /** Stops the drain loop (waiting for a send in progress), then closes mailer and database. */
  close(): Promise<void>;
}
