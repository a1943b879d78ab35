/**
 * The site server with hostile request paths: every slug's page by its one URL, and a short 4xx
 * (never a 500, never a file outside the folder) for paths no file can have.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFile, slugPath } from '../src/shared/page-paths.ts';
import { startSiteServer, type SiteServer } from './site-server.ts';

/** node:http rather than fetch: fetch would normalise the path before sending it. */
function get(site: SiteServer, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((ok, fail) => {
    const req = request({ host: hostname, port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', fail).end();
  });
}

const SLUGS = [
  '..',
  '.',
  '../../x',
  'a/b',
  '2024/05/launch-day',
  '%2e%2e',
  'ctrl\u0000\u0007\u001b',
  'what? #1 & 100%',
  '名'.repeat(256),
  'feed.xml.html',
];

describe('site server paths', () => {
  let dir: string;
  let site: SiteServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-paths-'));
    const dist = join(dir, 'dist');
    const put = (file: string, text: string) => {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), text);
    };
    put('index.html', '<title>home</title>');
    put('404.html', '<title>not found</title>');
    put('sw.js', 'self.x = 1;');
    put('news/feed.xml', '<rss/>');
    put('x/index.html', '<title>outside news</title>');
    for (const [i, slug] of SLUGS.entries()) put(pageFile(slugPath('/news', slug)!)!, `page ${i}`);
    site = await startSiteServer({ port: 0, distDir: dist });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves every slug page at its one URL', async () => {
    for (const [i, slug] of SLUGS.entries())
      expect(await get(site, slugPath('/news', slug)!), JSON.stringify(slug)).toEqual({
        status: 200,
        body: `page ${i}`,
      });
  });

  it('decodes a request path once', async () => {
    expect((await get(site, '/news/%252e%252e')).body).toBe(`page ${SLUGS.indexOf('%2e%2e')}`);
    expect((await get(site, '/news/..%3B')).status).toBe(404);
    expect((await get(site, '/news/feed.xml')).body).toBe('<rss/>');
  });

  it.each([
    ['a path through a file', '/sw.js/x', 404],
    ['a 300-character segment', `/${'a'.repeat(300)}`, 404],
    ['a 2700-byte encoded slug', `/news/${'%E5%90%8D'.repeat(300)}`, 404],
    ['a bare %', '/news/%', 400],
    ['a cut-off escape', '/news/%E0%A4%A', 400],
    ['an encoded lone surrogate', '/news/%ED%A0%80', 400],
    ['an unparsable request target', 'http://[', 400],
  ])('answers %s with a short %i', async (_label, path, status) => {
    const res = await get(site, path);
    expect(res.status).toBe(status);
    expect(res.body.trim()).not.toBe('');
    expect(res.body).not.toMatch(/at .+\.ts:\d+/);
  });
});
