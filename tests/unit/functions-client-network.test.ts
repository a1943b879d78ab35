/**
 * The newsletter outbox queues a signup only when the request never reached the server, so the client
 * must tell "no connection" apart from a refusal. Real sockets: a port nobody listens on, and a host
 * that answers 400.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeFunction } from '../../src/lib/functions-client';

let server: Server;
let url = '';
let closedUrl = '';

const listen = (s: Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Please enter a valid email address' }));
  });
  url = await listen(server);
  const gone = createServer();
  closedUrl = await listen(gone);
  await new Promise<void>((resolve) => gone.close(() => resolve()));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('functions client network failures', () => {
  it('flags a request that could not connect as a network failure', async () => {
    const result = await invokeFunction(
      'subscribe',
      { email: 'a@b.c' },
      { url: closedUrl, anonKey: 'k' },
    );
    expect(result.network).toBe(true);
    expect(result.error).toBeTruthy();
  });

  it('does not flag a refusal from the server', async () => {
    const result = await invokeFunction('subscribe', { email: 'x' }, { url, anonKey: 'k' });
    expect(result).toEqual({ error: 'Please enter a valid email address' });
  });
});
