/**
 * What the SDK hides, on raw HTTP: error bodies in Contentful's own wording, the request id and
 * ETag headers, and 304 on a matching If-None-Match. Wording comes from responses recorded from
 * cdn.contentful.com in contentful/contentful.rb (spec/fixtures/vcr_cassettes).
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from './local-cloud.ts';
import { rulesExport } from '../tests/support/cda-rules-export.ts';
import type { TempExport } from '../tests/support/temp-export.ts';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';

describe('CDA answers on raw HTTP', () => {
  let temp: TempExport;
  let cloud: LocalCloud;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${cloud.url}/spaces/${cloud.spaceId}/environments/master${path}`, {
      headers: { Authorization: `Bearer ${cloud.accessToken}`, ...headers },
    });

  beforeAll(async () => {
    temp = rulesExport();
    cloud = await startCdaCloud(temp.path);
  });
  afterAll(async () => {
    await cloud?.close();
    temp?.remove();
  });

  it.each([
    '/entries?fields.title=x',
    '/entries?order=fields.title',
    '/entries?select=sys,fields.title',
  ])(
    '%s without content_type is BadRequest in the recorded wording (contentful.rb entry/select_one_field.yml)',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.sys).toEqual({ type: 'Error', id: 'BadRequest' });
      expect(body.message).toBe(
        'A Content Type ID is required. When querying for Entries and involving fields you need to limit your query to a specific Content Type. Please send a Content Type ID (not the name) as the URI query parameter "content_type"',
      );
      expect(body.requestId).toBe(res.headers.get('x-contentful-request-id'));
    },
  );

  it('names an unknown parameter as InvalidQuery "unknown" with its path (contentful.rb bad_request.yml)', async () => {
    const res = await get('/entries?some=parameter');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.sys.id).toBe('InvalidQuery');
    expect(body.message).toBe(
      'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    );
    expect(body.details).toEqual({ errors: [{ name: 'unknown', path: ['some'] }] });
  });

  it('names an unknown content type as InvalidQuery "unknownContentType" with its value', async () => {
    const body = await (await get('/entries?content_type=nope')).json();
    expect(body.sys.id).toBe('InvalidQuery');
    expect(body.details).toEqual({ errors: [{ name: 'unknownContentType', value: 'nope' }] });
  });

  it('names a missing item, space or path in NotFound the way Contentful does', async () => {
    const entry = await (await get('/entries/nope')).json();
    expect(entry).toMatchObject({
      sys: { type: 'Error', id: 'NotFound' },
      message: 'The resource could not be found.',
      details: { type: 'Entry', id: 'nope', environment: 'master', space: cloud.spaceId },
    });
    const type = await (await get('/content_types/nope')).json();
    expect(type.details).toEqual({
      type: 'ContentType',
      id: 'nope',
      environment: 'master',
      space: cloud.spaceId,
    });
    const space = await fetch(`${cloud.url}/spaces/elsewhere/environments/master/entries`, {
      headers: { Authorization: `Bearer ${cloud.accessToken}` },
    });
    expect(space.status).toBe(404);
    expect((await space.json()).details).toEqual({ sys: { type: 'Space' } });
    expect((await (await get('/nothing-here/at/all')).json()).details).toBeUndefined();
  });

  it.each([
    ['/entries?content_type=city&fields.center[near]=52.3', /\[near\] takes 2/],
    ['/entries?content_type=city&fields.center[within]=1,2', /\[within\] takes 3 or 4/],
    ['/entries?content_type=blogPost&select=fields.title.x', /two levels/],
    ['/assets?mimetype_group=hologram', /InvalidQuery/],
    ['/sync?initial=true&type=Asset&content_type=city', /only be used with type=Entry/],
  ])('refuses %s with a clear 400', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(message);
  });

  it('refuses a sync token issued before a restart, so the client starts again', async () => {
    const fromBefore = { run: 'earlier', from: 0, to: 0, offset: 0, limit: 100, type: 'all' };
    const token = Buffer.from(JSON.stringify(fromBefore)).toString('base64url');
    const res = await get(`/sync?sync_token=${token}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/restarted; start again with initial=true/);
    const initial = await (await get('/sync?initial=true')).json();
    const next = new URL(initial.nextSyncUrl).search;
    expect((await get(`/sync${next}`)).status).toBe(200);
  });

  it('sends a fresh X-Contentful-Request-Id and a weak ETag on every answer (contentful.py fixtures/client/entries_links_to_asset.yaml)', async () => {
    const a = await get('/entries?content_type=city');
    const b = await get('/entries?content_type=city');
    expect(a.headers.get('x-contentful-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(a.headers.get('x-contentful-request-id')).not.toBe(
      b.headers.get('x-contentful-request-id'),
    );
    expect(a.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    const other = await get('/entries?content_type=blogPost');
    expect(other.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  it('answers 304 without a body when If-None-Match names the current ETag (RFC 9110, conditional requests)', async () => {
    const first = await get('/content_types');
    const etag = first.headers.get('etag')!;
    const again = await get('/content_types', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    // The strong form of the same tag matches too: If-None-Match compares weakly.
    expect((await get('/content_types', { 'If-None-Match': etag.slice(2) })).status).toBe(304);
    const stale = await get('/content_types', { 'If-None-Match': 'W/"0000"' });
    expect(stale.status).toBe(200);
    expect((await stale.json()).sys.type).toBe('Array');
  });

  it('gzips an answer for a client that accepts it, as cdn.contentful.com does (contentful.rb vcr_cassettes)', async () => {
    const raw = (acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const url = `${cloud.url}/spaces/${cloud.spaceId}/environments/master/entries?limit=100`;
        const headers: Record<string, string> = { Authorization: `Bearer ${cloud.accessToken}` };
        if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
        httpGet(url, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await raw('gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
    expect((await raw('gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });
});
