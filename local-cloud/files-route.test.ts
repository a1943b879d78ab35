import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from './local-cloud.ts';
import { tempExport, type TempExport } from '../tests/support/temp-export.ts';

const FIXTURE = resolve(import.meta.dirname, '../tests/fixtures/starter-gatsby-blog-export.json');
const FOLDER = 'images.ctfassets.net/space/asset1/token1';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

/** A published asset of the export naming `//<FOLDER>/<name>`: only such files may be served. */
const asset = (name: string) => ({
  sys: { id: `file-${name.replace(/\W/g, '-')}`, type: 'Asset', publishedVersion: 1 },
  fields: {
    title: { 'en-US': name },
    file: { 'en-US': { url: `//${FOLDER}/${name}`, fileName: name, contentType: 'image/any' } },
  },
});

let temp: TempExport;
let cloud: LocalCloud;
let original: Buffer;

beforeAll(async () => {
  temp = tempExport(FIXTURE, (data) => {
    data.assets.push(asset('photo.jpg'), asset('logo.svg'));
  });
  mkdirSync(join(temp.dir, FOLDER), { recursive: true });
  original = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  writeFileSync(join(temp.dir, FOLDER, 'photo.jpg'), original);
  writeFileSync(join(temp.dir, FOLDER, 'logo.svg'), SVG);
  cloud = await startLocalCloud({
    port: 0,
    exportPath: temp.path,
    dataDir: temp.dir,
    siteUrl: 'http://127.0.0.1:4952',
    functions: false,
  });
});

afterAll(async () => {
  await cloud?.close();
  temp?.remove();
});

const file = (name: string, query = '', init?: RequestInit) =>
  fetch(`${cloud.url}/files/${FOLDER}/${name}${query}`, init);

describe('files route with Images API parameters', () => {
  it('serves a resized webp with its type, an ETag and CORS', async () => {
    const res = await file('photo.jpg', '?w=480&fm=webp&q=70');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 360]);

    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await file('photo.jpg', '?fm=webp&q=70&w=480', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const other = await file('photo.jpg', '?w=320&fm=webp&q=70');
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('keeps the stored bytes without parameters, and for files it cannot transform', async () => {
    const plain = await file('photo.jpg');
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true);
    const svg = await file('logo.svg', '?w=100&fm=webp');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toBe(SVG);
  });

  it.each(['?w=0', '?w=5000', '?h=x', '?q=101', '?fm=gif', '?fit=cover'])(
    'answers 400 in the CDA error shape for %s',
    async (query) => {
      const res = await file('photo.jpg', query);
      expect(res.status).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const body = await res.json();
      expect(body.sys).toEqual({ type: 'Error', id: 'BadRequest' });
      expect(body.message).toMatch(/Invalid "(w|h|q|fm|fit)" parameter/);
      expect(typeof body.requestId).toBe('string');
    },
  );

  it('answers HEAD with the headers only', async () => {
    const res = await file('photo.jpg', '?w=200&fm=png', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});
