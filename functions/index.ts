import { join } from 'node:path';
import { SITE } from '../src/site.ts';
import type { Db } from './core/db.ts';
import { DEFAULT_LIMITS, defaultLog, type NewsletterDeps } from './core/deps.ts';
import { startDrainLoop } from './core/drain-loop.ts';
import type { Mailer } from './core/mail.ts';
import { countPending, drainMailQueue, isMailInFlight } from './core/mail-queue.ts';
import { migrate } from './core/migrations.ts';
import { createConfirmHandler } from './core/confirm-handler.ts';
import { deliveryApiSource } from './core/issue-articles.ts';
import { planIssues } from './core/issues.ts';
import {
  createIssuePreviewHandler,
  createMailEventsHandler,
  createPublishHandler,
} from './core/newsletter-handlers.ts';
import { createPreviewHandler, type PreviewDeps } from './core/preview-handler.ts';
import { DEFAULT_QUEUE } from './core/queue-settings.ts';
import { runScheduled } from './core/scheduled-run.ts';
import { createSubscribeHandler } from './core/subscribe-handler.ts';
import { createOneClickHandler, createUnsubscribeHandler } from './core/unsubscribe-handler.ts';
import { ONE_CLICK_FUNCTION } from './core/welcome-mail.ts';
import { outboxMailer, smtpMailer } from './node/mailers.ts';
import { openPgDb } from './node/pg-db.ts';
import { openPgliteDb } from './node/pglite-db.ts';
import type { FunctionsOptions, FunctionsRuntime } from './types.ts';

function defaultFrom(siteUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // A malformed siteUrl still gets a deliverable-looking sender.
  }
  // Bare IPs are not valid mail domains; keep the local-development sender tidy.
  if (/^[\d.]+$|:/.test(host)) host = 'localhost';
  return `"${SITE.title}" <newsletter@${host}>`;
}

/** Wires the Node adapters (database, mailer) into the web-standard handlers. */
export function buildFunctions(
  deps: NewsletterDeps,
  preview: PreviewDeps = { secret: undefined, queries: null },
  webhook: { secret?: string; afterPublish?: () => void } = {},
): FunctionsRuntime['functions'] {
  return {
    subscribe: { handler: createSubscribeHandler(deps) },
    unsubscribe: { handler: createUnsubscribeHandler(deps) },
    confirm: { handler: createConfirmHandler(deps) },
    // Mail clients POST here without our key (RFC 8058), so the host must not demand it.
    [ONE_CLICK_FUNCTION]: { handler: createOneClickHandler(deps), public: true },
    // Contentful's webhook and the mail provider's carry the owner's secret header, not our key.
    publish: {
      handler: createPublishHandler(deps, webhook.secret, webhook.afterPublish),
      public: true,
    },
    'mail-events': { handler: createMailEventsHandler(deps, webhook.secret), public: true },
    preview: { handler: createPreviewHandler(preview) },
    'newsletter-preview': { handler: createIssuePreviewHandler(deps, preview.secret) },
  };
}

/** Opens (and migrates) the database and mailer the options name, then builds the handlers. */
export async function createFunctions(options: FunctionsOptions): Promise<FunctionsRuntime> {
  const db: Db = options.databaseUrl
    ? openPgDb(options.databaseUrl)
    : await openPgliteDb(join(options.dataDir, 'db'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const mailer: Mailer = options.smtpUrl
    ? smtpMailer(options.smtpUrl)
    : outboxMailer(join(options.dataDir, 'outbox'), { checkpoint: options.checkpoint });
  const queue = { ...DEFAULT_QUEUE, ...options.queue };
  const deps: NewsletterDeps = {
    db,
    mailer,
    siteUrl: options.siteUrl,
    functionsUrl: options.functionsUrl,
    mailFrom: options.mailFrom ?? defaultFrom(options.siteUrl),
    limits: {
      perIp: options.rateLimits?.perIp ?? DEFAULT_LIMITS.perIp,
      perAddress: options.rateLimits?.perAddress ?? DEFAULT_LIMITS.perAddress,
    },
    queue,
    checkpoint: options.checkpoint,
    newsletter: options.newsletter,
    articles: options.delivery ? deliveryApiSource(options.delivery, options.siteUrl) : null,
  };
  try {
    // Half-written mails of a crashed process go before the first drain writes them anew.
    await mailer.recover?.((key) => isMailInFlight(db, key, queue));
  } catch (error) {
    defaultLog('recovering the outbox failed', error);
  }
  const loop = startDrainLoop(() => runScheduled(deps), {
    intervalMs: options.drainIntervalMs ?? 30_000,
    log: defaultLog,
  });
  deps.afterSubscribe = loop.kick;
  return {
    functions: buildFunctions(deps, options.preview, {
      secret: options.webhookSecret,
      afterPublish: loop.kick,
    }),
    newsletter: {
      async publish() {
        const planned = await planIssues(deps);
        loop.kick();
        return planned.length;
      },
    },
    mail: {
      drain: () => drainMailQueue(deps),
      idle: loop.idle,
      pending: () => countPending(db),
    },
    close: async () => {
      await loop.stop();
      await mailer.close?.();
      await db.close();
    },
  };
}
