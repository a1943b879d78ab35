import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache.ts';
import {
  ImageParamError,
  isTransformable,
  paramsKey,
  parseImageParams,
  transformEtag,
  transformImage,
} from './image-transform.ts';

const parse = (query: string) => parseImageParams(new URLSearchParams(query));

/** A 800×600 photo-like source: noise compresses like a photo, so quality changes show in bytes. */
async function source(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i * 7919) % 251) ^ (i >> 9);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('parseImageParams', () => {
  it('reads the five parameters and ignores the rest', () => {
    expect(parse('w=320&h=240&fm=webp&q=70&fit=fill&fl=progressive')).toEqual({
      w: 320,
      h: 240,
      fm: 'webp',
      q: 70,
      fit: 'fill',
    });
    expect(parse('')).toBeNull();
    expect(parse('fl=progressive')).toBeNull();
  });

  it.each([
    'w=0',
    'w=4001',
    'w=12.5',
    'w=-3',
    'w=abc',
    'w=',
    'h=0',
    'q=0',
    'q=101',
    'fm=gif',
    'fm=WEBP',
    'fit=cover',
  ])('refuses %s', (query) => {
    expect(() => parse(query)).toThrow(ImageParamError);
  });

  it('accepts the bounds', () => {
    expect(parse('w=1&h=4000&q=100')).toEqual({ w: 1, h: 4000, q: 100 });
  });

  it('keys the same parameters in any order alike', () => {
    const a = parse('fm=webp&w=320')!;
    const b = parse('w=320&fm=webp')!;
    expect(paramsKey(a)).toBe(paramsKey(b));
    expect(transformEtag('"x"', a)).toBe(transformEtag('"x"', b));
    expect(transformEtag('"x"', a)).not.toBe(transformEtag('"y"', a));
    expect(transformEtag('"x"', a)).not.toBe(transformEtag('"x"', { ...a, q: 50 }));
  });

  it('only transforms raster files', () => {
    expect(isTransformable('a/b.jpg')).toBe(true);
    expect(isTransformable('a/b.PNG')).toBe(true);
    expect(isTransformable('a/b.svg')).toBe(false);
    expect(isTransformable('a/b.pdf')).toBe(false);
  });
});

describe('transformImage', () => {
  let jpg: Buffer;
  beforeAll(async () => {
    jpg = await source();
  });
  const meta = async (buffer: Buffer) => sharp(buffer).metadata();

  it('shrinks into the box keeping the ratio and converts the format', async () => {
    const out = await meta(await transformImage(jpg, 'x.jpg', { w: 320, fm: 'webp' }));
    expect([out.format, out.width, out.height]).toEqual(['webp', 320, 240]);
    const avif = await meta(await transformImage(jpg, 'x.jpg', { h: 150, fm: 'avif' }));
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 200, 150]);
  });

  it('never enlarges without a fit', async () => {
    const out = await meta(await transformImage(jpg, 'x.jpg', { w: 3000 }));
    expect([out.format, out.width, out.height]).toEqual(['jpeg', 800, 600]);
  });

  it('implements fill, thumb, scale, pad and crop', async () => {
    const box = { w: 100, h: 100 };
    for (const fit of ['fill', 'thumb', 'scale', 'pad', 'crop'] as const) {
      const out = await meta(await transformImage(jpg, 'x.jpg', { ...box, fit, fm: 'png' }));
      expect([fit, out.width, out.height]).toEqual([fit, 100, 100]);
    }
    const padded = await transformImage(jpg, 'x.jpg', { ...box, fit: 'pad', fm: 'png' });
    const { data } = await sharp(padded).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // top-left corner is padding: transparent
    const stretched = await meta(
      await transformImage(jpg, 'x.jpg', { w: 100, h: 20, fit: 'scale' }),
    );
    expect([stretched.width, stretched.height]).toEqual([100, 20]);
    const crop = await meta(await transformImage(jpg, 'x.jpg', { w: 2000, h: 50, fit: 'crop' }));
    expect([crop.width, crop.height]).toEqual([800, 50]);
  });

  it('lower quality gives fewer bytes', async () => {
    const high = await transformImage(jpg, 'x.jpg', { w: 400, fm: 'webp', q: 90 });
    const low = await transformImage(jpg, 'x.jpg', { w: 400, fm: 'webp', q: 30 });
    expect(low.length).toBeLessThan(high.length);
  });
});

describe('ImageCache', () => {
  it('shares a running job and evicts the least recently used past its budget', async () => {
    const cache = new ImageCache(10);
    let runs = 0;
    const make = (n: number) => async () => {
      runs++;
      return Buffer.alloc(n);
    };
    const [a, b] = await Promise.all([cache.get('a', make(4)), cache.get('a', make(4))]);
    expect(a).toBe(b);
    expect(runs).toBe(1);
    await cache.get('b', make(4));
    await cache.get('a', make(4)); // touch a: b is now the oldest
    await cache.get('c', make(4));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.size).toBe(8);
    await cache.get('huge', make(11));
    expect(cache.has('huge')).toBe(false);
  });
});
