/**
 * What every Supabase entry shares, and nothing more: reading its secrets and serving with the site's
 * CORS. It imports no database or mail code, so an entry that needs neither (preview) does not pull
 * `pg` into its bundle.
 */
import { defaultLog } from '../core/deps.ts';
import { jsonResponse, MESSAGES } from '../core/http.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

export type Handler = (request: Request) => Promise<Response>;

/** A secret's trimmed value; unset and blank are both "not set". */
export function optionalSecret(name: string): string | undefined {
  return Deno.env.get(name)?.trim() || undefined;
}

export function requiredSecret(name: string): string {
  const value = optionalSecret(name);
  if (!value) throw new Error(`missing secret ${name}`);
  return value;
}

const CORS = {
  'access-control-allow-origin': optionalSecret('SITE_URL') ?? '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/**
 * Supabase's gateway checks the anon key (where verify_jwt is on) but leaves CORS to the function:
 * preflights are answered here, and every answer, errors included, carries the headers. Whatever the
 * handler throws becomes a JSON 500 whose text says nothing about the cause.
 */
export function serveWithCors(handler: Handler): void {
  Deno.serve(async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    let response: Response;
    try {
      response = await handler(request);
    } catch (error) {
      defaultLog('the function failed', error);
      response = jsonResponse(500, { error: MESSAGES.internal });
    }
    for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value);
    return response;
  });
}
