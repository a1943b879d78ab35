/**
 * Supabase Edge Functions (Deno) wiring: builds the handlers' dependencies from the function's
 * secrets, once per isolate. Not run by our tests; see README.md for deployment.
 */
import { DEFAULT_LIMITS, defaultLog, type NewsletterDeps } from '../core/deps.ts';
import { drainMailQueue } from '../core/mail-queue.ts';
import { migrate } from '../core/migrations.ts';
import { mimeApiMailer } from '../core/mime-api-mailer.ts';
import { openPgDb } from '../node/pg-db.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`missing secret ${name}`);
  return value;
}

/** Supabase's edge runtime keeps an isolate alive for promises handed to waitUntil. */
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } })
  .EdgeRuntime;

let deps: Promise<NewsletterDeps> | undefined;

/** SUPABASE_DB_URL and SUPABASE_URL are provided by Supabase; the rest are `supabase secrets`. */
export function supabaseDeps(): Promise<NewsletterDeps> {
  deps ??= (async () => {
    // One connection per isolate: isolates are many and short-lived, the pooler does the rest.
    const db = openPgDb(required('SUPABASE_DB_URL'), 1);
    await migrate(db);
    const built: NewsletterDeps = {
      db,
      mailer: mimeApiMailer({ url: required('MAIL_API_URL'), apiKey: required('MAIL_API_KEY') }),
      siteUrl: required('SITE_URL'),
      functionsUrl: `${required('SUPABASE_URL')}/functions/v1`,
      mailFrom: required('MAIL_FROM'),
      limits: DEFAULT_LIMITS,
    };
    // No timer here: each subscribe drains the queue after its answer (retries that came due
    // included), and waitUntil keeps the isolate alive until that drain has finished.
    built.afterSubscribe = () => {
      const drained = drainMailQueue(built).catch((error: unknown) =>
        defaultLog('draining the mail queue failed', error),
      );
      edgeRuntime?.waitUntil(drained);
    };
    return built;
  })();
  return deps;
}

const CORS = {
  'access-control-allow-origin': Deno.env.get('SITE_URL') ?? '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/** Supabase's gateway checks the anon key; CORS is ours to answer. */
export function serve(
  build: (deps: NewsletterDeps) => (request: Request) => Promise<Response>,
): void {
  let handler: Promise<(request: Request) => Promise<Response>> | undefined;
  Deno.serve(async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    handler ??= supabaseDeps().then(build);
    const response = await (await handler)(request);
    for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
    return response;
  });
}
