import { describe, expect, it } from 'vitest';
import { normaliseArticle, normalisePost, normaliseSummary } from './normalise';
import { normaliseAsset } from './normalise-asset';
import { paragraphDoc } from '../../tests/rich-text-doc';

const asset = (url: unknown, extra: Record<string, unknown> = {}) => ({
  sys: { type: 'Asset', id: 'a1' },
  fields: {
    title: 'Cover',
    description: 'A ship',
    file: {
      url,
      contentType: 'image/jpeg',
      details: { size: 1234, image: { width: 800, height: 600 } },
    },
    ...extra,
  },
});

const entry = (fields: Record<string, unknown>, contentType = 'discussions') => ({
  sys: {
    id: 'e1',
    type: 'Entry',
    contentType: { sys: { id: contentType } },
    updatedAt: '2024-05-01T10:00:00Z',
  },
  fields,
});

describe('normaliseSummary fallbacks', () => {
  it('prefers urlSlug, then slug', () => {
    expect(normaliseSummary(entry({ urlSlug: 'u', slug: 's' })).slug).toBe('u');
    expect(normaliseSummary(entry({ slug: 's' })).slug).toBe('s');
    expect(normaliseSummary(entry({ urlSlug: '', slug: 's' })).slug).toBe('s');
    expect(normaliseSummary(entry({})).slug).toBe('');
  });

  it('prefers title, then headline, then Untitled', () => {
    expect(normaliseSummary(entry({ title: 'T', headline: 'H' })).title).toBe('T');
    expect(normaliseSummary(entry({ headline: 'H' })).title).toBe('H');
    expect(normaliseSummary(entry({ title: null, headline: 42 })).title).toBe('Untitled');
  });

  it('prefers excerpt, then description', () => {
    expect(normaliseSummary(entry({ excerpt: 'E', description: 'D' })).excerpt).toBe('E');
    expect(normaliseSummary(entry({ description: 'D' })).excerpt).toBe('D');
    expect(normaliseSummary(entry({})).excerpt).toBe('');
  });

  it('prefers coverImage, then featuredImage', () => {
    const cover = asset('//images.example/cover.jpg');
    const featured = asset('//images.example/featured.jpg');
    expect(normaliseSummary(entry({ coverImage: cover, featuredImage: featured })).image?.url).toBe(
      'https://images.example/cover.jpg',
    );
    expect(normaliseSummary(entry({ featuredImage: featured })).image?.url).toBe(
      'https://images.example/featured.jpg',
    );
    const unresolved = { sys: { type: 'Link', linkType: 'Asset', id: 'x' } };
    expect(
      normaliseSummary(entry({ coverImage: unresolved, featuredImage: featured })).image?.url,
    ).toBe('https://images.example/featured.jpg');
    expect(normaliseSummary(entry({ coverImage: unresolved })).image).toBeNull();
  });

  it('keeps only string tags', () => {
    expect(normaliseSummary(entry({ tags: ['a', 3, null, 'b', { x: 1 }] })).tags).toEqual([
      'a',
      'b',
    ]);
    expect(normaliseSummary(entry({ tags: 'a,b' })).tags).toEqual([]);
  });

  it('gives an ISO publishDate or null', () => {
    expect(normaliseSummary(entry({ publishDate: '2024-03-05' })).publishDate).toBe(
      '2024-03-05T00:00:00.000Z',
    );
    expect(normaliseSummary(entry({ publishDate: 'not a date' })).publishDate).toBeNull();
    expect(normaliseSummary(entry({ publishDate: 12 })).publishDate).toBeNull();
  });

  it('reads id and content type from sys', () => {
    const summary = normaliseSummary(entry({}, 'news'));
    expect(summary.id).toBe('e1');
    expect(summary.contentType).toBe('news');
  });

  it('never throws on garbage', () => {
    for (const raw of [
      null,
      undefined,
      1,
      'x',
      [],
      {},
      { sys: null, fields: null },
      { fields: [] },
    ]) {
      expect(() => normaliseSummary(raw)).not.toThrow();
      expect(() => normaliseArticle(raw, 'news')).not.toThrow();
      expect(() => normalisePost(raw)).not.toThrow();
    }
    expect(normaliseSummary(null)).toEqual({
      id: '',
      contentType: '',
      slug: '',
      title: 'Untitled',
      excerpt: '',
      publishDate: null,
      image: null,
      tags: [],
    });
  });
});

describe('normaliseAsset', () => {
  it('prefixes protocol-relative URLs with https: and keeps absolute ones', () => {
    expect(normaliseAsset(asset('//x.example/a.png'))?.url).toBe('https://x.example/a.png');
    expect(normaliseAsset(asset('http://127.0.0.1:4174/files/a.png'))?.url).toBe(
      'http://127.0.0.1:4174/files/a.png',
    );
    expect(normaliseAsset(asset('https://x.example/a.png'))?.url).toBe('https://x.example/a.png');
  });

  it('refuses assets without a usable URL', () => {
    expect(normaliseAsset(asset('javascript:alert(1)'))).toBeNull();
    expect(normaliseAsset(asset(undefined))).toBeNull();
    expect(normaliseAsset({ sys: { type: 'Link', id: 'x' } })).toBeNull();
  });

  it('copies sizes only when they are numbers', () => {
    expect(normaliseAsset(asset('//x/a.png'))).toEqual({
      id: 'a1',
      url: 'https://x/a.png',
      title: 'Cover',
      description: 'A ship',
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
      size: 1234,
    });
    const noSizes = asset('//x/a.png');
    noSizes.fields.file.details = { size: '12', image: { width: null, height: 'big' } } as never;
    const result = normaliseAsset(noSizes);
    expect(result).not.toHaveProperty('width');
    expect(result).not.toHaveProperty('size');
  });
});

describe('normaliseArticle and normalisePost', () => {
  it('fills SEO fields with empty strings and keeps the kind', () => {
    const article = normaliseArticle(entry({ title: 'T', seoTitle: 'S' }), 'reviews');
    expect(article.kind).toBe('reviews');
    expect(article.seoTitle).toBe('S');
    expect(article.seoDescription).toBe('');
    expect(article.body).toBeNull();
    expect(article.updatedAt).toBe('2024-05-01T10:00:00.000Z');
  });

  it('reads a post: slug, author, content', () => {
    const doc = { nodeType: 'document', data: {}, content: [] };
    const post = normalisePost(
      entry({ slug: 'p', author: 'Ada', content: doc, title: 'P' }, 'post'),
    );
    expect(post).toMatchObject({ slug: 'p', author: 'Ada', title: 'P', contentType: 'post' });
    expect(post.content).toEqual(doc);
    expect(normalisePost(entry({ author: 7 }, 'post')).author).toBe('');
  });
});

describe('text cleaning', () => {
  const odd = 'A\u0000B\u0007C\r\nD \ud83d';
  const shown = 'A\ufffdB\ufffdC\nD \ufffd';
  const body = paragraphDoc(odd);

  it('cleans every shown field and keeps slugs and ids exactly as typed', () => {
    const raw = entry({
      urlSlug: `slug${odd}`,
      title: odd,
      excerpt: odd,
      tags: [odd],
      seoTitle: odd,
      seoDescription: odd,
      body,
      featuredImage: asset('//img/x.jpg', { title: odd, description: odd }),
    });
    const article = normaliseArticle(raw, 'discussions');
    expect(article.slug).toBe(`slug${odd}`);
    expect(article).toMatchObject({
      title: shown,
      excerpt: shown,
      tags: [shown],
      seoTitle: shown,
      seoDescription: shown,
      image: { title: shown, description: shown },
    });
    expect(JSON.stringify(article.body)).toContain(JSON.stringify(shown));
    const post = normalisePost(
      entry({ slug: odd, title: odd, author: odd, content: body }, 'post'),
    );
    // The excerpt comes from the body's first paragraph, its whitespace collapsed.
    expect(post).toMatchObject({
      slug: odd,
      title: shown,
      author: shown,
      excerpt: 'A\ufffdB\ufffdC D \ufffd',
    });
    const long = {
      ...body,
      content: [
        {
          ...body.content[0],
          content: [{ nodeType: 'text', value: `${'x'.repeat(198)}😀 tail`, marks: [], data: {} }],
        },
      ],
    };
    expect(normalisePost(entry({ content: long }, 'post')).excerpt).toBe(
      'x'.repeat(198) + '\ufffd…',
    );
  });
});
