/**
 * Supabase Edge Functions (Deno) wiring: builds the handlers' dependencies from the function's
 * secrets, once per isolate. The entries in supabase/functions/<name>/index.ts call `serve`;
 * functions/deno.test.ts runs them under real Deno against PostgreSQL.
 */
import { DEFAULT_LIMITS, defaultLog, type NewsletterDeps } from '../core/deps.ts';
import { deliveryApiSource } from '../core/issue-articles.ts';
import { parseNewsletterSettings } from '../core/newsletter-settings.ts';
import { drainIssues } from '../core/issues.ts';
import { drainMailQueue } from '../core/mail-queue.ts';
import { migrate } from '../core/migrations.ts';
import { mimeApiMailer } from '../core/mime-api-mailer.ts';
import { openPgDb } from '../node/pg-db.ts';
import { optionalSecret, requiredSecret, serveWithCors, type Handler } from './deno-serve.ts';

/** Provided by Supabase; only the `drain` function asks for it, to admit schedulers alone. */
export const serviceRoleKey = (): string => requiredSecret('SUPABASE_SERVICE_ROLE_KEY');

/** Supabase's edge runtime keeps an isolate alive for promises handed to waitUntil. */
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } })
  .EdgeRuntime;

/** The Delivery API issues ask what was published; no issue is planned without its token. */
function deliveryApi() {
  const token = optionalSecret('CONTENTFUL_DELIVERY_TOKEN');
  if (!token) return null;
  const settings = {
    space: requiredSecret('CONTENTFUL_SPACE_ID'),
    accessToken: token,
    environment: optionalSecret('CONTENTFUL_ENVIRONMENT') ?? 'master',
    host: optionalSecret('CONTENTFUL_DELIVERY_HOST') ?? 'cdn.contentful.com',
    insecure: false,
  };
  return deliveryApiSource(() => settings, requiredSecret('SITE_URL'));
}

/** Admits the `publish` and `mail-events` webhooks; both refuse every call while it is unset. */
export const webhookSecret = (): string | undefined => optionalSecret('NEWSLETTER_WEBHOOK_SECRET');

/** The editors' preview secret, which also opens the next issue's preview. */
export const previewSecret = (): string | undefined => optionalSecret('PREVIEW_SECRET');

/** SUPABASE_DB_URL and SUPABASE_URL are provided by Supabase; the rest are `supabase secrets`. */
async function supabaseDeps(): Promise<NewsletterDeps> {
  // Secrets first: a missing one must not leave a database connection behind on every retry.
  const settings = {
    mailer: mimeApiMailer({
      url: requiredSecret('MAIL_API_URL'),
      apiKey: requiredSecret('MAIL_API_KEY'),
    }),
    siteUrl: requiredSecret('SITE_URL'),
    functionsUrl: `${requiredSecret('SUPABASE_URL')}/functions/v1`,
    mailFrom: requiredSecret('MAIL_FROM'),
    limits: DEFAULT_LIMITS,
    newsletter: parseNewsletterSettings({
      NEWSLETTER_SEND: optionalSecret('NEWSLETTER_SEND'),
      NEWSLETTER_RATE: optionalSecret('NEWSLETTER_RATE'),
    }),
    articles: deliveryApi(),
    // An edge function is cut off after a few minutes: stop claiming in time, the next run resumes.
    runBudgetMs: 100_000,
  };
  // One connection per isolate: isolates are many and short-lived, the pooler does the rest.
  const db = openPgDb(requiredSecret('SUPABASE_DB_URL'), 1);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  const deps: NewsletterDeps = { db, ...settings };
  // No timer here: each subscribe drains the queue after its answer (retries that came due
  // included), and waitUntil keeps the isolate alive until that drain has finished.
  deps.afterSubscribe = () => {
    const drained = drainMailQueue(deps).catch((error: unknown) =>
      defaultLog('draining the mail queue failed', error),
    );
    edgeRuntime?.waitUntil(drained);
  };
  return deps;
}

/**
 * After `publish` has answered: send the planned rows while the isolate lives; pg_cron's `drain`
 * resumes whatever an isolate's end or a rate limit leaves.
 */
export function sendIssuesAfterAnswer(deps: NewsletterDeps): () => void {
  return () => {
    const sent = drainIssues(deps).catch((error: unknown) =>
      defaultLog('sending newsletter issues failed', error),
    );
    edgeRuntime?.waitUntil(sent);
  };
}

/**
 * Builds the handler on the first request. A failed start-up (a missing secret, an unreachable
 * database) is not remembered: the next request tries again, so a fix needs no restart.
 */
export function serve(build: (deps: NewsletterDeps) => Handler): void {
  let handler: Promise<Handler> | undefined;
  serveWithCors(async (request) => {
    try {
      handler ??= supabaseDeps().then(build);
      return await (
        await handler
      )(request);
    } catch (error) {
      handler = undefined;
      throw error;
    }
  });
}
