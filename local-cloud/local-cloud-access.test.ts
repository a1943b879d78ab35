/**
 * What the local cloud refuses: asset files no asset of the export names (whatever sits beside the
 * export), malformed paths and methods on the asset route and the functions host — each with a 4xx
 * and a short message, never a 500.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from './local-cloud.ts';
import { rawRequest } from '../tests/support/raw-request.ts';
import { tempExport, type ExportJson, type TempExport } from '../tests/support/temp-export.ts';

const FIXTURE = resolve(import.meta.dirname, '../tests/fixtures/starter-gatsby-blog-export.json');
const FOLDER = 'images.ctfassets.net/space/asset1/token1';

/** An asset (published unless `sys` says otherwise) whose file is `//<FOLDER>/<name>` per locale. */
const asset = (
  id: string,
  names: Record<string, string>,
  sys: object = { publishedVersion: 1 },
) => ({
  sys: { id, type: 'Asset', ...sys },
  fields: {
    title: { 'en-US': id },
    file: Object.fromEntries(
      Object.entries(names).map(([locale, name]) => [
        locale,
        { url: `//${FOLDER}/${name}`, fileName: name, contentType: 'text/plain' },
      ]),
    ),
  },
});

let temp: TempExport;
let data: ExportJson;
let cloud: LocalCloud;

beforeAll(async () => {
  temp = tempExport(FIXTURE, (d) => {
    d.assets.push(
      asset('named', { 'en-US': 'named.txt' }),
      asset('both', { 'en-US': 'english.txt', 'de-DE': 'deutsch.txt' }),
      asset('draft', { 'en-US': 'draft.txt' }, {}),
      asset('archived', { 'en-US': 'archived.txt' }, { publishedVersion: 1, archivedVersion: 2 }),
    );
    data = d;
  });
  mkdirSync(join(temp.dir, FOLDER), { recursive: true });
  const names = ['named.txt', 'english.txt', 'deutsch.txt', 'draft.txt', 'archived.txt'];
  for (const name of [...names, 'unnamed.txt', '.hidden'])
    writeFileSync(join(temp.dir, FOLDER, name), `file ${name}`);
  writeFileSync(join(temp.dir, '.env'), 'SECRET=1');
  writeFileSync(join(temp.dir, 'discussions.ts'), 'export const secret = 1;');
  mkdirSync(join(temp.dir, 'outbox'));
  writeFileSync(join(temp.dir, 'outbox', 'mail.eml'), 'To: someone@example.com');
  cloud = await startLocalCloud({
    port: 0,
    exportPath: temp.path,
    dataDir: temp.dir,
    siteUrl: 'http://127.0.0.1:1',
    functions: false,
  });
});

afterAll(async () => {
  await cloud?.close();
  temp?.remove();
});

const get = (path: string, method = 'GET') => rawRequest(cloud.url, path, method);

describe('asset route', () => {
  it('serves each file an asset names, in every locale, at exactly its path', async () => {
    for (const name of ['named.txt', 'english.txt', 'deutsch.txt']) {
      const res = await get(`/files/${FOLDER}/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.body).toBe(`file ${name}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("serves a never-published asset's file (a preview tab shows it), whatever its query", async () => {
    for (const path of [`/files/${FOLDER}/draft.txt`, `/files/${FOLDER}/draft.txt?gq-preview=1`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body).toBe('file draft.txt');
    }
  });

  it.each([
    '/files/.env',
    `/files/${FOLDER}/archived.txt`,
    '/files/discussions.ts',
    '/files/export.json',
    '/files/outbox/mail.eml',
    `/files/${FOLDER}/unnamed.txt`,
    `/files/${FOLDER}/.hidden`,
    `/files/${FOLDER}/named.txt/x`,
    `/files/${FOLDER}//named.txt`,
    `/files/${FOLDER.replaceAll('/', '%2F')}%2Fnamed.txt`,
    `/files/${FOLDER}/../token1/named.txt`,
    '/files/',
  ])('answers 404 for %s, a file no asset names', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({
      sys: { type: 'Error', id: 'NotFound' },
      message: 'The file could not be found.',
    });
  });

  it('answers 400 for a path that is not valid percent-encoding', async () => {
    const res = await get(`/files/${FOLDER}/%E0%A4%A.txt`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      sys: { id: 'BadRequest' },
      message: 'The file path is not valid percent-encoding.',
    });
  });

  it('answers 405 to methods other than GET and HEAD', async () => {
    const res = await get(`/files/${FOLDER}/named.txt`, 'POST');
    expect(res.status).toBe(405);
    expect(JSON.parse(res.body).sys.id).toBe('MethodNotAllowed');
  });

  it('stops serving a file once the export no longer names it', async () => {
    expect((await get(`/files/${FOLDER}/named.txt`)).status).toBe(200);
    temp.write({ ...data, assets: data.assets.filter((a: ExportJson) => a.sys.id !== 'named') });
    expect((await get(`/files/${FOLDER}/named.txt`)).status).toBe(404);
    expect((await get(`/files/${FOLDER}/english.txt`)).status).toBe(200);
  });
});

describe('functions host', () => {
  it('answers 400 with a message for a function name that is not valid percent-encoding', async () => {
    const res = await get('/functions/v1/%E0%A4%A', 'POST');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error).toMatch(/not valid percent-encoding/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['TRACE', 'PROPFIND'])('answers 405 to %s', async (method) => {
    const res = await get('/functions/v1/subscribe', method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(JSON.parse(res.body).error).toBe(`Method ${method} is not allowed`);
  });
});
