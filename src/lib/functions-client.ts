/**
 * The one module that calls the newsletter functions ('subscribe', 'unsubscribe'). Supabase Edge
 * Functions convention: POST `{VITE_FUNCTIONS_URL}/{name}` with `Authorization: Bearer <anon key>`
 * and `apikey` headers. Callers only ever get a visitor-facing error message (or null); the
 * function's own `{ error }` body wins over the library's generic "non-2xx status" text.
 */
import { FunctionsClient, FunctionsFetchError, FunctionsHttpError } from '@supabase/functions-js';
import { config, type FunctionsSettings } from './config';

export interface FunctionResult {
  error: string | null;
  /** The request never reached the server (no connection): the newsletter outbox keeps it for later. */
  network?: boolean;
}

export const NOT_CONFIGURED_MESSAGE =
  'The newsletter service is not configured. Please set VITE_FUNCTIONS_URL.';

let cached: { settings: FunctionsSettings; client: FunctionsClient } | null = null;

function clientFor(settings: FunctionsSettings): FunctionsClient {
  if (cached?.settings === settings) return cached.client;
  const headers: Record<string, string> = {};
  if (settings.anonKey) {
    headers.Authorization = `Bearer ${settings.anonKey}`;
    headers.apikey = settings.anonKey;
  }
  cached = { settings, client: new FunctionsClient(settings.url, { headers }) };
  return cached.client;
}

async function messageOf(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    try {
      const body: unknown = await error.context.clone().json();
      if (body && typeof body === 'object' && 'error' in body) {
        const message = (body as { error: unknown }).error;
        if (typeof message === 'string' && message.trim()) return message;
      }
    } catch {
      // Not JSON (a proxy's HTML error page, say): fall through to the generic message.
    }
  }
  return error instanceof Error && error.message ? error.message : 'Request failed';
}

export async function invokeFunction(
  name: string,
  body: Record<string, string>,
  settings: FunctionsSettings | null = config.functions,
): Promise<FunctionResult> {
  if (!settings) return { error: NOT_CONFIGURED_MESSAGE };
  try {
    const { error } = await clientFor(settings).invoke(name, { body, method: 'POST' });
    if (!error) return { error: null };
    const message = await messageOf(error);
    return error instanceof FunctionsFetchError
      ? { error: message, network: true }
      : { error: message };
  } catch (error) {
    const message = await messageOf(error);
    // fetch rejects with a TypeError when it cannot connect at all.
    return error instanceof TypeError ? { error: message, network: true } : { error: message };
  }
}

export const subscribe = (email: string) => invokeFunction('subscribe', { email });

export const unsubscribe = (email: string, contactId: string) =>
  invokeFunction('unsubscribe', { email, contactId });

export const confirmSubscription = (email: string, contactId: string) =>
  invokeFunction('confirm', { email, contactId });
