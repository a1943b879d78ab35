/** Runs against a real local HTTP server, so the real @supabase/functions-js request and error paths are exercised. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_CONFIGURED_MESSAGE, invokeFunction } from '../../src/lib/functions-client';

/** A tiny real functions host: answers by function name, records what it received. */
let server: Server;
let url = '';
const seen: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/ok') return json(200, { ok: true });
      if (req.url === '/rejects')
        return json(400, { error: 'That address is already unsubscribed.' });
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('functions client', () => {
  it('POSTs the JSON body with the Supabase auth headers and reports success as no error', async () => {
    const result = await invokeFunction('ok', { email: 'a@b.c' }, { url, anonKey: 'anon-123' });
    expect(result).toEqual({ error: null });
    const last = seen.at(-1)!;
    expect(JSON.parse(last.body)).toEqual({ email: 'a@b.c' });
    expect(last.headers.authorization).toBe('Bearer anon-123');
    expect(last.headers.apikey).toBe('anon-123');
  });

  it("surfaces the function's own error message from its JSON body", async () => {
    const result = await invokeFunction('rejects', { email: 'a@b.c' }, { url, anonKey: 'k' });
    expect(result.error).toBe('That address is already unsubscribed.');
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    const result = await invokeFunction('broken', { email: 'a@b.c' }, { url, anonKey: 'k' });
    expect(result.error).toEqual(expect.any(String));
    expect(result.error).not.toBe('');
  });

  it('reports connection failures and a missing configuration as errors', async () => {
    const closed = await invokeFunction('ok', {}, { url: 'http://127.0.0.1:1', anonKey: '' });
    expect(closed.error).toEqual(expect.any(String));
    expect(await invokeFunction('ok', {}, null)).toEqual({ error: NOT_CONFIGURED_MESSAGE });
  });
});
