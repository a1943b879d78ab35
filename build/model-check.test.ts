/**
 * The model check against the real local cloud: the demo export fits the model, the starter export
 * and edited copies get one line per missing content type or field, and an unreachable service, a
 * refused token and an unknown space each get their own line.
 */
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModel } from '../demo-content/model.ts';
import type { LocalCloud } from '../local-cloud/local-cloud.ts';
import { checkContentModel, ModelCheckError } from './model-check.ts';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';
import { tempExport, type ExportJson, type TempExport } from '../tests/support/temp-export.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DEMO = resolve(ROOT, 'demo-content/export.json');
const STARTER = resolve(ROOT, 'tests/fixtures/starter-gatsby-blog-export.json');

const envFor = (cloud: LocalCloud, changes: Record<string, string> = {}) => ({
  VITE_CONTENTFUL_HOST: cloud.url,
  VITE_CONTENTFUL_SPACE_ID: cloud.spaceId,
  VITE_CONTENTFUL_ACCESS_TOKEN: cloud.accessToken,
  ...changes,
});

/** The lines of the ModelCheckError the check throws; fails the test when it resolves instead. */
async function problemLines(env: Record<string, string>): Promise<string[]> {
  const error: unknown = await checkContentModel(ROOT, env).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelCheckError);
  return (error as ModelCheckError).lines;
}

const serve = startCdaCloud;

describe('checkContentModel on the local cloud', () => {
  const clouds: LocalCloud[] = [];
  const temps: TempExport[] = [];
  let demo: LocalCloud;
  beforeAll(async () => {
    demo = await serve(DEMO);
    clouds.push(demo);
  });
  afterAll(async () => {
    await Promise.all(clouds.map((cloud) => cloud.close()));
    for (const temp of temps) temp.remove();
  });

  it('passes on the demo export', async () => {
    await expect(checkContentModel(ROOT, envFor(demo))).resolves.toBeUndefined();
  });

  it('names every missing content type of the starter export, with the import command', async () => {
    const starter = await serve(STARTER);
    clouds.push(starter);
    const lines = await problemLines(envFor(starter));
    const model = readModel();
    expect(lines).toHaveLength(1 + model.contentTypes.length);
    expect(lines[0]).toContain(`space ${starter.spaceId}`);
    for (const [i, ct] of model.contentTypes.entries()) {
      expect(lines[i + 1]).toContain(`Content type "${ct.sys.id}" (${ct.name}) is missing`);
      expect(lines[i + 1]).toContain(
        `npx contentful-import --space-id ${starter.spaceId} --management-token <CMA token> ` +
          '--content-model-only --content-file demo-content/model.json',
      );
    }
  });

  it('reports missing and mistyped fields, and lets extra types and fields be', async () => {
    const temp = tempExport(DEMO, (data: ExportJson) => {
      const type = (id: string) => data.contentTypes.find((ct: ExportJson) => ct.sys.id === id);
      type('post').fields = type('post').fields.filter((f: ExportJson) => f.id !== 'author');
      type('discussions').fields.find((f: ExportJson) => f.id === 'publishDate').type = 'Symbol';
      type('news').fields.find((f: ExportJson) => f.id === 'excerpt').type = 'Symbol';
      type('reviews').fields.find((f: ExportJson) => f.id === 'seoTitle').omitted = true;
      type('fiction').fields.push({ id: 'wordCount', name: 'Words', type: 'Integer' });
      data.contentTypes.push({ ...type('post'), sys: { ...type('post').sys, id: 'person' } });
    });
    temps.push(temp);
    const edited = await serve(temp.path);
    clouds.push(edited);
    const lines = await problemLines(envFor(edited));
    // Symbol for Text reads the same; omitted fields are not delivered, so they count as missing.
    expect(lines.slice(1).map((line) => line.replace(/\. Fix: .*/, ''))).toEqual([
      'Content type "discussions" field "publishDate" is Symbol, the site needs Date',
      'Content type "reviews" has no field "seoTitle" (Symbol)',
      'Content type "post" has no field "author" (Symbol)',
    ]);
  });

  it('says so when the token is refused or the space is unknown', async () => {
    const [refused] = await problemLines(envFor(demo, { VITE_CONTENTFUL_ACCESS_TOKEN: 'wrong' }));
    expect(refused).toMatch(/refused the access token .*HTTP 401.*VITE_CONTENTFUL_ACCESS_TOKEN/);
    const [unknown] = await problemLines(envFor(demo, { VITE_CONTENTFUL_SPACE_ID: 'nospace' }));
    expect(unknown).toMatch(/no space nospace .*HTTP 404.*VITE_CONTENTFUL_SPACE_ID/);
  });

  it('says so when nothing answers at the host', async () => {
    // A port that was just free: nothing listens there once the probe server is closed.
    const probe = createServer();
    await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
    const { port } = probe.address() as { port: number };
    await new Promise((ok) => probe.close(ok));
    const lines = await problemLines(
      envFor(demo, { VITE_CONTENTFUL_HOST: `http://127.0.0.1:${port}` }),
    );
    expect(lines).toEqual([
      `Cannot reach the content service at http://127.0.0.1:${port} (ECONNREFUSED): ` +
        'check VITE_CONTENTFUL_HOST and the network.',
    ]);
  });

  it('checks nothing when no space is configured', async () => {
    await expect(checkContentModel(ROOT, {})).resolves.toBeUndefined();
  });
});
