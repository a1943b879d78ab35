/**
 * The preview function against the local cloud's Preview API (real `contentful` SDK inside): the secret
 * decides, drafts come back normalised, and neither the preview token nor the secret ever appears in
 * an answer, errors included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../local-cloud/local-cloud.ts';
import { DRAFT, draftExport } from '../../tests/support/draft-export.ts';
import type { TempExport } from '../../tests/support/temp-export.ts';
import { previewQueries } from './preview-api.ts';
import { createPreviewHandler, PREVIEW_MESSAGES, type PreviewDeps } from './preview-handler.ts';
import { startCdaCloud } from '../../tests/support/cda-cloud.ts';

const SECRET = 'the-editors-secret';
let temp: TempExport;
let cloud: LocalCloud;
const answers: string[] = [];

function handlerWith(deps: Partial<PreviewDeps> & { token?: string } = {}) {
  const queries = previewQueries(() => ({
    space: cloud.spaceId,
    accessToken: deps.token ?? cloud.previewToken,
    environment: 'master',
    host: new URL(cloud.url).host,
    insecure: true,
  }));
  return createPreviewHandler({ secret: SECRET, queries, log: () => {}, ...deps });
}

async function call(body: unknown, handler = handlerWith(), init: RequestInit = {}) {
  const response = await handler(
    new Request('http://127.0.0.1/functions/v1/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...init,
    }),
  );
  const text = await response.text();
  answers.push(text);
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, response };
}

beforeAll(async () => {
  temp = draftExport();
  cloud = await startCdaCloud(temp.path);
});
afterAll(async () => {
  await cloud?.close();
  temp?.remove();
});

describe('the secret', () => {
  it('is required', async () => {
    const { status, body } = await call({ query: { name: 'fetchLatest', args: [] } });
    expect(status).toBe(401);
    expect(body).toEqual({ error: PREVIEW_MESSAGES.missingSecret, code: 'PreviewSecretMissing' });
  });

  it('must match: a wrong one gets an error and no data', async () => {
    const { status, body } = await call({
      secret: `${SECRET}x`,
      query: { name: 'fetchEntry', args: [DRAFT.contentType, DRAFT.slug] },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ error: PREVIEW_MESSAGES.wrongSecret, code: 'PreviewSecretInvalid' });
  });

  it('alone is checked when no query is sent', async () => {
    expect((await call({ secret: SECRET })).body).toEqual({ ok: true });
  });

  it('unset turns preview off, whatever the request says', async () => {
    for (const secret of [undefined, '']) {
      const { status, body } = await call({ secret: SECRET }, handlerWith({ secret }));
      expect(status).toBe(503);
      expect(body.error).toBe(PREVIEW_MESSAGES.disabled);
    }
    const noApi = await call({ secret: SECRET }, handlerWith({ queries: null }));
    expect(noApi.status).toBe(503);
  });
});

describe('queries', () => {
  it('answers the draft, normalised, and tells caches not to keep it', async () => {
    const { status, body, response } = await call({
      secret: SECRET,
      query: { name: 'fetchEntry', args: [DRAFT.contentType, DRAFT.slug] },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ title: DRAFT.title, slug: DRAFT.slug });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lists the draft first, as JSON turns an omitted argument into null', async () => {
    const list = await call({ secret: SECRET, query: { name: 'fetchList', args: ['reviews', 3] } });
    expect((list.body.data as { slug: string }[]).map((s) => s.slug)[0]).toBe(DRAFT.slug);
    const latest = await call({ secret: SECRET, query: { name: 'fetchLatest', args: [null] } });
    expect((latest.body.data as { slug: string }[])[0]?.slug).toBe(DRAFT.slug);
  });

  it("answers an unknown slug with 404 and the kind's text", async () => {
    const { status, body } = await call({
      secret: SECRET,
      query: { name: 'fetchEntry', args: ['reviews', 'no-such-review'] },
    });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Review not found', code: 'NotFound' });
  });

  it.each([
    [{ name: 'fetchPostSlugs', args: [] }],
    [{ name: 'fetchList', args: ['spaceships'] }],
    [{ name: 'fetchList', args: ['reviews', 0] }],
    [{ name: 'fetchEntry', args: ['reviews'] }],
    [{ name: 'fetchPost', args: ['a', 'b'] }],
    [{ name: 'fetchLatest', args: 'x' }],
    ['fetchLatest'],
  ])('refuses %j with a clear message', async (query) => {
    const { status, body } = await call({ secret: SECRET, query });
    expect(status).toBe(400);
    expect(body.error).toBe(PREVIEW_MESSAGES.badQuery);
  });

  it('refuses other methods and bodies like the other functions', async () => {
    const get = await handlerWith()(new Request('http://127.0.0.1/preview', { method: 'GET' }));
    expect(get.status).toBe(405);
    const text = await call({}, handlerWith(), { headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('the preview token', () => {
  it('never appears in an answer, even when the Preview API refuses it', async () => {
    const refused = 'refused-preview-token-4711';
    const { status, body } = await call(
      { secret: SECRET, query: { name: 'fetchList', args: ['reviews'] } },
      handlerWith({ token: refused }),
    );
    expect(status).toBe(502);
    expect(typeof body.error).toBe('string');
    const everything = answers.join('\n');
    expect(answers.length).toBeGreaterThan(10);
    for (const secretText of [cloud.previewToken, refused, SECRET])
      expect(everything).not.toContain(secretText);
  });
});
