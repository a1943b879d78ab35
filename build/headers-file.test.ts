// @vitest-environment jsdom
// (DOMParser reads the pages the way a browser does, for the script hashes.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEADERS_FILE,
  headersFor,
  parseHeadersFile,
  renderHeadersFile,
  writeHeadersFile,
  type HeaderRule,
} from './headers-file.ts';
import { startSiteServer, type SiteServer } from '../local-cloud/site-server.ts';
import { rawRequest } from '../tests/support/raw-request.ts';
import { browserInlineHashes, builtShell, prerenderedPage } from '../tests/support/built-page.ts';

const ENV = {
  VITE_CONTENTFUL_HOST: 'http://127.0.0.1:4541',
  VITE_CONTENTFUL_SPACE_ID: 'space',
  VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
  VITE_FUNCTIONS_URL: 'http://127.0.0.1:4541/functions/v1',
};

describe('_headers format', () => {
  it('reads back what it writes', () => {
    const rules: HeaderRule[] = [
      { path: '/*', headers: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "a 'b'; c" } },
      { path: '/assets/*', headers: { 'Cache-Control': 'immutable' } },
    ];
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
    expect(headersFor(rules, '/assets/x.js')).toEqual({ ...rules[0].headers, ...rules[1].headers });
    expect(headersFor(rules, '/about')).toEqual(rules[0].headers);
  });

  it('names the line it cannot read', () => {
    expect(() => parseHeadersFile('/*\n  X-Frame-Options: DENY\nnonsense\n')).toThrow(/line 3/);
    expect(() => parseHeadersFile('  X-Orphan: 1\n')).toThrow(/line 1/);
  });
});

describe('the built _headers and the site server', () => {
  let dir: string;
  let site: SiteServer;
  let rules: HeaderRule[];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-headers-'));
    mkdirSync(join(dir, 'about'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), builtShell());
    writeFileSync(join(dir, 'about/index.html'), prerenderedPage('/about'));
    writeFileSync(join(dir, 'assets/index-Xy12.js'), 'export {};');
    rules = writeHeadersFile(dir, ENV);
    site = await startSiteServer({ port: 0, distDir: dir });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('hashes the inline scripts of every page of the build', () => {
    const csp = rules[0].headers['Content-Security-Policy'];
    const hashes = new Set([
      ...browserInlineHashes(builtShell()),
      ...browserInlineHashes(prerenderedPage('/about')),
    ]);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1].split(' ');
    expect(scriptSrc).toEqual(["'self'", ...[...hashes].sort()]);
  });

  it.each([
    ['/', 'GET'],
    ['/about', 'GET'],
    ['/assets/index-Xy12.js', 'GET'],
    ['/missing.js', 'GET'],
    ['/%E0%A4%A', 'GET'],
    ['/', 'POST'],
  ])('sends exactly what the file says for %s (%s)', async (path, method) => {
    const fromFile = headersFor(
      parseHeadersFile(readFileSync(join(dir, HEADERS_FILE), 'utf8')),
      path,
    );
    expect(Object.keys(fromFile)).toContain('Content-Security-Policy');
    const res = await rawRequest(site.url, path, method);
    for (const [name, value] of Object.entries(fromFile))
      expect(res.headers[name.toLowerCase()], name).toBe(value);
  });

  it('follows a rewritten _headers and keeps the base rules without one', async () => {
    writeFileSync(join(dir, HEADERS_FILE), '/*\n  Content-Security-Policy: default-src x\n');
    const changed = await rawRequest(site.url, '/about');
    expect(changed.headers['content-security-policy']).toBe('default-src x');
    rmSync(join(dir, HEADERS_FILE));
    const without = await rawRequest(site.url, '/about');
    expect(without.headers['content-security-policy']).toBeUndefined();
    expect(without.headers['x-frame-options']).toBe('DENY');
    expect(without.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(without.headers['permissions-policy']).toContain('camera=()');
  });
});
