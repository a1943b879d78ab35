/** The static site server over a small hand-made build folder. */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from './http-util.ts';
import { startSiteServer, type SiteServer } from './site-server.ts';

const JS = `export const text = ${JSON.stringify('a long line of code '.repeat(100))};\n`;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** The port the test's server took: a free one, so no other process on the machine can hold it. */
let port = 0;

/** node:http rather than fetch: fetch would decompress and normalise the path for us. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail).end();
  });
}

describe('site server', () => {
  let dir: string;
  let site: SiteServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'assets', 'app-3f9a.js'), JS);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"x"}');
    writeFileSync(join(dir, 'secret.txt'), 'do not serve');
    site = await startSiteServer({ port: 0, distDir: dist });
    port = Number(new URL(site.url).port);
  });
  afterAll(async () => {
    await site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed assets immutable, compressed as negotiated', async () => {
    const br = await get('/assets/app-3f9a.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(JS);
    const gz = await get('/assets/app-3f9a.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(JS);
    const plain = await get('/assets/app-3f9a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JS);
    const etag = String(plain.headers.etag);
    expect((await get('/assets/app-3f9a.js', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('keeps HTML and the service worker revalidated, and types the manifest', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['content-type']).toBe(
      'application/manifest+json',
    );
  });

  it('falls back to the shell for routes and 404s missing files', async () => {
    const route = await get('/discussions/some-slug');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<title>shell</title>');
    expect((await get('/assets/missing-1234.js')).status).toBe(404);
    expect((await get('/favicon.ico')).status).toBe(404);
  });

  it("says when each file was written (Last-Modified), which dates a prerendered page's data", async () => {
    const modified = Date.parse(String((await get('/')).headers['last-modified']));
    expect(Number.isFinite(modified)).toBe(true);
    expect(Math.abs(modified - statSync(join(dir, 'dist', 'index.html')).mtimeMs)).toBeLessThan(
      1000,
    );
  });

  it('answers HEAD without a body', async () => {
    const head = await get('/assets/app-3f9a.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(JS));
    expect(head.body.length).toBe(0);
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
  ])('never serves %s', async (path) => {
    const res = await get(path);
    expect(res.body.toString()).not.toContain('do not serve');
    expect([400, 404]).toContain(res.status);
  });

  it('picks br over gzip and honours q=0', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
  });
});
