/** Deterministic ids, tokens and randomness, so regenerating yields byte-identical output. */
import { createHash } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 22-character base62 id, the shape Contentful gives its own entries and assets. */
function contentfulId(key: string): string {
  const bytes = createHash('sha256').update(key).digest();
  let id = '';
  for (let i = 0; i < 22; i++) id += BASE62[bytes[i] % 62];
  return id;
}

/** The 32-hex path segment Contentful puts in asset URLs. */
export function fileToken(key: string): string {
  return createHash('md5').update(`token:${key}`).digest('hex');
}

export const entryId = (type: string, slug: string) => contentfulId(`entry:${type}/${slug}`);
export const assetId = (key: string) => contentfulId(`asset:${key}`);

/** mulberry32: tiny, fast and good enough for picking art parameters. */
export function prng(seed: string): () => number {
  let a = createHash('sha1').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T =>
  list[Math.floor(rnd() * list.length)];
