/**
 * Supabase Edge Functions (Deno) wiring: builds the handlers' dependencies from the function's
 * secrets, once per isolate. The entries in supabase/functions/<name>/index.ts call `serve`;
 * functions/deno.test.ts runs them under real Deno against PostgreSQL.
 */
import { DEFAULT_LIMITS, defaultLog, type NewsletterDeps } from '../core/deps.ts';
import { jsonResponse, MESSAGES } from '../core/http.ts';
import { drainMailQueue } from '../core/mail-queue.ts';
import { migrate } from '../core/migrations.ts';
import { mimeApiMailer } from '../core/mime-api-mailer.ts';
import { openPgDb } from '../node/pg-db.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

type Handler = (request: Request) => Promise<Response>;

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`missing secret ${name}`);
  return value;
}

/** Provided by Supabase; only the `drain` function asks for it, to admit schedulers alone. */
export const serviceRoleKey = (): string => required('SUPABASE_SERVICE_ROLE_KEY');

/** Supabase's edge runtime keeps an isolate alive for promises handed to waitUntil. */
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } })
  .EdgeRuntime;

/** SUPABASE_DB_URL and SUPABASE_URL are provided by Supabase; the rest are `supabase secrets`. */
export async function supabaseDeps(): Promise<NewsletterDeps> {
  // Secrets first: a missing one must not leave a database connection behind on every retry.
  const settings = {
    mailer: mimeApiMailer({ url: required('MAIL_API_URL'), apiKey: required('MAIL_API_KEY') }),
    siteUrl: required('SITE_URL'),
    functionsUrl: `${required('SUPABASE_URL')}/functions/v1`,
    mailFrom: required('MAIL_FROM'),
    limits: DEFAULT_LIMITS,
  };
  // One connection per isolate: isolates are many and short-lived, the pooler does the rest.
  const db = openPgDb(required('SUPABASE_DB_URL'), 1);
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

const CORS = {
  'access-control-allow-origin': Deno.env.get('SITE_URL') ?? '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** Supabase's gateway checks the anon key (where verify_jwt is on); CORS is ours to answer. */
export function serve(build: (deps: NewsletterDeps) => Handler): void {
  let handler: Promise<Handler> | undefined;
  Deno.serve(async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    let response: Response;
    try {
      handler ??= supabaseDeps().then(build);
      response = await (await handler)(request);
    } catch (error) {
      // A missing secret or an unreachable database at start-up: answer in JSON, retry next time.
      handler = undefined;
      defaultLog('starting the function failed', error);
      response = jsonResponse(500, { error: MESSAGES.internal });
    }
    for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
    return response;
  });
}
