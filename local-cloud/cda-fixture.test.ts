/**
 * The real-world starter export, beyond the generic suite: the blog's own queries, dangling links
 * and a second locale (added to a temp copy).
 */
import { resolve } from 'node:path';
import { createClient } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from './local-cloud.ts';
import { idsOrderedBy, readFacts, typeOf } from '../tests/support/export-facts.ts';
import { tempExport, type ExportJson, type TempExport } from '../tests/support/temp-export.ts';
import { cdaClient, startCdaCloud } from '../tests/support/cda-cloud.ts';

const FIXTURE = resolve(import.meta.dirname, '../tests/fixtures/starter-gatsby-blog-export.json');
type Loose = { sys: { id: string; type: string }; fields: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('local CDA on the starter-gatsby-blog export', () => {
  let cloud: LocalCloud;
  let temp: TempExport;
  const facts = readFacts(FIXTURE);
  const posts = facts.entries.filter((e) => typeOf(e) === 'blogPost');
  const client = () => cdaClient(cloud);

  beforeAll(async () => {
    temp = tempExport(FIXTURE, (data) => {
      data.locales.push({ code: 'de-DE', name: 'German', default: false, fallbackCode: 'en-US' });
      const post = data.entries.find((e: ExportJson) => e.sys.contentType?.sys?.id === 'blogPost');
      post.fields.title['de-DE'] = 'Hallo Welt';
      const other = data.entries.filter(
        (e: ExportJson) => e.sys.contentType?.sys?.id === 'blogPost',
      )[1];
      other.fields.author['en-US'].sys.id = 'missingAuthor';
    });
    cloud = await startCdaCloud(FIXTURE);
  });
  afterAll(async () => {
    await cloud?.close();
    temp?.remove();
  });

  it('takes the space id from the export', () => {
    expect(cloud.spaceId).toBe('28p9vvm1oxuw');
  });

  it('orders blogPost by -fields.publishDate and resolves heroImage and author through includes', async () => {
    const res = await client().getEntries({
      content_type: 'blogPost',
      order: ['-fields.publishDate'],
    });
    const items = res.items as unknown as Loose[];
    expect(items.map((i) => i.sys.id)).toEqual(idsOrderedBy(facts, posts, 'publishDate', true));
    for (const item of items) {
      expect(item.fields.heroImage.sys.type).toBe('Asset');
      expect(item.fields.heroImage.fields.file.url).toMatch(
        new RegExp(`^${cloud.url.replaceAll('.', '\\.')}/files/images\\.contentful\\.com/`),
      );
      expect(item.fields.author.sys.type).toBe('Entry');
      expect(typeof item.fields.author.fields.name).toBe('string');
    }
    const raw = await client().withoutLinkResolution.getEntries({ content_type: 'blogPost' });
    // The hero images, plus the images of the included authors: the CDA adds the assets of the
    // deepest included entries too.
    const authorIds = new Set(posts.map((p) => (p.fields.author['en-US'] as Loose).sys.id));
    const authorImages = facts.entries
      .filter((e) => authorIds.has(e.sys.id))
      .map((e) => (e.fields.image?.['en-US'] as Loose | undefined)?.sys.id);
    const heroImages = posts.map((p) => (p.fields.heroImage['en-US'] as Loose).sys.id);
    expect(raw.includes?.Asset?.map((a) => a.sys.id).sort()).toEqual(
      [...new Set([...heroImages, ...authorImages])].filter(Boolean).sort(),
    );
    expect(raw.includes?.Entry?.map((e) => e.sys.type)).toContain('Entry');
  });

  it('answers 404 for the absent image files while the posts stay readable', async () => {
    const res = await client().getEntries({ content_type: 'blogPost' });
    const url = (res.items[0] as unknown as Loose).fields.heroImage.fields.file.url;
    expect((await fetch(url)).status).toBe(404);
  });

  describe('on a copy with a second locale and a dangling link', () => {
    let local: LocalCloud;
    const url = (q: string) =>
      `${local.url}/spaces/${local.spaceId}/environments/master/entries?access_token=${local.accessToken}&${q}`;
    beforeAll(async () => {
      local = await startLocalCloud({
        port: 0,
        exportPath: temp.path,
        dataDir: '/nonexistent',
        siteUrl: 'http://127.0.0.1:1',
        functions: false,
      });
    });
    afterAll(() => local?.close());

    it('reports the missing author as notResolvable and still serves the entry', async () => {
      const body = await (await fetch(url('content_type=blogPost'))).json();
      expect(body.items).toHaveLength(posts.length);
      expect(body.errors).toEqual([
        {
          sys: { id: 'notResolvable', type: 'error' },
          details: { type: 'Link', linkType: 'Entry', id: 'missingAuthor' },
        },
      ]);
    });

    it('flattens to a requested locale with fallback, and keeps all locales for *', async () => {
      const de = await (await fetch(url('content_type=blogPost&locale=de-DE'))).json();
      const titles = de.items.map((i: Loose) => i.fields.title);
      expect(titles).toContain('Hallo Welt');
      expect(titles.filter((t: string) => t !== 'Hallo Welt')).toHaveLength(posts.length - 1);
      expect(de.items[0].sys.locale).toBe('de-DE');
      const sdk = createClient({
        space: local.spaceId,
        accessToken: local.accessToken,
        host: new URL(local.url).host,
        insecure: true,
      });
      const all = await sdk.withAllLocales.getEntries({ content_type: 'blogPost' });
      const titleMaps = all.items.map(
        (i) => (i.fields as Record<string, Record<string, string>>).title,
      );
      expect(
        titleMaps.some((t) => t['de-DE'] === 'Hallo Welt' && typeof t['en-US'] === 'string'),
      ).toBe(true);
      expect((await fetch(url('locale=xx-XX'))).status).toBe(400);
    });
  });
});
