/**
 * Supabase Edge Functions (Deno) wiring: builds the handlers' dependencies from the function's
 * secrets, once per isolate. The entries in supabase/functions/<name>/index.ts call `serve`;
 * functions/deno.test.ts runs them under real Deno against PostgreSQL.
 */
import { DEFAULT_LIMITS, defaultLog, type NewsletterDeps } from '../core/deps.ts';
import { drainMailQueue } from '../core/mail-queue.ts';
import { migrate } from '../core/migrations.ts';
import { mimeApiMailer } from '../core/mime-api-mailer.ts';
import { openPgDb } from '../node/pg-db.ts';
import { requiredSecret, serveWithCors, type Handler } from './deno-serve.ts';

/** Provided by Supabase; only the `drain` function asks for it, to admit schedulers alone. */
export const serviceRoleKey = (): string => requiredSecret('SUPABASE_SERVICE_ROLE_KEY');

/** Supabase's edge runtime keeps an isolate alive for promises handed to waitUntil. */
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } })
  .EdgeRuntime;

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
