/**
 * `npm run bench:blocking -- <folder> <folder> … [--runs N]`: one page's blocking CPU in copies of a
 * build, each served from its own folder, side by side. For the question "what would this page cost
 * if its HTML were otherwise" (a list cut to ten cards, its characters written as references) before
 * any code is changed: copy the build's folder (links to its files are enough), edit the one page,
 * and compare; with no folder, the bench's own build alone. The bench's local cloud (BENCH_PORT_BASE,
 * default 5800; BENCH_GROW as every speed benchmark) serves the images and data; the folders are
 * served on the ports after the bench's, so every copy is off the port its build was made for alike.
 *
 * `--cards 10,1`: no folders to make by hand. The bench's own build as it is, then copies of it whose
 * page at BENCH_PATH is cut to its first 10 cards, then to 1 (bench/cut-cards.ts: the markup and the
 * embedded data alike, so each copy hydrates as that shorter page would): what each card beyond the
 * first costs the page, on the page itself.
 *
 * `--static`, `--without header,nav` (repeatable) and `--floor`: what a part of the page costs the
 * browser before any code of ours runs. `--static` makes every copy, the build's included, its page
 * without scripts (bench/page-parts.ts); each `--without` adds a static copy with every element of
 * the tags named taken out (one copy per flag, its tags taken out together), so taking out a part
 * never makes React draw the page again; `--floor` adds the page's bare floor (bench/bench-floor.ts),
 * the same cards or article as plain HTML: the figure the page is held to, in the same rounds.
 *
 * `--bare`: every folder is loaded twice per round, once driven as above (DevTools' Runtime domain on,
 * as in every Lighthouse run) and once bare (bench/bare-trace.ts: no DevTools session on the page, as
 * a reader's browser runs it), each with its own line: what the page costs a reader, beside what any
 * driven browser's trace shows of it.
 *
 * Each round loads BENCH_PATH (default `/discussions`) from every folder in turn, the order reversed
 * every other round, in a fresh context on a phone-sized viewport, traced at full speed for 3.5 s;
 * every folder's page is served as just built before each load (bench-site.ts `asJustBuilt`), so no
 * copy asks for its data again as an older page would (a page cut to ten cards would be drawn with a
 * hundred again once its data had aged past the list's five minutes).
 * Prints per folder the medians of: blocking CPU (every main-thread task's CPU time scaled by 4, as
 * Lighthouse's simulated phone does, less 50 ms, summed over the tasks above it), the main thread's
 * CPU time in all, and the longest task's CPU time; then every round's blocking CPU, and the largest
 * kinds of work on the main thread (the HTML's parse, style, layout, script…) with their CPU time, in
 * all and in the longest task alone.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { asJustBuilt, median, ROOT, runCount, startBenchSite } from './bench-site.ts';
import { blockingCpu, SIMULATED_SLOWDOWN } from './bench-lighthouse.ts';
import { longTasks, TASK_CATEGORIES, type TraceEvent } from './bench-tasks.ts';
import { startSiteServer } from '../local-cloud/site-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { copyWithPage, cutCards } from './cut-cards.ts';
import { selfTimeByName } from './trace-kinds.ts';
import { launchBare } from './bare-trace.ts';
import { withoutElements, withoutScripts } from './page-parts.ts';
import { floorListPage, floorPage } from './bench-floor.ts';

const SETTLE_MS = 3500;
const args = process.argv.slice(2);
const RUNS = runCount(args, 9);
const valueOf = (flag: string) => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
/** The flags that take a value: the argument after one is not a folder. */
const VALUED = new Set(['--runs', '--cards', '--without']);
const folders = args.filter((arg, i) => !arg.startsWith('--') && !VALUED.has(args[i - 1]));
const PATH = process.env.BENCH_PATH ?? '/discussions';
const BARE = args.includes('--bare');
/** Each `--without`'s tags: one copy of the page per flag. */
const WITHOUT = args.flatMap((arg, i) =>
  arg === '--without' && args[i + 1] ? [args[i + 1].split(',').filter(Boolean)] : [],
);
const STATIC = args.includes('--static') || WITHOUT.length > 0;
const FLOOR = args.includes('--floor');
const VIEWPORT = { width: 412, height: 823 };
const CUTS = (valueOf('--cards') ?? '')
  .split(',')
  .filter(Boolean)
  .map((n) => {
    const keep = Number(n);
    if (!Number.isInteger(keep) || keep < 1)
      throw new Error(`--cards takes counts of 1 or more: ${n}`);
    return keep;
  });

if (CUTS.length && (STATIC || FLOOR))
  throw new Error(
    '--cards makes its own copies: run it apart from --static, --without and --floor',
  );

/** The build, then a copy of it per count in --cards, its page at PATH cut to that many cards. */
function cutCopies(distDir: string): string[] {
  const html = readFileSync(join(distDir, PATH, 'index.html'), 'utf8');
  const made = [distDir];
  for (const keep of CUTS) {
    const cut = cutCards(html, keep);
    const copy = join(tmpdir(), `bench-blocking-${keep}-of-${cut.cards}-cards`);
    copyWithPage(distDir, PATH, cut.html, copy);
    made.push(copy);
  }
  return made;
}

/**
 * The build's page as it is (static with `--static` or `--without`), then a static copy per
 * `--without`, then with `--floor` the page's bare floor: each a folder serving the build but for it.
 */
function partCopies(distDir: string): string[] {
  const html = readFileSync(join(distDir, PATH, 'index.html'), 'utf8');
  const page = STATIC ? withoutScripts(html) : html;
  const copy = (name: string, text: string) => {
    const into = join(tmpdir(), `bench-blocking-${name}`);
    copyWithPage(distDir, PATH, text, into);
    return into;
  };
  const made = [STATIC ? copy('static', page) : distDir];
  for (const tags of WITHOUT)
    made.push(copy(`static-without-${tags.join('+')}`, withoutElements(page, tags)));
  if (FLOOR) made.push(copy('floor', floorListPage(html)?.html ?? floorPage(html)));
  return made;
}

interface Figures {
  blocking: number;
  cpu: number;
  longest: number;
  /** The main thread's own time per kind of work the trace names (bench/trace-kinds.ts). */
  kinds: Map<string, number>;
  /** The same for the longest task alone: what the task over the line is made of. */
  longestKinds: Map<string, number>;
}

/** How many kinds of work to print per folder, the largest first. */
const KINDS_SHOWN = 7;

async function main(): Promise<void> {
  const base = Number(process.env.BENCH_PORT_BASE || 5800);
  process.env.BENCH_SKIP_BUILD ??= '1';
  process.env.BENCH_STALE = '0';
  const bench = await startBenchSite(base);
  if (CUTS.length) folders.push(...cutCopies(join(ROOT, bench.dist)));
  else if (STATIC || FLOOR) folders.push(...partCopies(join(ROOT, bench.dist)));
  // No folders and no cuts: the bench's own build alone (with --bare, driven against bare).
  else if (folders.length === 0) folders.push(join(ROOT, bench.dist));
  const servers: Awaited<ReturnType<typeof startSiteServer>>[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const bare = BARE ? await launchBare() : null;
  /** Each folder, then (with --bare) each folder again loaded bare: the lines printed, in order. */
  const entries = folders.flatMap((folder, i) => [
    { folder, server: i, bare: false },
    ...(bare ? [{ folder, server: i, bare: true }] : []),
  ]);
  try {
    for (const [i, distDir] of folders.entries())
      servers.push(await startSiteServer({ port: base + 10 + i, distDir }));
    const results: Figures[][] = entries.map(() => []);
    for (let round = 0; round < RUNS; round++) {
      const order = entries.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) {
        const url = `${servers[entries[i].server].url}${PATH}`;
        asJustBuilt(entries[i].folder, PATH);
        let traceEvents: TraceEvent[];
        if (entries[i].bare && bare) {
          traceEvents = await bare.traceLoad(url, {
            categories: TASK_CATEGORIES,
            settleMs: SETTLE_MS,
            viewport: VIEWPORT,
          });
        } else {
          const context = await browser.newContext({ viewport: VIEWPORT });
          const page = await context.newPage();
          await browser.startTracing(page, { categories: TASK_CATEGORIES });
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForTimeout(SETTLE_MS);
          traceEvents = (
            JSON.parse((await browser.stopTracing()).toString('utf8')) as {
              traceEvents: TraceEvent[];
            }
          ).traceEvents;
          await context.close();
        }
        const origin = new URL(url).origin;
        const tasks = longTasks(traceEvents, 0, origin);
        const main = tasks[0]?.raw;
        const longest = tasks.reduce<(typeof tasks)[number] | undefined>(
          (most, t) => (!most || t.cpuMs > most.cpuMs ? t : most),
          undefined,
        );
        results[i].push({
          blocking: blockingCpu(traceEvents, origin),
          cpu: tasks.reduce((sum, t) => sum + t.cpuMs, 0),
          longest: longest?.cpuMs ?? 0,
          kinds: main ? selfTimeByName(traceEvents, main.pid, main.tid) : new Map(),
          longestKinds: longest
            ? selfTimeByName(traceEvents, longest.raw.pid, longest.raw.tid, longest.raw)
            : new Map(),
        });
      }
      process.stdout.write(`round ${round + 1}/${RUNS} `);
    }
    console.log(
      `\n${PATH}, ${RUNS} rounds, medians (blocking CPU: tasks at ${SIMULATED_SLOWDOWN}x over 50 ms):`,
    );
    for (const [i, { folder, bare: isBare }] of entries.entries()) {
      const runs = results[i];
      const of = (key: 'blocking' | 'cpu' | 'longest') =>
        Math.round(median(runs.map((r) => r[key])));
      const largest = (pick: (r: Figures) => Map<string, number>) =>
        [...new Set(runs.flatMap((r) => [...pick(r).keys()]))]
          .map((name) => [name, median(runs.map((r) => pick(r).get(name) ?? 0))] as const)
          .sort((a, b) => b[1] - a[1])
          .slice(0, KINDS_SHOWN)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(' · ');
      console.log(
        `  ${folder}${BARE ? (isBare ? ' (bare: no DevTools on the page)' : ' (driven: DevTools Runtime on)') : ''}: blocking CPU ${of('blocking')} ms · main-thread CPU ${of('cpu')} ms · longest task ${of('longest')} ms` +
          ` (blocking per round: ${runs.map((r) => Math.round(r.blocking)).join(', ')})\n` +
          `    its own CPU time by kind of work: ${largest((r) => r.kinds)} ms\n` +
          `    the longest task's: ${largest((r) => r.longestKinds)} ms`,
      );
    }
  } finally {
    await browser.close();
    await bare?.close();
    await Promise.all(servers.map((s) => s.close()));
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
