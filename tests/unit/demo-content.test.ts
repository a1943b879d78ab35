/**
 * Checks the committed demo space export against the demo-content rules: counts, the
 * content model, rich-text coverage and validity, link integrity and the asset files themselves.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { BLOCKS, INLINES, MARKS, validateRichTextDocument } from '@contentful/rich-text-types';
import type { Document } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { FEATURED_MERCH } from '../../src/site.ts';

interface Link {
  sys: { type: 'Link'; linkType: string; id: string };
}
interface Item {
  sys: {
    id: string;
    type: string;
    contentType?: Link;
    space: Link;
    publishedVersion: number;
    version: number;
  };
  fields: Record<string, Record<string, unknown>>;
}
interface RichNode {
  nodeType: string;
  data: { target?: Link; uri?: string };
  content?: RichNode[];
  marks?: Array<{ type: string }>;
}

const dir = join(import.meta.dirname, '../../demo-content');
const space = JSON.parse(readFileSync(join(dir, 'export.json'), 'utf8')) as {
  contentTypes: Array<{
    sys: { id: string };
    displayField: string;
    fields: Array<Record<string, unknown>>;
  }>;
  entries: Item[];
  assets: Item[];
  locales: Array<{ code: string; default: boolean }>;
  webhooks: unknown[];
  roles: unknown[];
  editorInterfaces: unknown[];
};
const ARTICLE_TYPES = ['discussions', 'news', 'recommendations', 'reviews', 'fiction'];
const en = <T>(item: Item, field: string) => item.fields[field]?.['en-US'] as T | undefined;
const typeOf = (entry: Item) => entry.sys.contentType?.sys.id ?? '';
const richOf = (entry: Item) => en<Document>(entry, typeOf(entry) === 'post' ? 'content' : 'body');
const entryIds = new Set(space.entries.map((e) => e.sys.id));
const assetIds = new Set(space.assets.map((a) => a.sys.id));

function walk(node: RichNode, visit: (node: RichNode) => void) {
  visit(node);
  node.content?.forEach((child) => walk(child, visit));
}

function words(node: RichNode): number {
  let count = 0;
  walk(node, (n) => {
    if (n.nodeType === 'text')
      count += ((n as { value?: string }).value ?? '').split(/\s+/).filter(Boolean).length;
  });
  return count;
}

describe('demo content export', () => {
  it('has the top-level shape of a contentful space export', () => {
    expect(Object.keys(space).sort()).toEqual(
      [
        'assets',
        'contentTypes',
        'editorInterfaces',
        'entries',
        'locales',
        'roles',
        'webhooks',
      ].sort(),
    );
    expect(space.locales).toEqual([expect.objectContaining({ code: 'en-US', default: true })]);
    for (const item of [...space.entries, ...space.assets]) {
      expect(item.sys.space.sys.id).toBe('gqdemospace1');
      expect(item.sys.version).toBe(item.sys.publishedVersion + 1);
      for (const key of [
        'createdAt',
        'updatedAt',
        'publishedAt',
        'firstPublishedAt',
        'publishedCounter',
      ]) {
        expect(item.sys).toHaveProperty(key);
      }
      for (const value of Object.values(item.fields)) expect(Object.keys(value)).toEqual(['en-US']);
    }
  });

  it('defines the six content types (five article kinds and post) with proper fields', () => {
    const byId = new Map(space.contentTypes.map((t) => [t.sys.id, t]));
    expect([...byId.keys()].sort()).toEqual([...ARTICLE_TYPES, 'post'].sort());
    for (const type of ARTICLE_TYPES) {
      const fields = byId.get(type)!.fields.map((f) => f.id);
      expect(fields).toEqual(
        expect.arrayContaining([
          'title',
          'urlSlug',
          'slug',
          'publishDate',
          'excerpt',
          'featuredImage',
          'body',
          'tags',
          'seoTitle',
          'seoDescription',
        ]),
      );
    }
    expect(byId.get('post')!.fields.map((f) => f.id)).toEqual(
      expect.arrayContaining([
        'title',
        'slug',
        'author',
        'publishDate',
        'content',
        'featuredImage',
      ]),
    );
    for (const type of byId.values()) {
      expect(type.displayField).toBe('title');
      for (const field of type.fields) {
        expect(field).toMatchObject({ localized: false, validations: expect.any(Array) });
        if (field.type === 'Link') expect(field.linkType).toBe('Asset');
        if (field.type === 'Array') expect(field.items).toMatchObject({ type: 'Symbol' });
      }
    }
  });

  it('has at least 7 entries per article type and 3 posts, each 150-500 words', () => {
    for (const type of ARTICLE_TYPES) {
      expect(space.entries.filter((e) => typeOf(e) === type).length, type).toBeGreaterThanOrEqual(
        7,
      );
    }
    expect(space.entries.filter((e) => typeOf(e) === 'post').length).toBeGreaterThanOrEqual(3);
    for (const entry of space.entries) {
      const count = words(richOf(entry) as unknown as RichNode);
      expect(count, en<string>(entry, 'slug')).toBeGreaterThanOrEqual(150);
      expect(count, en<string>(entry, 'slug')).toBeLessThanOrEqual(500);
    }
  });

  it('uses unique kebab-case slugs per type and distinct dates before 2026-11-21', () => {
    const seen = new Set<string>();
    const dates = new Set<string>();
    for (const entry of space.entries) {
      const slug = en<string>(entry, 'slug')!;
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (typeOf(entry) !== 'post') expect(en(entry, 'urlSlug')).toBe(slug);
      expect(seen.has(`${typeOf(entry)}/${slug}`)).toBe(false);
      seen.add(`${typeOf(entry)}/${slug}`);
      const date = en<string>(entry, 'publishDate');
      if (!date) continue;
      expect(dates.has(date)).toBe(false);
      dates.add(date);
      expect(date >= '2025-01-01' && date < '2026-11-21').toBe(true);
    }
  });

  it('exercises the optional-field paths', () => {
    const articles = space.entries.filter((e) => ARTICLE_TYPES.includes(typeOf(e)));
    expect(articles.some((e) => !('featuredImage' in e.fields))).toBe(true);
    expect(articles.some((e) => !('publishDate' in e.fields))).toBe(true);
    expect(articles.some((e) => !('tags' in e.fields))).toBe(true);
    expect(articles.some((e) => en<string[]>(e, 'tags')?.length === 0)).toBe(true);
    const tagged = articles.filter((e) => (en<string[]>(e, 'tags')?.length ?? 0) > 0);
    expect(tagged.length).toBeGreaterThan(0);
    for (const e of tagged) expect(en<string[]>(e, 'tags')!.length).toBeLessThanOrEqual(4);
    expect(articles.some((e) => 'seoTitle' in e.fields)).toBe(true);
    expect(articles.some((e) => !('seoTitle' in e.fields))).toBe(true);
  });

  it('has valid rich text covering every node type and mark the site renders', () => {
    const nodeTypes = new Set<string>();
    const marks = new Set<string>();
    for (const entry of space.entries) {
      const doc = richOf(entry)!;
      expect(validateRichTextDocument(doc), en<string>(entry, 'slug')).toEqual([]);
      walk(doc as unknown as RichNode, (node) => {
        nodeTypes.add(node.nodeType);
        node.marks?.forEach((m) => marks.add(m.type));
      });
    }
    const wanted = Object.values(BLOCKS).filter(
      (t) => !t.startsWith('table') && t !== BLOCKS.EMBEDDED_RESOURCE,
    );
    const wantedInlines = [
      INLINES.HYPERLINK,
      INLINES.ENTRY_HYPERLINK,
      INLINES.ASSET_HYPERLINK,
      INLINES.EMBEDDED_ENTRY,
    ];
    for (const type of [...wanted, ...wantedInlines]) expect(nodeTypes, type).toContain(type);
    for (const mark of [MARKS.BOLD, MARKS.ITALIC, MARKS.UNDERLINE, MARKS.CODE])
      expect(marks).toContain(mark);
  });

  it('resolves every link, embeds both an image and a PDF, and links across types', () => {
    const embeddedAssetTypes = new Set<string>();
    const crossLinks: string[] = [];
    const assetsById = new Map(space.assets.map((a) => [a.sys.id, a]));
    const entriesById = new Map(space.entries.map((e) => [e.sys.id, e]));
    for (const entry of space.entries) {
      const image = en<Link>(entry, 'featuredImage');
      if (image) expect(assetIds).toContain(image.sys.id);
      walk(richOf(entry) as unknown as RichNode, (node) => {
        if (node.nodeType === INLINES.HYPERLINK) expect(node.data.uri).toMatch(/^https:\/\//);
        const target = node.data.target;
        if (!target) return;
        const pool = target.sys.linkType === 'Asset' ? assetIds : entryIds;
        expect(pool, `${node.nodeType} in ${en<string>(entry, 'slug')}`).toContain(target.sys.id);
        if (node.nodeType === BLOCKS.EMBEDDED_ASSET) {
          const file = en<{ contentType: string }>(assetsById.get(target.sys.id)!, 'file')!;
          embeddedAssetTypes.add(file.contentType);
        }
        if (node.nodeType === INLINES.ENTRY_HYPERLINK) {
          const other = entriesById.get(target.sys.id)!;
          if (typeOf(other) !== typeOf(entry))
            crossLinks.push(`${typeOf(entry)}->${typeOf(other)}`);
        }
      });
    }
    expect(embeddedAssetTypes).toContain('image/jpeg');
    expect(embeddedAssetTypes).toContain('application/pdf');
    expect(crossLinks.length).toBeGreaterThanOrEqual(2);
  });

  it('ships every asset file with its declared size and dimensions', async () => {
    for (const asset of space.assets) {
      const file = en<{
        url: string;
        fileName: string;
        contentType: string;
        details: { size: number; image?: { width: number; height: number } };
      }>(asset, 'file')!;
      const host = file.contentType.startsWith('image/')
        ? 'images.ctfassets.net'
        : 'assets.ctfassets.net';
      expect(file.url).toMatch(
        new RegExp(`^//${host}/gqdemospace1/${asset.sys.id}/[0-9a-f]{32}/${file.fileName}$`),
      );
      expect((en<string>(asset, 'description') ?? '').length).toBeGreaterThan(20);
      const path = join(dir, file.url.slice(2));
      expect(statSync(path).size).toBe(file.details.size);
      if (file.contentType === 'application/pdf') {
        const pdf = readFileSync(path, 'latin1');
        const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
        expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
        const offsets = Array.from(pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm), (m) =>
          Number(m[1]),
        );
        expect(offsets.length).toBeGreaterThan(0);
        offsets.forEach((off, i) => expect(pdf.slice(off).startsWith(`${i + 1} 0 obj`)).toBe(true));
        continue;
      }
      const meta = await sharp(path).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'jpeg',
        file.details.image!.width,
        file.details.image!.height,
      ]);
      expect(file.details.size).toBeLessThan(250 * 1024);
    }
  });

  it('ships a 600x600 WebP for every featured merch product', async () => {
    const products = [...FEATURED_MERCH.teepublic, ...FEATURED_MERCH.redbubble];
    expect(products).toHaveLength(16);
    for (const product of products) {
      const meta = await sharp(join(dir, '../public', product.imageUrl)).metadata();
      expect([meta.format, meta.width, meta.height], product.imageUrl).toEqual(['webp', 600, 600]);
    }
  });
});
