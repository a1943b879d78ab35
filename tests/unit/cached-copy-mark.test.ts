/**
 * The service worker's cached-copy mark travels from the response header through the real `contentful`
 * SDK (the page client, as lib/contentful.ts creates it) and across the content worker's bridge (a real
 * MessageChannel) to the store as plain data: one field, `copyStoredAt`. The "service worker" here is a small HTTP proxy in front
 * of the local cloud that adds the header, as the worker does for an answer from its cache.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../local-cloud/local-cloud.ts';
import { createQueryBridge, serveQueries, type Settle } from '../../src/content/query-bridge.ts';
import { settleQuery } from '../../src/content/query-impl.ts';
import { createContentClient, type ContentClient } from '../../src/lib/contentful.ts';
import { COPY_STORED_AT_HEADER } from '../../src/shared/cached-copy.ts';

let cloud: LocalCloud;
let proxy: Server;
let dir: string;
let client: Promise<ContentClient>;
/** The header the proxy adds to entry answers of one content type (null: none). */
const marks: Record<string, string | null> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gq-cached-copy-'));
  cloud = await startLocalCloud({
    port: 0,
    exportPath: join(import.meta.dirname, '../../demo-content/export.json'),
    dataDir: dir,
    siteUrl: 'http://127.0.0.1:4800',
    functions: false,
  });
  const target = new URL(cloud.url);
  proxy = createServer((req, res) => {
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, headers: req.headers },
      (answer) => {
        const type = new URL(req.url ?? '/', cloud.url).searchParams.get('content_type') ?? '';
        const mark = marks[type];
        const headers = { ...answer.headers };
        if (mark != null) headers[COPY_STORED_AT_HEADER] = mark;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  const { port } = proxy.address() as AddressInfo;
  client = createContentClient({
    space: cloud.spaceId,
    accessToken: cloud.accessToken,
    environment: 'master',
    host: `127.0.0.1:${port}`,
    insecure: true,
  });
});
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise<void>((ok) => (proxy ? proxy.close(() => ok()) : ok()));
  await cloud?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The store's side of a bridge whose worker end runs settleQuery with the page client. */
function bridge() {
  const { port1, port2 } = new MessageChannel();
  const settle: Settle = (name, args) =>
    settleQuery(name, args as never, () => client) as ReturnType<Settle>;
  serveQueries(port2 as never, settle);
  port1.start();
  port2.start();
  const call = createQueryBridge(
    () => ({
      postMessage: (message) => port1.postMessage(message),
      addEventListener: (type, listener) => port1.addEventListener(type, listener as never),
      terminate: () => port1.close(),
    }),
    async () => settle,
  );
  return { call, close: () => (port1.close(), port2.close()) };
}

describe('the cached-copy mark', () => {
  it('reaches the store with the time the copy was stored, the data unchanged', async () => {
    const { call, close } = bridge();
    marks.news = null;
    const fresh = await call('fetchList', ['news', 3]);
    expect(fresh.ok && 'copyStoredAt' in fresh).toBe(false);
    marks.news = '1700000000000';
    const copy = await call('fetchList', ['news', 3]);
    expect(copy).toEqual({ ok: true, value: fresh.ok && fresh.value, copyStoredAt: 1700000000000 });
    marks.news = '';
    expect(await call('fetchList', ['news', 3])).toMatchObject({ ok: true, copyStoredAt: null });
    close();
  });

  it('dates a feed built from several answers by its oldest cached part', async () => {
    const { call, close } = bridge();
    Object.assign(marks, { news: '3000', reviews: '2000', fiction: null });
    const feed = await call('fetchLatest', [3]);
    expect(feed).toMatchObject({ ok: true, copyStoredAt: 2000 });
    Object.assign(marks, { news: null, reviews: null });
    expect(await call('fetchLatest', [3])).not.toHaveProperty('copyStoredAt');
    close();
  });
});
