import { describe, expect, it } from 'vitest';
import {
  candidateWidths,
  imageUrl,
  isTransformableImage,
  responsiveSources,
  SRCSET_WIDTHS,
} from './image-url';

const CTF = 'https://images.ctfassets.net/space1/asset1/token1/photo.jpg';
const LOCAL = 'http://127.0.0.1:4321/files/images.ctfassets.net/space1/asset1/token1/photo.png';

describe('imageUrl', () => {
  it('adds the parameters to Contentful and local cloud image URLs', () => {
    expect(imageUrl(CTF, { w: 640, fm: 'webp', q: 70 })).toBe(`${CTF}?w=640&fm=webp&q=70`);
    expect(imageUrl(LOCAL, { w: 320, h: 240, fit: 'fill' })).toBe(`${LOCAL}?w=320&h=240&fit=fill`);
  });

  it('replaces parameters already present and keeps other ones', () => {
    expect(imageUrl(`${CTF}?w=100&fl=progressive`, { w: 200 })).toBe(`${CTF}?w=200&fl=progressive`);
  });

  it('rounds and clamps sizes into the API range', () => {
    expect(imageUrl(CTF, { w: 9000, h: 0.2 })).toBe(`${CTF}?w=4000&h=1`);
    expect(imageUrl(CTF, { w: 333.6 })).toBe(`${CTF}?w=334`);
  });

  it.each([
    '/placeholder.svg',
    'https://images.ctfassets.net/space1/a/t/diagram.svg',
    'https://downloads.ctfassets.net/space1/a/t/issue.pdf',
    'http://127.0.0.1:4321/files/downloads.ctfassets.net/space1/a/t/issue.pdf',
    'https://example.com/photo.jpg',
    'not a url',
  ])('leaves %s alone', (url) => {
    expect(isTransformableImage(url)).toBe(false);
    expect(imageUrl(url, { w: 320, fm: 'webp' })).toBe(url);
    expect(responsiveSources(url)).toEqual({ src: url });
  });
});

describe('candidateWidths', () => {
  it('offers every width for a large or unknown original', () => {
    expect(candidateWidths(SRCSET_WIDTHS, 4000)).toEqual([...SRCSET_WIDTHS]);
    expect(candidateWidths(SRCSET_WIDTHS, undefined)).toEqual([...SRCSET_WIDTHS]);
  });

  it('never goes past the original, which joins as the largest', () => {
    expect(candidateWidths(SRCSET_WIDTHS, 1000)).toEqual([320, 480, 640, 960, 1000]);
    expect(candidateWidths(SRCSET_WIDTHS, 200)).toEqual([200]);
    expect(candidateWidths(SRCSET_WIDTHS, 1600)).toEqual([320, 480, 640, 960, 1280, 1600]);
  });
});

describe('responsiveSources', () => {
  it('builds a webp srcset with width descriptors and a middle src', () => {
    const { src, srcSet } = responsiveSources(CTF, { intrinsicWidth: 1200 });
    expect(src).toBe(`${CTF}?w=640&fm=webp&q=70`);
    expect(srcSet?.split(', ')).toEqual([
      `${CTF}?w=320&fm=webp&q=70 320w`,
      `${CTF}?w=480&fm=webp&q=70 480w`,
      `${CTF}?w=640&fm=webp&q=70 640w`,
      `${CTF}?w=960&fm=webp&q=70 960w`,
      `${CTF}?w=1200&fm=webp&q=70 1200w`,
    ]);
  });

  it('crops every candidate to the requested ratio', () => {
    const { srcSet } = responsiveSources(LOCAL, { aspect: 4 / 3, widths: [320, 480] });
    expect(srcSet).toBe(
      `${LOCAL}?w=320&h=240&fit=fill&fm=webp&q=70 320w, ${LOCAL}?w=480&h=360&fit=fill&fm=webp&q=70 480w`,
    );
  });

  it('falls back to the largest candidate when all are small', () => {
    expect(responsiveSources(CTF, { intrinsicWidth: 400 }).src).toBe(`${CTF}?w=400&fm=webp&q=70`);
  });
});

describe('URLs with more than a path', () => {
  it('keeps a fragment after the query and escapes values as the URL API does', () => {
    expect(imageUrl(`${CTF}?label=a b#frag`, { w: 320 })).toBe(`${CTF}?label=a+b&w=320#frag`);
    expect(imageUrl(`${CTF}#frag`, { w: 320 })).toBe(`${CTF}?w=320#frag`);
  });

  it('gives the same answer for the same image again, and a fresh object each time', () => {
    const first = responsiveSources(CTF, { intrinsicWidth: 700, aspect: 4 / 3 });
    const again = responsiveSources(CTF, { intrinsicWidth: 700, aspect: 4 / 3 });
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(responsiveSources(CTF, { intrinsicWidth: 700 })).not.toEqual(first);
  });
});
