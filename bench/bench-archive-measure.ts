/**
 * What `npm run bench:archive` measures on one built archive: the build folder, the feeds, a page's
 * bytes before first paint, and what a new reader's device downloads ahead of need.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { updateMirror, FetchError } from '../src/shared/mirror-update.ts';
import { emptyMirror, type Mirror } from '../src/shared/sync-mirror.ts';
import { pageFile } from '../src/shared/page-paths.ts';
import { criticalAssets, measure } from './bench-bytes.ts';

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
export const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/** Bytes and files under a folder. */
export function folderSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

/** Every feed file of the build (`feed.xml`, `atom.xml` at any depth) with its size. */
export function feedSizes(dist: string): { path: string; bytes: number }[] {
  return readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && (e.name === 'feed.xml' || e.name === 'atom.xml'))
    .map((e) => {
      const full = join(e.parentPath, e.name);
      return { path: full.slice(dist.length + 1), bytes: statSync(full).size };
    })
    .filter(({ path }) => path.split('/').length <= 2);
}

/** Gzipped HTML + render-blocking CSS + entry and preloaded JS of one prerendered page. */
export function pageBytes(dist: string, pathname: string): number | null {
  const file = pageFile(pathname);
  if (!file || !existsSync(join(dist, file))) return null;
  const html = readFileSync(join(dist, file), 'utf8');
  const bytes = measure(html, criticalAssets(html), dist);
  return bytes.html + bytes.css + bytes.js;
}

export interface Download {
  requests: number;
  bytes: number;
  gzip: number;
}

export interface CloudAccess {
  url: string;
  spaceId: string;
  accessToken: string;
}

/** The ahead-of-need logic itself, run in Node against the cloud: a first visit, then a later one. */
export async function aheadOfNeed(
  cloud: CloudAccess,
): Promise<{ first: Download; later: Download; mirror: Mirror }> {
  let tally: Download = { requests: 0, bytes: 0, gzip: 0 };
  const fetchJson = async (query: string): Promise<unknown> => {
    const response = await fetch(
      `${cloud.url}/spaces/${cloud.spaceId}/environments/master/${query}`,
      { headers: { Authorization: `Bearer ${cloud.accessToken}` } },
    );
    const text = await response.text();
    tally.requests++;
    tally.bytes += Buffer.byteLength(text);
    tally.gzip += gzipSync(text).length;
    if (!response.ok) throw new FetchError(response.status);
    return JSON.parse(text);
  };
  const mirror = await updateMirror(emptyMirror(), fetchJson);
  const first = tally;
  tally = { requests: 0, bytes: 0, gzip: 0 };
  await updateMirror(mirror, fetchJson);
  return { first, later: tally, mirror };
}

/**
 * The content service's full-text search, as an online visitor's search asks it (one request per
 * query, the newest 20 matches): the median answer time over the bench's queries, in ms.
 */
export async function onlineSearchMs(
  cloud: CloudAccess,
  queries: readonly string[],
): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    const url = new URL(`${cloud.url}/spaces/${cloud.spaceId}/environments/master/entries`);
    url.searchParams.set('query', query);
    url.searchParams.set('limit', '20');
    const started = performance.now();
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${cloud.accessToken}` },
    });
    await response.text();
    times.push(performance.now() - started);
  }
  return times;
}
