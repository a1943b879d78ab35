/**
 * The `preview` Supabase entry under real Deno, over HTTP, reading drafts from the local cloud's
 * Preview API through the `contentful` npm package Deno resolves from the entry's deno.json.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../local-cloud/local-cloud.ts';
import { DRAFT, draftExport } from '../tests/support/draft-export.ts';
import type { TempExport } from '../tests/support/temp-export.ts';
import { PREVIEW_MESSAGES } from './core/preview-handler.ts';
import { denoBinary, startDenoEntry, type DenoEntry } from './test-support/deno-entry.ts';
import { SITE_URL } from './test-support/deps.ts';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';

const SECRET = 'the-editors-deno-secret';

const post = (entry: DenoEntry, body: unknown) =>
  fetch(`${entry.url}/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL },
    body: JSON.stringify(body),
  });

describe.runIf(denoBinary())('the preview function on Deno (Supabase entry)', () => {
  let temp: TempExport | undefined;
  let cloud: LocalCloud | undefined;
  let enabled: DenoEntry | undefined;
  let disabled: DenoEntry | undefined;

  beforeAll(async () => {
    temp = draftExport();
    cloud = await startCdaCloud(temp.path);
    const env = {
      SITE_URL,
      CONTENTFUL_SPACE_ID: cloud.spaceId,
      CONTENTFUL_PREVIEW_TOKEN: cloud.previewToken,
      CONTENTFUL_PREVIEW_HOST: cloud.url,
    };
    // The first start fills Deno's npm cache; the second then starts from it.
    enabled = await startDenoEntry('preview', { ...env, PREVIEW_SECRET: SECRET });
    disabled = await startDenoEntry('preview', { ...env, PREVIEW_SECRET: '' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([enabled?.stop(), disabled?.stop()]);
    await cloud?.close();
    temp?.remove();
  }, 30_000);

  it('answers CORS preflights for the site itself', async () => {
    const response = await fetch(`${enabled!.url}/preview`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it.each([
    [{}, 'PreviewSecretMissing', PREVIEW_MESSAGES.missingSecret],
    [{ secret: 'not-the-secret' }, 'PreviewSecretInvalid', PREVIEW_MESSAGES.wrongSecret],
  ])('refuses %j with a JSON 401', async (body, code, error) => {
    const response = await post(enabled!, { ...body, query: { name: 'fetchLatest', args: [] } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expect(await response.json()).toEqual({ error, code });
  });

  it('lists the draft first for the right secret', async () => {
    const response = await post(enabled!, {
      secret: SECRET,
      query: { name: 'fetchList', args: ['reviews', 3] },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as { data: { slug: string; title: string }[] };
    expect(data[0]).toMatchObject({ slug: DRAFT.slug, title: DRAFT.title });
    expect(data.length).toBeGreaterThan(1);
  });

  it('says preview is off without PREVIEW_SECRET, whatever secret is sent', async () => {
    const response = await post(disabled!, { secret: SECRET });
    expect(response.status).toBe(503);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expect(await response.json()).toEqual({
      error: 'Preview is not enabled on this site.',
      code: 'PreviewDisabled',
    });
  });
});

describe.skipIf(denoBinary())('the preview function on Deno (Supabase entry)', () => {
  it.skip('skipped: node_modules/.bin/deno is missing (npm install)', () => {});
});
