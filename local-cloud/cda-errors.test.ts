/** Every CDA error case, in the CDA's own shape, plus fault injection and path traversal. */
import { get as httpGet } from 'node:http';
import { resolve } from 'node:path';
import { createClient } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from './local-cloud.ts';

const FIXTURE = resolve(import.meta.dirname, '../tests/fixtures/starter-gatsby-blog-export.json');
const base = {
  exportPath: FIXTURE,
  dataDir: '/nonexistent',
  siteUrl: 'http://127.0.0.1:1',
  functions: false,
};

function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    httpGet({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    }).on('error', fail);
  });
}

describe('local CDA errors', () => {
  let cloud: LocalCloud;
  const env = () => `${cloud.url}/spaces/${cloud.spaceId}/environments/master`;
  const get = (path: string, token: string | null = cloud.accessToken) =>
    fetch(
      path.startsWith('http') ? path : `${env()}${path}`,
      token ? { headers: { Authorization: `Bearer ${token}` } } : {},
    );

  beforeAll(async () => {
    cloud = await startLocalCloud({ ...base, port: 0 });
  });
  afterAll(() => cloud?.close());

  async function expectError(res: Response, status: number, id: string) {
    expect(res.status).toBe(status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.json();
    expect(body.sys).toEqual({ type: 'Error', id });
    expect(typeof body.message).toBe('string');
    expect(body.requestId).toBe(res.headers.get('x-contentful-request-id'));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  }

  it.each([
    ['/entries?limit=-1', 'BadRequest'],
    ['/entries?limit=1001', 'BadRequest'],
    ['/entries?limit=abc', 'BadRequest'],
    ['/entries?skip=-3', 'BadRequest'],
    ['/entries?include=11', 'BadRequest'],
    ['/entries?content_type=blogPost&fields.title[foo]=x', 'InvalidQuery'],
    // fields.* without content_type is a BadRequest (recorded: contentful.rb entry/select_one_field.yml).
    ['/entries?fields.title=x', 'BadRequest'],
    ['/entries?order=fields.title', 'BadRequest'],
    ['/entries?content_type=noSuchType', 'InvalidQuery'],
    ['/entries?content_type=blogPost&fields.title[exists]=maybe', 'InvalidQuery'],
    ['/entries?content_type=blogPost&select=fields.a.b.c', 'InvalidQuery'],
    ['/entries?bogus=1', 'InvalidQuery'],
    ['/sync', 'BadRequest'],
    ['/sync?sync_token=garbage', 'BadRequest'],
  ])('%s → 400 %s', async (path, id) => {
    await expectError(await get(path), 400, id);
  });

  it('answers 401 AccessTokenInvalid for a wrong or missing token', async () => {
    await expectError(await get('/entries', 'wrong'), 401, 'AccessTokenInvalid');
    await expectError(await get('/entries', null), 401, 'AccessTokenInvalid');
    expect((await get(`/entries?access_token=${cloud.accessToken}`, null)).status).toBe(200);
  });

  it('answers 404 NotFound for a wrong space, environment, id or path', async () => {
    await expectError(
      await get(`${cloud.url}/spaces/otherspace/environments/master/entries`),
      404,
      'NotFound',
    );
    await expectError(
      await get(`${cloud.url}/spaces/${cloud.spaceId}/environments/staging/entries`),
      404,
      'NotFound',
    );
    for (const path of ['/entries/nope', '/assets/nope', '/content_types/nope', '/nothing-here'])
      await expectError(await get(path), 404, 'NotFound');
  });

  it('is read-only and answers CORS preflights', async () => {
    await expectError(await fetch(`${env()}/entries`, { method: 'POST' }), 405, 'MethodNotAllowed');
    const pre = await fetch(`${env()}/entries`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://x',
        'Access-Control-Request-Headers': 'authorization,x-contentful-user-agent',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-contentful-user-agent',
    );
  });

  it('makes the SDK reject with the CDA error', async () => {
    const sdk = createClient({
      space: cloud.spaceId,
      accessToken: 'wrong',
      host: new URL(cloud.url).host,
      insecure: true,
      retryOnError: false,
    });
    await expect(sdk.getEntries()).rejects.toThrow(/AccessTokenInvalid|401/);
    const ok = createClient({
      space: cloud.spaceId,
      accessToken: cloud.accessToken,
      host: new URL(cloud.url).host,
      insecure: true,
    });
    await expect(ok.getAsset('nope')).rejects.toThrow(/NotFound|404/);
  });

  it.each([
    '/files/../export.json',
    '/files/%2e%2e/starter-gatsby-blog-export.json',
    '/files/a/..%2f..%2fstarter-gatsby-blog-export.json',
    '/files/%2e%2e%2fstarter-gatsby-blog-export.json',
    '/files/starter-gatsby-blog-export.json',
  ])('never serves %s', async (path) => {
    // node:http sends the path as written; fetch would normalise the dots away first.
    const { status, body } = await rawGet(Number(new URL(cloud.url).port), path);
    expect(status).toBe(404);
    expect(body).not.toContain('contentTypes');
  });
});

describe('local CDA fault injection', () => {
  // Each cloud takes a free port, so the URL is read off the cloud that answers it.
  const entriesUrl = (cloud: LocalCloud) =>
    `${cloud.url}/spaces/${cloud.spaceId}/environments/master/entries?access_token=${cloud.accessToken}`;

  it('answers 500s, 429s with X-Contentful-RateLimit-Reset, and added latency', async () => {
    const cloud = await startLocalCloud({ ...base, port: 0, faults: { errorRate: 1 } });
    try {
      const res = await fetch(entriesUrl(cloud));
      expect(res.status).toBe(500);
      expect((await res.json()).sys.id).toBe('ServerError');
    } finally {
      await cloud.close();
    }
    const limited = await startLocalCloud({
      ...base,
      port: 0,
      faults: { rateLimitRate: 1, latencyMs: 50 },
    });
    try {
      const started = performance.now();
      const res = await fetch(entriesUrl(limited));
      expect(performance.now() - started).toBeGreaterThanOrEqual(40);
      expect(res.status).toBe(429);
      expect(res.headers.get('x-contentful-ratelimit-reset')).toBe('1');
      expect((await res.json()).sys.id).toBe('RateLimitExceeded');
    } finally {
      await limited.close();
    }
  });
});
