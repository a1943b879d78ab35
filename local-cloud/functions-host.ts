/**
 * Hosts the newsletter functions at `/functions/v1/{name}` the way Supabase's gateway does: CORS,
 * the anon-key check (unless the function is public), a 64 KiB body cap, and the client address
 * in x-forwarded-for / x-real-ip taken from the socket, never from what the client claims.
 * A malformed request (a function name that is not valid percent-encoding, a method no function
 * takes) gets a 4xx with a one-line JSON error; a failure of ours a 500 with one, never details.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FUNCTION_RESPONSE_HEADERS } from '../src/shared/security-headers.ts';
import type { FunctionEntry } from '../functions/types.ts';
import { sendJson } from './http-util.ts';

export const MAX_BODY_BYTES = 64 * 1024;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** On every answer of the host: CORS as Supabase's gateway sends it, and the functions' frame rules. */
const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  ...FUNCTION_RESPONSE_HEADERS,
};

class TooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function hasKey(req: IncomingMessage, anonKey: string): boolean {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer === anonKey || req.headers.apikey === anonKey;
}

async function toWebRequest(req: IncomingMessage, url: URL, body: Buffer): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'x-forwarded-for' || name === 'x-real-ip') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const ip = req.socket.remoteAddress ?? '';
  headers.set('x-forwarded-for', ip);
  headers.set('x-real-ip', ip);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  // Lower-case names throughout: the function's own header then replaces ours instead of doubling it.
  const headers: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(CORS).map(([name, value]) => [name.toLowerCase(), value]),
  );
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}

function decodeName(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** One call of a function: the request, its parsed URL and the still-encoded name after `/functions/v1/`. */
interface FunctionCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  rawName: string;
}

/** What the host serves: the functions by name and the anon key the non-public ones require. */
interface FunctionTable {
  functions: Record<string, FunctionEntry>;
  anonKey: string;
}

export async function handleFunction(call: FunctionCall, table: FunctionTable): Promise<void> {
  const { res } = call;
  try {
    await route(call, table);
  } catch (error) {
    console.error('functions host: request failed:', error);
    if (res.headersSent) res.destroy();
    else sendJson(res, 500, { error: 'Internal error in the functions host' }, CORS);
  }
}

async function route(
  { req, res, url, rawName }: FunctionCall,
  { functions, anonKey }: FunctionTable,
): Promise<void> {
  if (!METHODS.includes(req.method ?? '')) {
    req.resume();
    return sendJson(
      res,
      405,
      { error: `Method ${req.method} is not allowed` },
      { ...CORS, Allow: METHODS.join(', ') },
    );
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...CORS, 'Access-Control-Max-Age': '86400' }).end();
    return;
  }
  const name = decodeName(rawName);
  if (name === null) {
    req.resume();
    return sendJson(
      res,
      400,
      { error: 'The function name in the path is not valid percent-encoding' },
      CORS,
    );
  }
  const entry = Object.hasOwn(functions, name) ? functions[name] : undefined;
  if (!entry) return sendJson(res, 404, { error: `Function "${name}" not found` }, CORS);
  if (!entry.public && !hasKey(req, anonKey))
    return sendJson(
      res,
      401,
      { error: 'Invalid API key: send the anon key as Authorization: Bearer <key> or apikey' },
      CORS,
    );
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof TooLarge) {
      // Drain what is left so the client reads our answer instead of a connection reset.
      req.resume();
      sendJson(
        res,
        413,
        { error: `Request body too large (max ${MAX_BODY_BYTES} bytes)` },
        { ...CORS, Connection: 'close' },
      );
      return;
    }
    throw error;
  }
  let response: Response;
  try {
    response = await entry.handler(await toWebRequest(req, url, body));
  } catch (error) {
    console.error(`function ${name} failed:`, error);
    return sendJson(res, 500, { error: 'Internal error in function' }, CORS);
  }
  await sendWebResponse(res, response);
}
