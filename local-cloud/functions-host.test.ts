/**
 * The functions host, with small handlers written here (the real newsletter handlers are tested by
 * their own suite): routing, CORS, anon key, body cap, errors and the client address headers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../functions/core/http.ts';
import type { FunctionEntry } from '../functions/types.ts';
import { handleFunction, MAX_BODY_BYTES } from './functions-host.ts';

const KEY = 'test-anon-key';
const functions: Record<string, FunctionEntry> = {
  echo: {
    handler: async (req) =>
      Response.json(
        {
          method: req.method,
          body: await req.text(),
          ip: req.headers.get('x-forwarded-for'),
          real: req.headers.get('x-real-ip'),
          url: req.url,
        },
        { status: 201, headers: { 'X-Extra': 'yes' } },
      ),
  },
  open: { public: true, handler: async () => new Response('ok') },
  json: { public: true, handler: async () => jsonResponse(200, { ok: true }) },
  boom: {
    handler: async () => {
      throw new Error('secret stack detail');
    },
  },
};

describe('functions host', () => {
  let server: Server;
  let origin = '';
  const url = (name: string) => `${origin}/functions/v1/${name}`;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const reqUrl = new URL(req.url!, origin);
      const name = reqUrl.pathname.split('/')[3];
      void handleFunction({ req, res, url: reqUrl, rawName: name }, { functions, anonKey: KEY });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('passes method, body and headers through, with the socket address as client ip', async () => {
    const res = await fetch(url('echo'), {
      method: 'POST',
      body: '{"a":1}',
      headers: {
        Authorization: `Bearer ${KEY}`,
        'X-Forwarded-For': '6.6.6.6',
        'X-Real-IP': '6.6.6.6',
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-extra')).toBe('yes');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      ip: '127.0.0.1',
      real: '127.0.0.1',
    });
    expect((await fetch(url('echo'), { headers: { apikey: KEY } })).status).toBe(201);
  });

  it('answers the CORS preflight Supabase-style', async () => {
    const res = await fetch(url('echo'), { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
  });

  it('refuses a missing or wrong key unless the function is public', async () => {
    const variants: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer nope' },
      { apikey: 'nope' },
    ];
    for (const headers of variants) {
      const res = await fetch(url('echo'), { method: 'POST', headers });
      expect(res.status).toBe(401);
      expect((await res.json()).error).toMatch(/Invalid API key/);
    }
    expect((await fetch(url('open'), { method: 'POST' })).status).toBe(200);
  });

  it('answers 404 for unknown functions, 413 for big bodies, 500 without details for a throwing handler', async () => {
    const missing = await fetch(url('toString'), { headers: { apikey: KEY } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatch(/not found/);
    const big = await fetch(url('echo'), {
      method: 'POST',
      headers: { apikey: KEY },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(big.status).toBe(413);
    const boom = await fetch(url('boom'), { method: 'POST', headers: { apikey: KEY } });
    expect(boom.status).toBe(500);
    expect(await boom.text()).not.toContain('secret');
    expect((await fetch(url('echo'), { headers: { apikey: KEY } })).status).toBe(201);
  });

  it("sends the frame and referrer rules once on every answer, the functions' own too", async () => {
    const answers = [
      await fetch(url('json'), { method: 'POST' }),
      await fetch(url('open'), { method: 'POST' }),
      await fetch(url('missing'), { method: 'POST' }),
      await fetch(url('echo'), { method: 'OPTIONS' }),
    ];
    for (const res of answers) {
      expect(res.headers.get('x-frame-options'), res.url).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('answers 400 for a function name that is not valid percent-encoding', async () => {
    const res = await fetch(url('%E0%A4%A'), { method: 'POST', headers: { apikey: KEY } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/percent-encoding/);
  });
});
