/**
 * `npm run bench:race`: our pages side by side with their floors (bench/bench-floor.ts) in one run: the
 * same article as bare HTML with the same hero image, and for a page of cards (home, list, tag) the
 * same cards as bare HTML. Each round runs Lighthouse (mobile preset, simulated throttling) on the
 * floors first, then on every page of ours in both visits `npm run bench`
 * knows (just built, and an hour later when every page revalidates), so a noisy stretch of the shared
 * machine hits both sides alike. "Just built" holds for the whole run: before each load of it the
 * page file's Last-Modified is set to ten seconds earlier (bench-site.ts `asJustBuilt`), as a reader
 * meets a page minutes after its deployment; the returning reader's visit is served as the run finds
 * it. Prints each page's medians, its ratios to the same round's floor, the longest main-thread task,
 * the head's compressed size, and the CPU index of every run.
 *
 * Each page is also measured on a returning reader's device (bench/bench-device.ts: a profile filled as
 * after a month of daily reading, copied for every run, Lighthouse keeping its storage; BENCH_RETURNING=0
 * leaves it out), and every run prints its blocking CPU time from the trace (the sum over the page's
 * main-thread tasks of max(0, 4 × CPU time − 50 ms)) beside the floor's from the same round.
 *
 * Every run of every page and floor is followed by a bare load of it (bench/bare-trace.ts: Chromium
 * with no DevTools session on the page, at Lighthouse's phone screen, a returning visit from its own
 * copy of the filled device) whose blocking CPU is printed beside Lighthouse's: what the page costs a
 * reader's browser, where a driven one (Lighthouse's) also pays for V8 resolving the stack of every
 * Error a script creates. BENCH_BARE=0 leaves them out. The targets stay on Lighthouse's figures.
 *
 * Pages that do not exist in this build (a list's second page, search, tags) are skipped with a line;
 * BENCH_PAGES=home,article measures only those named.
 * `--runs N` or BENCH_RUNS (default 3; 5 for the figures we publish), BENCH_PORT_BASE (default 4980;
 * uses base..base+3), BENCH_SKIP_BUILD=1 reuses the last build for the same ports.
 *
 * The search form is measured like every page; a page of search results too, except for SEO: result
 * pages are kept out of search indexes on purpose (robots.txt and noindex), which Lighthouse's
 * is-crawlable audit counts against them.
 */
import { join } from 'node:path';
import { criticalAssets, gzipSize, measure } from './bench-bytes.ts';
import { floorListPage, floorPage, serveFloor } from './bench-floor.ts';
import { blockingCpu, CATEGORIES, runLighthouse, type RunFigures } from './bench-lighthouse.ts';
import { shortOfFull } from './lighthouse-audits.ts';
import { asJustBuilt, benchPages, median, ROOT, runCount, startBenchSite } from './bench-site.ts';
import { filledProfile, monthOfReading, profileCopy } from './bench-device.ts';
import { launchBare, type BareBrowser, type TraceOptions } from './bare-trace.ts';
import { TASK_CATEGORIES } from './bench-tasks.ts';

const base = Number(process.env.BENCH_PORT_BASE || 4980);
const RUNS = runCount(process.argv.slice(2), 3);
/** BENCH_RETURNING=0 leaves out the returning reader's filled device (bench-device.ts). */
const RETURNING = process.env.BENCH_RETURNING !== '0';
/** BENCH_BARE=0 leaves out the bare load after each Lighthouse run (bench/bare-trace.ts). */
const BARE = process.env.BENCH_BARE !== '0';
/** A bare load: Lighthouse's phone screen, traced until 3.5 s after the load event. */
const BARE_LOAD: TraceOptions = {
  categories: TASK_CATEGORIES,
  settleMs: 3500,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  mobile: true,
};
/** The peer's figures on the same article (Astro's blog starter, measured by the product owner). */
const ASTRO_PEER = { fcp: 794, lcp: 1429 };
const TARGETS = { tbt: 30, longestTask: 50, headGzip: 14 * 1024, ratio: 1.15, blockingCpu: 25 };

interface Page {
  name: string;
  url: string;
  headGzip: number;
  /** The head plus the stylesheets it blocks rendering on: what must arrive before a first paint. */
  blockingGzip: number;
  runs: RunFigures[];
  /** Each round's blocking CPU in a bare load (no DevTools on the page), when measured. */
  bare: number[];
  /** A returning reader's filled device (bench-device.ts): each run starts from a copy of it. */
  device?: string;
  /** A first visit: the build's page at this path is served as just built before each load of it. */
  justBuilt?: string;
  /** This page's FCP and LCP over the same round's floor. */
  fcpRatio: number[];
  lcpRatio: number[];
  /** What it is set against: the bare HTML of its own cards, else of the article. */
  floor?: Page;
}

/**
 * The pages kept out of search indexes on purpose (a page of results, and the reader's own saved page,
 * which carries noindex): their SEO score is printed, not a target.
 */
const NOT_INDEXED = ['search results', 'saved'];
const ms = (v: number) => `${Math.round(v)} ms`;
const headOf = (html: string) => `${html.split(/<\/head>/i)[0]}</head>`;

function blockingBytes(html: string, dist: string): number {
  const head = headOf(html);
  const css = criticalAssets(head).filter((a) => a.kind === 'css');
  return gzipSize(head) + measure('', css, join(ROOT, dist)).css;
}

/** A list's or tag's card count, for its name: " (100 cards)". */
function cardCount(name: string, html: string): string {
  if (!/^(list|tag)/.test(name)) return '';
  const main = html.split(/<main[\s>]/)[1]?.split('</main>')[0] ?? '';
  return ` (${main.match(/<article[\s>]/g)?.length ?? 0} cards)`;
}

/**
 * Whether a long list costs what a short one does: a kind's first page (100 cards) beside its second
 * (as many as the archive leaves it, 10 at BENCH_GROW=550), visit by visit, same rounds.
 */
function printListCost(pages: Page[]): void {
  const blocking = (page: Page) => median(page.runs.map((r) => r.blockingCpuMs));
  const lists = pages.filter((p) => p.name.startsWith('list ('));
  const seconds = pages.filter((p) => p.name.startsWith('list page 2'));
  if (!lists.length || !seconds.length) return;
  console.log('\nA long list beside a short one (blocking CPU, median):');
  for (const [i, list] of lists.entries()) {
    const second = seconds[i];
    if (!second) continue;
    console.log(`  ${list.name}: ${ms(blocking(list))} · ${second.name}: ${ms(blocking(second))}`);
  }
}

/** A page's blocking CPU time against the floor's: a ratio, or the time over it when the floor's is 0. */
function overFloor(page: number, floor: number): string {
  return floor > 0 ? `×${(page / floor).toFixed(2)}` : `+${ms(page)} over it`;
}

function print(page: Page, floor: Page | null): void {
  const med = (pick: (r: RunFigures) => number) => median(page.runs.map(pick));
  const floorBlocking = floor ? median(floor.runs.map((r) => r.blockingCpuMs)) : null;
  const scores = CATEGORIES.map((c) => `${c} ${med((r) => r.scores[c])}`).join(' · ');
  console.log(`\n${page.name}  ${page.url}`);
  console.log(`  scores   ${scores}`);
  console.log(
    `  metrics  FCP ${ms(med((r) => r.metrics.fcp))} · LCP ${ms(med((r) => r.metrics.lcp))} · ` +
      `TBT ${ms(med((r) => r.metrics.tbt))} · CLS ${med((r) => r.metrics.cls).toFixed(3)} · ` +
      `longest task ${med((r) => r.longestTaskMs) ? ms(med((r) => r.longestTaskMs)) : '< 50 ms'}`,
  );
  console.log(
    `  head     ${(page.headGzip / 1024).toFixed(1)} KB gzip; with its blocking CSS ${(page.blockingGzip / 1024).toFixed(1)} KB`,
  );
  console.log(
    `  blocking CPU ${ms(med((r) => r.blockingCpuMs))}` +
      (floorBlocking !== null
        ? ` (the floor's, same run: ${ms(floorBlocking)}; ${overFloor(
            med((r) => r.blockingCpuMs),
            floorBlocking,
          )})`
        : '') +
      ` · per run ${page.runs.map((r) => Math.round(r.blockingCpuMs)).join(', ')}`,
  );
  if (page.bare.length) {
    const floorBare = floor?.bare.length ? median(floor.bare) : null;
    console.log(
      `  bare     blocking CPU ${ms(median(page.bare))} with no DevTools on the page` +
        (floorBare !== null
          ? ` (the floor's: ${ms(floorBare)}; ${overFloor(median(page.bare), floorBare)})`
          : '') +
        ` · per run ${page.bare.map(Math.round).join(', ')}`,
    );
  }
  if (floor && page !== floor)
    console.log(
      `  vs floor FCP ×${median(page.fcpRatio).toFixed(2)} · LCP ×${median(page.lcpRatio).toFixed(2)} (median of per-round ratios)`,
    );
  console.log(
    '  runs     ' +
      page.runs
        .map(
          (r) =>
            `perf ${r.scores.performance} FCP ${ms(r.metrics.fcp)} TBT ${ms(r.metrics.tbt)} ` +
            `CLS ${r.metrics.cls.toFixed(3)} (index ${r.benchmarkIndex})`,
        )
        .join(' · '),
  );
  const shifts = [...new Set(page.runs.flatMap((r) => r.shifts))];
  if (shifts.length) console.log(`  shifted  ${shifts.join(' · ')}`);
  const short = shortOfFull(page.runs);
  if (short.length) console.log(`  short of full score in some run: ${short.join('; ')}`);
}

function verdict(pages: Page[], floors: Page[]): string[] {
  const gaps: string[] = [];
  // A target no page can meet here: bare HTML of the same content already costs more.
  for (const floor of floors) {
    const blocking = median(floor.runs.map((r) => r.blockingCpuMs));
    if (blocking > TARGETS.blockingCpu)
      gaps.push(
        `${floor.name}: blocking CPU ${ms(blocking)}, over the ${TARGETS.blockingCpu} ms target with no script at all`,
      );
  }
  for (const page of pages) {
    const med = (pick: (r: RunFigures) => number) => median(page.runs.map(pick));
    for (const c of CATEGORIES)
      if (
        med((r) => r.scores[c]) < 100 &&
        !(c === 'seo' && NOT_INDEXED.some((name) => page.name.startsWith(name)))
      )
        gaps.push(`${page.name}: ${c} ${med((r) => r.scores[c])}`);
    if (med((r) => r.metrics.tbt) > TARGETS.tbt)
      gaps.push(`${page.name}: TBT ${ms(med((r) => r.metrics.tbt))}`);
    if (med((r) => r.longestTaskMs) >= TARGETS.longestTask)
      gaps.push(`${page.name}: longest task ${ms(med((r) => r.longestTaskMs))}`);
    if (med((r) => r.blockingCpuMs) > TARGETS.blockingCpu)
      gaps.push(`${page.name}: blocking CPU ${ms(med((r) => r.blockingCpuMs))}`);
    if (med((r) => r.metrics.cls) > 0) gaps.push(`${page.name}: CLS ${med((r) => r.metrics.cls)}`);
    if (page.blockingGzip > TARGETS.headGzip)
      gaps.push(`${page.name}: head and blocking CSS ${page.blockingGzip} B gzip`);
  }
  for (const article of pages.filter((p) => p.name.startsWith('article'))) {
    const fcp = median(article.runs.map((r) => r.metrics.fcp));
    const lcp = median(article.runs.map((r) => r.metrics.lcp));
    if (median(article.fcpRatio) > TARGETS.ratio)
      gaps.push(`${article.name}: FCP ×${median(article.fcpRatio).toFixed(2)} of the floor`);
    if (median(article.lcpRatio) > TARGETS.ratio)
      gaps.push(`${article.name}: LCP ×${median(article.lcpRatio).toFixed(2)} of the floor`);
    if (fcp > ASTRO_PEER.fcp)
      gaps.push(`${article.name}: FCP ${ms(fcp)} > the peer's ${ms(ASTRO_PEER.fcp)}`);
    if (lcp > ASTRO_PEER.lcp)
      gaps.push(`${article.name}: LCP ${ms(lcp)} > the peer's ${ms(ASTRO_PEER.lcp)}`);
  }
  return gaps;
}

async function main(): Promise<void> {
  const bench = await startBenchSite(base);
  const ourArticle = await (await fetch(`${bench.url}${bench.articlePath}`)).text();
  const floors: Page[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  // The article's floor on base + 3 as always; a page of cards' own floor on any free port.
  const serveAs = async (name: string, html: string, port = 0): Promise<Page> => {
    const served = await serveFloor(port, html);
    cleanups.push(served.close);
    const floor: Page = {
      name,
      url: `${served.url}/`,
      headGzip: gzipSize(headOf(html)),
      blockingGzip: gzipSize(headOf(html)),
      runs: [],
      bare: [],
      fcpRatio: [],
      lcpRatio: [],
    };
    floors.push(floor);
    return floor;
  };
  try {
    const articleFloor = await serveAs(
      'floor (bare HTML article)',
      floorPage(ourArticle),
      base + 3,
    );
    const visits = [{ label: '', url: bench.url }];
    if (bench.agedUrl) visits.push({ label: ' (an hour later)', url: bench.agedUrl });
    const pages: Page[] = [];
    const fill = RETURNING ? await monthOfReading(bench.url) : null;
    if (fill)
      console.log(`A returning reader's device: ${fill.read} articles read, ${fill.saved} saved.`);
    const devices: (() => void)[] = [];
    for (const { name, path } of await benchPages(bench)) {
      const sent = await Promise.all(
        visits.map(async (visit) => (await fetch(`${visit.url}${path}`)).text()),
      );
      // A page of cards is set against the same cards as bare HTML (as the first visit gets them).
      const list = floorListPage(sent[0]);
      const floor = list
        ? await serveAs(`floor of ${name} (${list.cards} cards as bare HTML)`, list.html)
        : articleFloor;
      for (const [v, visit] of visits.entries()) {
        const html = sent[v];
        pages.push({
          floor,
          name: `${name}${cardCount(name, html)}${visit.label}`,
          url: `${visit.url}${path}`,
          ...(visit.url === bench.url && { justBuilt: path }),
          headGzip: gzipSize(headOf(html)),
          blockingGzip: blockingBytes(html, bench.dist),
          runs: [],
          bare: [],
          fcpRatio: [],
          lcpRatio: [],
        });
      }
      if (!fill) continue;
      process.stdout.write(`filling a device for ${name}…        \r`);
      const device = await filledProfile(bench.url, path, fill);
      devices.push(device.remove);
      const last = pages[pages.length - visits.length];
      pages.push({
        ...last,
        justBuilt: undefined,
        name: `${last.name} (returning, filled device)`,
        runs: [],
        bare: [],
        fcpRatio: [],
        lcpRatio: [],
        device: device.dir,
      });
    }
    cleanups.push(() => devices.forEach((remove) => remove()));
    const bare: BareBrowser | null = BARE ? await launchBare() : null;
    if (bare) cleanups.push(() => bare.close());
    /** A first visit's page as just built, before each load of it (Lighthouse's or bare). */
    const serve = (page: Page) => {
      if (page.justBuilt) asJustBuilt(join(ROOT, bench.dist), page.justBuilt);
    };
    /** The page's blocking CPU in a bare load: a fresh context, or its own copy of the device. */
    const bareRun = async (page: Page): Promise<void> => {
      if (!bare) return;
      serve(page);
      const origin = new URL(page.url).origin;
      if (!page.device) {
        page.bare.push(blockingCpu(await bare.traceLoad(page.url, BARE_LOAD), origin));
        return;
      }
      const copy = profileCopy(page.device);
      const own = await launchBare({ userDataDir: copy.dir });
      try {
        const events = await own.traceLoad(page.url, { ...BARE_LOAD, defaultContext: true });
        page.bare.push(blockingCpu(events, origin));
      } finally {
        await own.close();
        copy.remove();
      }
    };
    for (let round = 0; round < RUNS; round++) {
      for (const floor of floors) {
        process.stdout.write(`round ${round + 1}/${RUNS}: ${floor.name}…        \r`);
        floor.runs.push(await runLighthouse(floor.url));
        await bareRun(floor);
      }
      for (const page of pages) {
        const f = page.floor!.runs[round];
        process.stdout.write(`round ${round + 1}/${RUNS}: ${page.name}…        \r`);
        const copy = page.device ? profileCopy(page.device) : null;
        serve(page);
        const r = await runLighthouse(page.url, { userDataDir: copy?.dir }).finally(() =>
          copy?.remove(),
        );
        page.runs.push(r);
        page.fcpRatio.push(r.metrics.fcp / f.metrics.fcp);
        page.lcpRatio.push(r.metrics.lcp / f.metrics.lcp);
        await bareRun(page);
      }
    }
    console.log(
      `\n\nLighthouse 12, mobile preset, simulated throttling (Slow 4G, 4x CPU), Chromium headless; ${RUNS} rounds, floors first in each.`,
    );
    for (const floor of floors) print(floor, null);
    for (const page of pages) print(page, page.floor ?? null);
    printListCost(pages);
    console.log(
      `\nPeer (Astro blog starter, same article, quoted): FCP ${ASTRO_PEER.fcp} ms · LCP ${ASTRO_PEER.lcp} ms.`,
    );
    const gaps = verdict(pages, floors);
    console.log(gaps.length ? `\nTargets missed:\n  ${gaps.join('\n  ')}` : '\nAll targets met.');
  } finally {
    for (const cleanup of cleanups) await cleanup();
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
