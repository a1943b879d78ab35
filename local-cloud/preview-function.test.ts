/**
 * The preview function as the browser reaches it: through the local cloud's functions host (anon key,
 * CORS) with the site's own client, on the embedded default's settings. Also which settings the
 * environment selects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGES } from '../functions/core/preview-handler.ts';
import { callPreview } from '../src/lib/preview-client.ts';
import { previewQuery } from '../src/store/preview-query.ts';
import type { FunctionsSettings } from '../src/lib/config.ts';
import { startLocalCloud, type LocalCloud } from './local-cloud.ts';
import { LOCAL_PREVIEW_SECRET, previewDeps } from './preview-settings.ts';
import { DRAFT, draftExport } from '../tests/support/draft-export.ts';
import type { TempExport } from '../tests/support/temp-export.ts';

let temp: TempExport;
let dataDir: string;
let cloud: LocalCloud;
let functions: FunctionsSettings;

beforeAll(async () => {
  temp = draftExport();
  dataDir = mkdtempSync(join(tmpdir(), 'preview-fn-'));
  cloud = await startLocalCloud({
    port: 0,
    exportPath: temp.path,
    dataDir,
    siteUrl: 'http://127.0.0.1:1',
    // The functions host opens the database at start-up here, so the first test does not wait for
    // its creation.
    lazyDatabase: false,
  });
  functions = { url: `${cloud.url}/functions/v1`, anonKey: cloud.anonKey };
}, 60_000);
afterAll(async () => {
  await cloud?.close();
  temp?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('through the functions host', () => {
  it('answers the draft to the default secret', async () => {
    const args = [DRAFT.contentType, DRAFT.slug];
    const article = await previewQuery<{ title: string }>(
      LOCAL_PREVIEW_SECRET,
      'fetchEntry',
      args,
      functions,
    );
    expect(article).toMatchObject({ ok: true, value: { title: DRAFT.title } });
  });

  it('turns a wrong secret into a final error with the function’s text', async () => {
    const query = previewQuery('wrong', 'fetchLatest', [], functions);
    await expect(query).resolves.toMatchObject({
      ok: false,
      error: { id: 'NotConfigured', message: PREVIEW_MESSAGES.wrongSecret },
    });
  });

  it('needs the anon key like the other functions', async () => {
    const answer = await callPreview(LOCAL_PREVIEW_SECRET, undefined, {
      ...functions,
      anonKey: '',
    });
    expect(answer.status).toBe(401);
  });
});

describe('previewDeps', () => {
  const local = { spaceId: 's', previewToken: 't', host: () => '127.0.0.1:1' };

  it('defaults to the local cloud with the local secret, or PREVIEW_SECRET', () => {
    expect(previewDeps(local, {}).secret).toBe(LOCAL_PREVIEW_SECRET);
    expect(previewDeps(local, {}).queries).not.toBeNull();
    expect(previewDeps(local, { PREVIEW_SECRET: 'mine' }).secret).toBe('mine');
  });

  it('with a real preview token stays off until PREVIEW_SECRET is set', () => {
    const env = { CONTENTFUL_PREVIEW_TOKEN: 'cpa', CONTENTFUL_SPACE_ID: 'space' };
    expect(previewDeps(local, env).secret).toBeUndefined();
    expect(previewDeps(local, { ...env, PREVIEW_SECRET: 'x' }).secret).toBe('x');
    expect(previewDeps(local, { CONTENTFUL_PREVIEW_TOKEN: 'cpa' }).queries).toBeNull();
  });
});
