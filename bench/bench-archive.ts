/**
 * `npm run bench:archive`: what an archive of thousands of articles costs compared with one of 50.
 * For each size (BENCH_ARCHIVE_SIZES, default 50,2000,5000,10000 articles) the demo content is grown
 * in a temp folder (tests/support/grow-export.ts), served by the local cloud in a process of its own
 * and built + prerendered in another, then it prints: build time and peak memory, the build folder's
 * size, every feed's size, the home page's and an article page's bytes before first paint, the first
 * visit's and a later visit's ahead-of-need download, search on the device over what that first visit
 * stored (index build and query times) and online (the content service's full-text query), the local
 * cloud's memory, and the incremental
 * prerender after one article's title changes in the export (median of BENCH_INCREMENTAL_RUNS, 3):
 * an old article's (mid-archive, on no feed, home section or first list page; each run changes another
 * one), the newest article's (on all of those), and no change at all. Figures, never pass/fail.
 * BENCH_KEEP=1 keeps the temp folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { localCloudEnv } from '../build/build-site.ts';
import { growExport } from '../tests/support/grow-export.ts';
import { linkDemoAssets } from '../tests/support/temp-export.ts';
import {
  aheadOfNeed,
  feedSizes,
  folderSize,
  kib,
  mib,
  onlineSearchMs,
  pageBytes,
  type CloudAccess,
} from './bench-archive-measure.ts';
import { measureDeviceSearch, median, ms, SEARCH_QUERIES } from './search-measure.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const demo = join(root, 'demo-content');
const child = join(root, 'bench/bench-archive-child.ts');
const sizes = (process.env.BENCH_ARCHIVE_SIZES || '50,2000,5000,10000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  maxRss: number;
}

/** The demo's newest news article: it stays the newest at every size, so its page is comparable. */
function articlePath(): string {
  const data = JSON.parse(readFileSync(join(demo, 'export.json'), 'utf8'));
  const news = data.entries
    .filter(
      (e: { sys: { contentType: { sys: { id: string } } } }) => e.sys.contentType.sys.id === 'news',
    )
    .map((e: { fields: { urlSlug: { 'en-US': string }; publishDate: { 'en-US': string } } }) => ({
      slug: e.fields.urlSlug['en-US'],
      date: e.fields.publishDate['en-US'],
    }))
    .sort((a: { date: string }, b: { date: string }) => (a.date < b.date ? 1 : -1));
  return `/news/${encodeURIComponent(news[0].slug)}`;
}

function tsx(args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, ['--expose-gc', '--import', 'tsx', child, ...args], {
    cwd: root,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

/** The cloud child: its access line, then one memory line per question. */
async function startCloud(exportPath: string, dataDir: string) {
  const proc = tsx(['cloud', exportPath, dataDir]);
  const lines: Interface = createInterface({ input: proc.stdout! });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const { value, done } = await iterator.next();
    if (done) throw new Error('local cloud process ended early');
    return value as string;
  };
  const access = JSON.parse(await next()) as CloudAccess & { anonKey: string };
  return {
    access,
    memory: async (): Promise<Memory> => {
      proc.stdin!.write('mem\n');
      return JSON.parse(await next()) as Memory;
    },
    stop: () =>
      new Promise<void>((done) => {
        proc.once('exit', () => done());
        proc.stdin!.write('stop\n');
      }),
  };
}

const incrementalRuns = Number(process.env.BENCH_INCREMENTAL_RUNS || 3);

async function build(
  access: CloudAccess & { anonKey: string },
  outDir: string,
  mode: 'build' | 'prerender' = 'build',
) {
  const env = {
    ...process.env,
    ...localCloudEnv({
      contentHost: access.url,
      spaceId: access.spaceId,
      accessToken: access.accessToken,
      functionsUrl: `${access.url}/functions/v1`,
      anonKey: access.anonKey,
      siteUrl: 'http://127.0.0.1:4173',
    }),
  };
  const started = performance.now();
  const proc = tsx([mode, outDir], env);
  let out = '';
  proc.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((done) => proc.once('exit', done));
  if (code !== 0) throw new Error(`build failed (exit ${code}):\n${out}`);
  // PRERENDER_TIMINGS=1: the prerender's phases, as it printed them.
  for (const line of out.split('\n')) if (line.startsWith('prerender: timings')) console.log(line);
  const last =
    out
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .pop() ?? '{}';
  return {
    seconds: (performance.now() - started) / 1000,
    maxRss: (JSON.parse(last) as Memory).maxRss,
    /** The prerender's own summary line: how many files it wrote and removed. */
    summary: /\(\d+ files written, \d+ removed\)/.exec(out)?.[0] ?? '',
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- export JSON is edited as data
type Item = any;

/**
 * Changes the title of the article `n` places from the newest clone, as an editor's publish would
 * (a new published version), and rewrites the export the cloud serves.
 */
/** What an edit changed: the entry's content type and its new title. */
interface Edit {
  contentType: string;
  title: string;
}

function retitle(exportPath: string, data: { entries: Item[] }, n: number): Edit {
  const clones = data.entries.filter((e: Item) => e.fields.urlSlug);
  const target = clones[Math.floor(clones.length / 2) + n];
  const title = `Retitled for bench run ${n}`;
  target.fields.title = { 'en-US': title };
  target.sys.publishedCounter = (target.sys.publishedCounter ?? 1) + 1;
  writeFileSync(exportPath, JSON.stringify(data));
  return { contentType: target.sys.contentType.sys.id, title };
}

/**
 * Changes the title of the newest article (by publish date): the common edit, whose article is in the
 * feeds, on the home page, on its kind's first list page and on its tags' pages.
 */
function retitleNewest(exportPath: string, data: { entries: Item[] }, n: number): Edit {
  const dated = data.entries.filter(
    (e: Item) => e.fields.urlSlug && typeof e.fields.publishDate?.['en-US'] === 'string',
  );
  const newest = dated.reduce((a: Item, b: Item) =>
    b.fields.publishDate['en-US'] > a.fields.publishDate['en-US'] ? b : a,
  );
  const title = `Newest, retitled for bench run ${n}`;
  newest.fields.title = { 'en-US': title };
  newest.sys.publishedCounter = (newest.sys.publishedCounter ?? 1) + 1;
  writeFileSync(exportPath, JSON.stringify(data));
  return { contentType: newest.sys.contentType.sys.id, title };
}

type Retitle = typeof retitle;

/**
 * Waits until the cloud serves the export as just written (the entry titled `title`): it re-reads a
 * 46 MB export at 10,000 articles, which a real space never does, and a build started meanwhile waited
 * for it inside its own time, or on a busy machine gave up after its 15 s timeout.
 */
async function servedTitle(access: CloudAccess, { contentType, title }: Edit): Promise<void> {
  const query = new URLSearchParams({
    content_type: contentType,
    'fields.title': title,
    limit: '1',
    select: 'sys.id',
  });
  const url = `${access.url}/spaces/${access.spaceId}/environments/master/entries?${query}`;
  const until = Date.now() + 10 * 60_000;
  while (Date.now() < until) {
    const found = await fetch(url, { headers: { Authorization: `Bearer ${access.accessToken}` } })
      .then((res) => (res.ok ? (res.json() as Promise<{ total?: number }>) : null))
      .catch(() => null);
    if (found?.total) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the local cloud did not serve "${title}" within 10 minutes`);
}

/** The incremental prerender after one title change, `runs` times, and once after no change. */
async function incremental(
  access: CloudAccess & { anonKey: string },
  dist: string,
  exportPath: string,
  data: { entries: Item[] },
  change: Retitle = retitle,
) {
  const changed = [];
  for (let n = 0; n < incrementalRuns; n++) {
    await servedTitle(access, change(exportPath, data, n));
    changed.push(await build(access, dist, 'prerender'));
  }
  const unchanged = await build(access, dist, 'prerender');
  return {
    seconds: median(changed.map((r) => r.seconds)),
    runs: changed.map((r) => r.seconds),
    maxRss: Math.max(...changed.map((r) => r.maxRss)),
    summary: changed[changed.length - 1].summary,
    unchanged,
  };
}

async function benchSize(articles: number, article: string) {
  const dir = mkdtempSync(join(tmpdir(), `gq-archive-${articles}-`));
  const data = growExport(JSON.parse(readFileSync(join(demo, 'export.json'), 'utf8')), articles);
  writeFileSync(join(dir, 'export.json'), JSON.stringify(data));
  linkDemoAssets(dir);
  const exportSize = Buffer.byteLength(JSON.stringify(data));
  const cloud = await startCloud(join(dir, 'export.json'), join(dir, 'data'));
  try {
    const atStart = await cloud.memory();
    // Inside the project: the prerender's server bundle resolves react and friends from node_modules.
    const dist = join(root, `dist-bench-archive-${articles}`);
    const built = await build(cloud.access, dist);
    const afterBuild = await cloud.memory();
    const ahead = await aheadOfNeed(cloud.access);
    const afterAhead = await cloud.memory();
    const search = await measureDeviceSearch(ahead.mirror);
    const online = await onlineSearchMs(cloud.access, SEARCH_QUERIES);
    // Last: each changed export is one more generation the cloud keeps for its sync tokens.
    const again = await incremental(cloud.access, dist, join(dir, 'export.json'), data);
    const newest = await incremental(
      cloud.access,
      dist,
      join(dir, 'export.json'),
      data,
      retitleNewest,
    );
    const size = folderSize(dist);
    const feeds = feedSizes(dist);
    console.log(
      `\n== ${articles} articles (${data.entries.length} entries, export ${mib(exportSize)}) ==`,
    );
    console.log(
      `full build + prerender: ${built.seconds.toFixed(1)} s, peak memory ${mib(built.maxRss)}`,
    );
    console.log(`dist/: ${mib(size.bytes)} in ${size.files} files`);
    console.log(
      `feeds: largest ${kib(Math.max(...feeds.map((f) => f.bytes)))}; ` +
        feeds.map((f) => `${f.path} ${kib(f.bytes)}`).join(', '),
    );
    const home = pageBytes(dist, '/');
    const page = pageBytes(dist, article);
    console.log(
      `before first paint (gzip HTML+CSS+JS): home ${home === null ? '—' : kib(home)}, ` +
        `article ${article} ${page === null ? '—' : kib(page)}`,
    );
    console.log(
      `ahead of need, first visit: ${ahead.first.requests} requests, ${kib(ahead.first.bytes)} JSON ` +
        `(${kib(ahead.first.gzip)} gzip); later visit, nothing new: ${ahead.later.requests} requests, ` +
        `${kib(ahead.later.bytes)}`,
    );
    console.log(
      `local cloud RSS: after start ${mib(atStart.rss)}, after serving the build ${mib(afterBuild.rss)}, ` +
        `after ahead of need ${mib(afterAhead.rss)}; peak ${mib(afterAhead.maxRss)} (heap ${mib(afterAhead.heapUsed)}, external ${mib(afterAhead.external)})`,
    );
    console.log(
      `incremental prerender after the NEWEST article's title changes (in the feeds, home, its first ` +
        `list page and tag pages): median ${newest.seconds.toFixed(1)} s of ` +
        `${newest.runs.map((t) => t.toFixed(1)).join(', ')} ${newest.summary}, peak memory ` +
        `${mib(newest.maxRss)}`,
    );
    console.log(
      `incremental prerender after an OLD article's title changes (mid-archive, in no feed, home ` +
        `section or first list page): median ${again.seconds.toFixed(1)} s of ` +
        `${again.runs.map((t) => t.toFixed(1)).join(', ')} ${again.summary}, peak memory ` +
        `${mib(again.maxRss)}; with nothing changed ${again.unchanged.seconds.toFixed(1)} s ` +
        again.unchanged.summary,
    );
    console.log(`search on the device, over what the first visit stored: ${search}`);
    console.log(
      `search online (the content service's full-text query, newest 20): median ${ms(median(online))} ` +
        `over ${online.length} queries`,
    );
    return { articles, built, again, newest, size, feeds, home, page, ahead, cloud: afterAhead };
  } finally {
    await cloud.stop();
    const out = join(root, `dist-bench-archive-${articles}`);
    const kept = [dir, out, `${out}-ssr`];
    if (process.env.BENCH_KEEP === '1') console.log(`kept ${kept.join(' and ')}`);
    else for (const folder of kept) rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  const article = articlePath();
  const rows = [];
  for (const articles of sizes) rows.push(await benchSize(articles, article));
  console.log(
    '\narticles | build s | build peak | incremental s (old / newest article) | dist | largest feed | home | article | first visit JSON | cloud peak',
  );
  for (const r of rows)
    console.log(
      [
        r.articles,
        r.built.seconds.toFixed(1),
        mib(r.built.maxRss),
        `${r.again.seconds.toFixed(1)} / ${r.newest.seconds.toFixed(1)}`,
        mib(r.size.bytes),
        kib(Math.max(...r.feeds.map((f) => f.bytes))),
        r.home === null ? '—' : kib(r.home),
        r.page === null ? '—' : kib(r.page),
        kib(r.ahead.first.bytes),
        mib(r.cloud.maxRss),
      ].join(' | '),
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
