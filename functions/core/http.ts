/** Request parsing and answers shared by the handlers; web-standard APIs only. */
import { FUNCTION_RESPONSE_HEADERS } from '../../src/shared/security-headers.ts';

const MAX_BODY_BYTES = 8 * 1024;

export const MESSAGES = {
  method: 'This endpoint only accepts POST requests.',
  contentType: 'Please send the request as JSON (Content-Type: application/json).',
  tooLarge: 'The request is too large.',
  malformed: 'The request body is not valid JSON.',
  invalidEmail: 'Please enter a valid email address.',
  rateLimited: 'Too many attempts. Please wait a little and try again.',
  invalidLink: 'This unsubscribe link is not valid. Please use the link from your latest email.',
  invalidConfirmLink:
    'This confirmation link is not valid or has expired. Please subscribe again to get a new one.',
  internal: 'Something went wrong on our side. Please try again later.',
} as const;

/** Thrown by readJsonBody; the handler turns it into its answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...FUNCTION_RESPONSE_HEADERS,
      ...headers,
    },
  });
}

export const ok = (): Response => jsonResponse(200, { ok: true });

function errorResponse(error: HttpError): Response {
  return jsonResponse(error.status, { error: error.message }, error.headers);
}

export function requirePost(request: Request): void {
  if (request.method !== 'POST') throw new HttpError(405, MESSAGES.method, { allow: 'POST' });
}

/** Reads at most limit bytes, whatever Content-Length claims, so a lying client cannot bloat us. */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new HttpError(413, MESSAGES.tooLarge);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new HttpError(413, MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** POST + application/json + size cap + a JSON object, or an HttpError saying which rule broke. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  requirePost(request);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, MESSAGES.contentType);
  const text = await readBodyText(request);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, MESSAGES.malformed);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, MESSAGES.malformed);
  }
  return parsed as Record<string, unknown>;
}

/** The host (or Supabase's gateway) sets x-forwarded-for from the socket; first hop is the client. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  return forwarded?.split(',')[0]?.trim() || 'unknown';
}

/** Wraps a handler so every failure becomes a JSON answer and internals never leak. */
export function guarded(
  handler: (request: Request) => Promise<Response>,
  log: (message: string, error: unknown) => void,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      log('newsletter function failed', error);
      return jsonResponse(500, { error: MESSAGES.internal });
    }
  };
}
