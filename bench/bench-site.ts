/**
 * What the Lighthouse benchmarks share: the local cloud with the demo content (or the demo grown to
 * BENCH_GROW articles), a production build with the prerender step (or the last one,
 * BENCH_SKIP_BUILD=1), the site server over it, the "hour after the build" copy, and the article page
 * every benchmark measures. Everything listens on 127.0.0.1 and `close()` stops it.
 */
import './bench-production.ts';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, localCloudEnv } from '../build/build-site.ts';
import { startLocalCloud, type LocalCloud } from '../local-cloud/local-cloud.ts';
import { startSiteServer } from '../local-cloud/site-server.ts';
import { growExport } from '../tests/support/grow-export.ts';
import { linkDemoAssets } from '../tests/support/temp-export.ts';
import { KINDS, KIND_ORDER } from '../src/content/kinds.ts';
import { pageFile, slugPath } from '../src/shared/page-paths.ts';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
/** How much older the aged copy's embedded data is: past every freshness window. */
export const AGE_MS = 60 * 60_000;
const CREDENTIALS = { spaceId: 'benchspace', accessToken: 'bench-token', anonKey: 'bench-anon' };

/** `--runs N` (or `--runs=N`), else BENCH_RUNS, else `fallback`: how many rounds a bench makes. */
export function runCount(argv: string[], fallback: number): number {
  const at = argv.findIndex((a) => a === '--runs' || a.startsWith('--runs='));
  const value = at < 0 ? process.env.BENCH_RUNS : (argv[at].split('=')[1] ?? argv[at + 1]);
  const runs = Number(value || fallback);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs wants a whole number ≥ 1, got ${value}`);
  return runs;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * A copy of the build as a reader meets it an hour after deployment: every page's embedded data
 * carries a fetchedAt an hour older and the files were written an hour ago (nothing else changes), so
 * it is past its freshness window.
 */
function agedCopy(dist: string): string {
  const aged = `${dist}-aged`;
  rmSync(aged, { recursive: true, force: true });
  cpSync(dist, aged, { recursive: true });
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(path, 'utf8');
        const older = html.replace(
          /"fetchedAt":(\d{13})/g,
          (_, at: string) => `"fetchedAt":${Number(at) - AGE_MS}`,
        );
        if (older !== html) writeFileSync(path, older);
        // The browser dates the data no earlier than the file's Last-Modified: age the file too.
        const then = new Date(Date.now() - AGE_MS);
        utimesSync(path, then, then);
      }
    }
  };
  walk(aged);
  return aged;
}

/**
 * Serve the page at `path` (a URL's path, a query string allowed) of the build in `distDir` as its
 * build just wrote it: the file's Last-Modified becomes ten seconds ago, and the browser dates the
 * page's embedded data no earlier (src/prerender-data.ts `seedsAsOf`, which takes a time within a few
 * seconds of now for a browser's stand-in and ignores it), so every freshness window holds and the
 * page does not ask for its data again. A bench that outlasts the shortest window (a list's five
 * minutes) calls it before each load of "the build as just made": without it, a page loaded later in
 * the run asks again as a page an hour old does, and a page cut shorter than its data is drawn whole
 * again. A path with no prerendered page of its own is left as it is.
 */
const JUST_BUILT_MS = 10_000;
export function asJustBuilt(distDir: string, path: string): void {
  const relative = pageFile(URL.parse(path, 'http://x')?.pathname ?? '/');
  const file = relative === null ? null : join(distDir, relative);
  if (file === null || !existsSync(file)) return;
  const written = new Date(Date.now() - JUST_BUILT_MS);
  utimesSync(file, written, written);
}

/** The newest entry of the first kind that has a featured image: its image is the page's LCP. */
async function findArticlePath(cloud: LocalCloud): Promise<string> {
  const kind = KIND_ORDER[0];
  const query = new URLSearchParams({
    content_type: KINDS[kind].contentType,
    order: '-fields.publishDate',
    'fields.featuredImage[exists]': 'true',
    limit: '1',
  });
  const res = await fetch(
    `${cloud.url}/spaces/${cloud.spaceId}/environments/master/entries?${query}`,
    { headers: { Authorization: `Bearer ${cloud.accessToken}` } },
  );
  const body = (await res.json()) as { items?: { fields: { urlSlug?: string } }[] };
  const slug = body.items?.[0]?.fields.urlSlug;
  const path = slug ? slugPath(KINDS[kind].path, slug) : null;
  if (!path) throw new Error(`No ${kind} entry with a featured image in the export`);
  return path;
}

export interface BenchSite {
  dist: string;
  cloud: LocalCloud;
  /** The build as just made. */
  url: string;
  /** The same build an hour later (null when BENCH_STALE=0 or the build has no prerender). */
  agedUrl: string | null;
  articlePath: string;
  close(): Promise<void>;
}

/**
 * The export the benchmarks serve: the demo content, or with BENCH_GROW=N the demo grown to N articles
 * (clones spread over the five kinds), so that lists have numbered pages to measure: 520 gives every
 * kind more than 100 articles. The grown copy goes into `dir`, beside links to the demo's asset files.
 */
export function benchExport(dir: string): string {
  const demo = join(ROOT, 'demo-content/export.json');
  const grow = process.env.BENCH_GROW?.trim();
  if (!grow) return demo;
  const articles = Number(grow);
  if (!Number.isInteger(articles) || articles < 1)
    throw new Error(`BENCH_GROW wants a whole number of articles, got "${grow}"`);
  mkdirSync(dir);
  const path = join(dir, 'export.json');
  writeFileSync(path, JSON.stringify(growExport(JSON.parse(readFileSync(demo, 'utf8')), articles)));
  linkDemoAssets(dir);
  console.log(`Serving the demo grown to ${articles} articles (BENCH_GROW).`);
  return path;
}

/** Ports: site `base`, local cloud `base + 1`, the aged copy `base + 2`. */
export async function startBenchSite(base: number): Promise<BenchSite> {
  const siteUrl = `http://127.0.0.1:${base}`;
  const cloudUrl = `http://127.0.0.1:${base + 1}`;
  const dist = `dist-bench-${base}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const cloud = await startLocalCloud({
    port: base + 1,
    exportPath: benchExport(join(dataDir, 'grown')),
    dataDir,
    siteUrl,
    ...CREDENTIALS,
  });
  const servers: Awaited<ReturnType<typeof startSiteServer>>[] = [];
  const close = async () => {
    await Promise.all(servers.map((s) => s.close()));
    await cloud.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const prerender = process.env.BENCH_PRERENDER !== '0';
    if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(ROOT, dist, 'index.html'))) {
      console.log(`Building ${dist} (prerender: ${prerender}) against the local cloud…`);
      const env = localCloudEnv({
        contentHost: cloudUrl,
        spaceId: cloud.spaceId,
        accessToken: cloud.accessToken,
        functionsUrl: `${cloudUrl}/functions/v1`,
        anonKey: cloud.anonKey,
        siteUrl,
      });
      await buildSite(ROOT, dist, env, { prerender });
    }
    const site = await startSiteServer({ port: base, distDir: join(ROOT, dist) });
    servers.push(site);
    let agedUrl: string | null = null;
    if (process.env.BENCH_STALE !== '0' && prerender) {
      const aged = await startSiteServer({ port: base + 2, distDir: agedCopy(join(ROOT, dist)) });
      servers.push(aged);
      agedUrl = aged.url;
    }
    return {
      dist,
      cloud,
      url: site.url,
      agedUrl,
      articlePath: await findArticlePath(cloud),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The first path of the sitemap under `prefix` (a post, a tag), or null when it lists none. */
function sitemapPath(sitemap: string, prefix: string): string | null {
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname;
    if (path.startsWith(prefix) && path.length > prefix.length) return path;
  }
  return null;
}

/**
 * The pages the speed benchmarks measure, by name: home, a list and its second page, the article, a
 * post, the search form, a page of results and a tag. BENCH_PAGES=home,article keeps only those
 * named; a page this build lacks (no second page, no tag) is skipped with a line saying so.
 */
export async function benchPages(bench: BenchSite): Promise<{ name: string; path: string }[]> {
  const sitemap = await (await fetch(`${bench.url}/sitemap.xml`)).text();
  const list = KINDS[KIND_ORDER[0]].path;
  const candidates = [
    { name: 'home', path: '/' },
    { name: 'list', path: list },
    { name: 'list page 2', path: `${list}/page/2` },
    { name: 'article', path: bench.articlePath },
    { name: 'post', path: sitemapPath(sitemap, '/posts/') },
    { name: 'search', path: '/search' },
    { name: 'search results', path: '/search?q=octavia' },
    { name: 'tag', path: sitemapPath(sitemap, '/tags/') },
    { name: 'saved', path: '/saved' },
  ];
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages: { name: string; path: string }[] = [];
  for (const { name, path } of candidates) {
    if (wanted && !wanted.includes(name)) continue;
    const status = path ? (await fetch(`${bench.url}${path}`)).status : 0;
    if (path && status === 200) pages.push({ name, path });
    else
      console.log(`skipped ${name}: ${path ?? 'no such page in the sitemap'} (${status || 'n/a'})`);
  }
  return pages;
}
