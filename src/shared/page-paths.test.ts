/** The one slug ↔ URL ↔ file mapping: any string either round-trips or is refused, never escapes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_COMPONENT,
  canonicalPath,
  fileComponentsToSlugs,
  pageCacheKey,
  pageFile,
  segmentToSlug,
  slugPath,
  slugToFileComponents,
  slugToSegment,
} from './page-paths';
import { isWellFormed } from './safe-text';

/** Where a relative file path lands, resolved the way a file system does (`..` steps up). */
function landing(file: string): string[] {
  const at: string[] = [];
  for (const part of file.split('/'))
    if (part === '..') at.pop();
    else if (part !== '.' && part !== '') at.push(part);
  return at;
}

const utf8 = (text: string) => new TextEncoder().encode(text).length;

/** Any UTF-16 string, lone surrogates and control characters included, up to Contentful's 256. */
const anyString = fc.string({ unit: 'binary', maxLength: 256 });
/** Mostly the characters a hostile slug is made of, so the dot and escape cases come up often. */
const hostile = fc.string({
  unit: fc.constantFrom('.', '/', '%', '?', '#', ';', '+', '\\', '\0', '\u202e', '名', '😀', 'a'),
  maxLength: 256,
});

describe('slug → file path', () => {
  it('maps every well-formed string inside the build folder and back, in short components', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, hostile), (slug) => {
        const components = slugToFileComponents(slug);
        if (slug === '' || !isWellFormed(slug)) {
          expect(components).toBeNull();
          return;
        }
        expect(components).not.toBeNull();
        for (const name of components!) {
          expect(['', '.', '..']).not.toContain(name);
          expect(name).not.toMatch(/[/\\\0]/);
          expect(utf8(name)).toBeLessThanOrEqual(MAX_FILE_COMPONENT);
        }
        const file = ['news', ...components!, 'index.html'].join('/');
        expect(landing(file)).toEqual(file.split('/'));
        expect(fileComponentsToSlugs(components!)).toEqual([slug]);
        expect(pageFile(slugPath('/news', slug)!)).toBe(file);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps two slugs apart even when one is the other cut at a piece boundary', () => {
    const long = 'x'.repeat(MAX_FILE_COMPONENT - 1);
    const a = pageFile(`/news/${long}`);
    const b = pageFile(`/news/${long}index.html`);
    const c = pageFile(`/news/${long}/index.html`);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('splits a 256-character CJK slug (2304 bytes encoded) into pieces under NAME_MAX', () => {
    const slug = '名'.repeat(256);
    const components = slugToFileComponents(slug)!;
    expect(components.length).toBeGreaterThan(10);
    expect(Math.max(...components.map(utf8))).toBeLessThanOrEqual(MAX_FILE_COMPONENT);
    expect(fileComponentsToSlugs(components)).toEqual([slug]);
  });

  it('never lets a slug name a file the build writes beside the pages', () => {
    for (const slug of ['..', '.', '../../x', 'index.html', 'feed.xml', 'a/b'])
      expect(pageFile(slugPath('/news', slug)!)).toMatch(/^news\/[^.]+\/index\.html$/);
  });
});

describe('slug → URL segment', () => {
  it('round-trips every well-formed string through one encoding and one decoding', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, hostile), (slug) => {
        const segment = slugToSegment(slug);
        if (slug === '' || !isWellFormed(slug)) {
          expect(segment).toBeNull();
          return;
        }
        expect(segment).toMatch(/^[\x21-\x7e]+$/);
        expect(segment).not.toMatch(/[/?#]/);
        expect(segmentToSlug(segment!)).toBe(slug);
        // What a browser would request: the URL parser keeps the segment as it is.
        const url = new URL(`http://x/news/${segment}`);
        expect(url.pathname).toBe(`/news/${segment}`);
        expect(canonicalPath(url.pathname)).toBe(`/news/${segment}`);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the dot slugs a form URL parsers keep', () => {
    expect(slugToSegment('..')).toBe('..;');
    expect(slugToSegment('.')).toBe('.;');
    expect(new URL('http://x/news/..;').pathname).toBe('/news/..;');
    expect(segmentToSlug('..;')).toBe('..');
    expect(segmentToSlug('%2E%2E%3B')).toBe('..;');
  });

  it('decodes once: %252e%252e is the slug %2e%2e, not ..', () => {
    expect(segmentToSlug('%252e%252e')).toBe('%2e%2e');
    expect(slugToSegment('%2e%2e')).toBe('%252e%252e');
    expect(slugPath('/news', '2024/05/launch-day')).toBe('/news/2024%2F05%2Flaunch-day');
  });

  it('refuses malformed escapes instead of guessing', () => {
    expect(segmentToSlug('%')).toBeNull();
    expect(segmentToSlug('%ED%A0%80')).toBeNull();
    expect(pageFile('/news/%zz')).toBeNull();
    expect(canonicalPath('/news/%')).toBeNull();
  });

  it('keys page copies by one spelling of the path, without the fragment', () => {
    expect(pageCacheKey('http://x/news/caf%c3%a9#top')).toBe('http://x/news/caf%C3%A9');
    expect(pageCacheKey('http://x/news/caf%C3%A9?a=1')).toBe('http://x/news/caf%C3%A9?a=1');
  });
});
