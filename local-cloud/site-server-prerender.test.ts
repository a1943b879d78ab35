/** The site server over a prerendered build: pages at their mapped files, 404 with the app otherwise. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFile } from '../src/shared/page-paths.ts';
import { startSiteServer, type SiteServer } from './site-server.ts';

describe('site server, prerendered build', () => {
  let dir: string;
  let site: SiteServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-prerendered-'));
    const page = (file: string, text: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    page('index.html', '<title>home</title>');
    page('news/index.html', '<title>news list</title>');
    page(pageFile('/news/first%20post')!, '<title>first</title>');
    page('404.html', '<title>not found</title><div id="root"></div>');
    page('feed.xml', '<rss/>');
    page(pageFile('/tags/v1.0%2Fbeta')!.replace('index.html', 'feed.xml'), '<rss>tag</rss>');
    site = await startSiteServer({ port: 0, distDir: dir });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${site.url}${path}`, { headers });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };

  it('serves each prerendered page with 200', async () => {
    expect(await get('/')).toMatchObject({ status: 200, text: '<title>home</title>' });
    expect(await get('/news')).toMatchObject({ status: 200, text: '<title>news list</title>' });
    expect(await get('/news/')).toMatchObject({ status: 200, text: '<title>news list</title>' });
    expect(await get('/news/first%20post?utm=x')).toMatchObject({
      status: 200,
      text: '<title>first</title>',
    });
    expect((await get('/feed.xml')).type).toBe('application/xml');
    // A feed beside a page lives in that page's folder, however its segment is spelt on disk.
    expect(await get('/tags/v1.0%2Fbeta/feed.xml')).toMatchObject({
      status: 200,
      text: '<rss>tag</rss>',
    });
    expect((await get('/tags/v1.0%2Fbeta/other.xml')).status).toBe(404);
  });

  it('answers unknown pages 404 with the app (404.html), never cached as fresh', async () => {
    for (const path of ['/news/missing', '/nowhere', '/a/b/c']) {
      const response = await fetch(`${site.url}${path}`, { headers: { 'If-None-Match': '*' } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
    // Missing files keep the plain 404.
    expect(await get('/missing.js')).toMatchObject({ status: 404, text: 'Not found' });
  });
});
