/**
 * What a page costs before its first paint, in gzipped bytes of HTML, JS and CSS. Two views, both
 * printed by `npm run bench`:
 * - critical set: read from the HTML itself: the document, its render-blocking stylesheets, its
 *   entry module script and every modulepreload (the JS the browser fetches at once to hydrate);
 * - before FCP: every request Lighthouse saw start before the observed first contentful paint.
 * Sizes are gzip level 9 of the built file (what the site server sends to a gzip client), so they do
 * not depend on which encoding Chromium happened to negotiate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type ByteKind = 'html' | 'js' | 'css';
export interface Bytes {
  html: number;
  js: number;
  css: number;
  files: { path: string; kind: ByteKind; gzip: number }[];
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

/** Same-origin paths of the files a page needs before it can paint and hydrate. */
export function criticalAssets(html: string): { path: string; kind: ByteKind }[] {
  const found: { path: string; kind: ByteKind }[] = [];
  // What <noscript> holds is for readers without scripts; a browser running them never loads it.
  const head = html.split(/<\/head>/i)[0].replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
  for (const tag of head.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    const media = attr(tag, 'media');
    if (!href) continue;
    // A stylesheet for another medium (print) does not block rendering.
    if (rel.includes('stylesheet') && (!media || media === 'all' || media === 'screen'))
      found.push({ path: href, kind: 'css' });
    else if (rel.includes('modulepreload')) found.push({ path: href, kind: 'js' });
  }
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (src && !/\basync\b/i.test(tag)) found.push({ path: src, kind: 'js' });
  }
  const seen = new Set<string>();
  return found.filter(
    ({ path }) => !/^[a-z]+:\/\//i.test(path) && !seen.has(path) && seen.add(path),
  );
}

export const gzipSize = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

/**
 * The app's shell chunk in a build (what every page evaluates before it hydrates): its file, its bytes
 * and its gzipped bytes; null when the build has none.
 */
export function shellSize(distDir: string): { file: string; bytes: number; gzip: number } | null {
  const file = readdirSync(join(distDir, 'assets')).find((name) => /^shell-[\w-]+\.js$/.test(name));
  if (!file) return null;
  const code = readFileSync(join(distDir, 'assets', file));
  return { file: `assets/${file}`, bytes: code.length, gzip: gzipSize(code) };
}

/** Gzipped bytes of the document plus the given same-origin files, read from the build. */
export function measure(
  html: string,
  assets: { path: string; kind: ByteKind }[],
  distDir: string,
): Bytes {
  const bytes: Bytes = { html: gzipSize(html), js: 0, css: 0, files: [] };
  for (const { path, kind } of assets) {
    const clean = decodeURIComponent(path.split(/[?#]/)[0]);
    if (clean.includes('..')) continue;
    const gzip = gzipSize(readFileSync(join(distDir, clean)));
    bytes[kind] += gzip;
    bytes.files.push({ path: clean, kind, gzip });
  }
  return bytes;
}

export function kindOfUrl(url: string, resourceType: string | undefined): ByteKind | null {
  if (resourceType === 'Document') return 'html';
  if (resourceType === 'Script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'Stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  return null;
}
