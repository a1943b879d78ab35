/**
 * Supabase Edge Functions (Deno) wiring: builds the handlers' dependencies from the function's
 * secrets, once per isolate. The entries in supabase/functions/<name>/index.ts call `serve`;
 * functions/deno.test.ts runs them under real Deno against PostgreSQL.
 */
import { DEFAULT_LIMITS, type NewsletterDeps } from '../core/deps.ts';
import { migrate } from '../core/migrations.ts';
import { mimeApiMailer } from '../core/mime-api-mailer.ts';
import { openPgDb } from '../node/pg-db.ts';
import { requiredSecret, serveWithCors, type Handler } from './deno-serve.ts';

/** SUPABASE_DB_URL and SUPABASE_URL are provided by Supabase; the rest are `supabase secrets`. */
export async function supabaseDeps(): Promise<NewsletterDeps> {
  // One connection per isolate: isolates are many and short-lived, the pooler does the rest.
  const db = openPgDb(requiredSecret('SUPABASE_DB_URL'), 1);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return {
    db,
    mailer: mimeApiMailer({
      url: requiredSecret('MAIL_API_URL'),
      apiKey: requiredSecret('MAIL_API_KEY'),
    }),
    siteUrl: requiredSecret('SITE_URL'),
    functionsUrl: `${requiredSecret('SUPABASE_URL')}/functions/v1`,
    mailFrom: requiredSecret('MAIL_FROM'),
    limits: DEFAULT_LIMITS,
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
