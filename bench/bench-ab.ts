/**
 * `npm run bench:ab -- --base <rev>`: this working tree against earlier revisions, page by page, in
 * one run. Each revision is checked out in a temporary git worktree (sharing this node_modules), built
 * and served by its own bench/bench-site.ts in a child process; this tree is built and served here.
 * Each round runs Lighthouse (mobile preset, simulated throttling) on every page of every build, in
 * both visits (just built, an hour later) and on a returning reader's filled device (bench-device.ts;
 * BENCH_RETURNING=0 leaves it out), the order of the builds rotated every round, so a noisy stretch
 * of the shared machine hits all alike. Each round also measures the floors first (bench/bench-floor.ts):
 * a page of cards (home, list, tag) against its own cards as bare HTML, every other page against the
 * article as bare HTML. Prints each page's medians for every build and the medians of the per-round
 * differences (this tree minus each base), the blocking CPU time beside its floor's from the same
 * rounds, the layout shift and what moved, with the CPU index of every run.
 *
 * `--base` defaults to HEAD (the uncommitted change); several bases share one run's rounds, given as
 * `--base A,B` or `--base A --base B`, so this tree and the floor are measured once for all of them.
 * `--runs N` or BENCH_RUNS (default 5); BENCH_PAGES=home,article limits the pages (names as
 * bench:race). Ports: this tree 5180..5182, the bases 5280..5282, 5290..5292 and on (BENCH_PORT_BASE
 * moves all; BENCH_BASE_PORT_BASE moves the bases' alone). A revision needs bench/bench-site.ts (or
 * scripts/bench-site.ts, where revisions before the move kept it).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLighthouse, type RunFigures } from './bench-lighthouse.ts';
import { shortOfFull } from './lighthouse-audits.ts';
import { gzipSize } from './bench-bytes.ts';
import { floorListPage, floorPage, serveFloor } from './bench-floor.ts';
import { benchPages, median, ROOT, startBenchSite } from './bench-site.ts';
import { filledProfile, monthOfReading, profileCopy, type DeviceFill } from './bench-device.ts';

const argv = process.argv.slice(2);
function option(name: string): string | undefined {
  const at = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  return at < 0 ? undefined : (argv[at].split('=')[1] ?? argv[at + 1]);
}
/** Every `--base` given, each possibly a comma-separated list. */
function bases(): string[] {
  const given: string[] = [];
  argv.forEach((a, i) => {
    if (a === '--base' && argv[i + 1]) given.push(argv[i + 1]);
    else if (a.startsWith('--base=')) given.push(a.slice('--base='.length));
  });
  const revs = given.flatMap((g) => g.split(',')).filter(Boolean);
  return revs.length ? revs : ['HEAD'];
}
const BASE_REVS = bases();
const RUNS = Number(option('--runs') ?? process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs wants a whole number ≥ 1`);
const OURS_PORT = Number(process.env.BENCH_PORT_BASE || 5180);
const BASE_PORT = Number(process.env.BENCH_BASE_PORT_BASE || OURS_PORT + 100);

const FIGURES: [string, (r: RunFigures) => number, string, number][] = [
  ['perf', (r) => r.scores.performance, '', 0],
  ['FCP', (r) => r.metrics.fcp, ' ms', 0],
  ['LCP', (r) => r.metrics.lcp, ' ms', 0],
  ['TBT', (r) => r.metrics.tbt, ' ms', 0],
  ['CLS', (r) => r.metrics.cls, '', 3],
  ['longest task', (r) => r.longestTaskMs, ' ms', 0],
  ['blocking CPU', (r) => r.blockingCpuMs, ' ms', 0],
];
/** BENCH_RETURNING=0 leaves out the returning reader's filled device (bench-device.ts). */
const RETURNING = process.env.BENCH_RETURNING !== '0';

/** A revision's bench site, served by its own code until the child is stopped. */
function serveBase(dir: string, port: number): { child: ChildProcess; ready: Promise<string> } {
  const site = existsSync(join(dir, 'bench/bench-site.ts'))
    ? './bench/bench-site.ts'
    : './scripts/bench-site.ts';
  const code =
    `const { startBenchSite } = await import('${site}');` +
    `const site = await startBenchSite(${port});` +
    `console.log('READY ' + (site.agedUrl ?? ''));` +
    `process.on('SIGTERM', () => site.close().then(() => process.exit(0)));`;
  const env = { ...process.env };
  delete env.BENCH_SKIP_BUILD;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /READY (\S*)/.exec(out);
      if (line) resolve(line[1]);
    });
    child.on('exit', (status) => reject(new Error(`the base's site stopped (${status}): ${out}`)));
  });
  return { child, ready };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A bare HTML page measured every round, that pages of ours are set against. */
interface Floor {
  name: string;
  url: string;
  close: () => Promise<void>;
  runs: RunFigures[];
}

/** One build under test: this tree ("this tree") or a base revision (its short hash). */
interface Build {
  label: string;
  url: string;
  agedUrl: string | null;
  fill?: DeviceFill;
}

async function main(): Promise<void> {
  const revs = BASE_REVS.map((rev) =>
    execFileSync('git', ['rev-parse', '--short', rev], { cwd: ROOT }).toString().trim(),
  );
  const served: { dir: string; child?: ChildProcess }[] = [];
  let ours: Awaited<ReturnType<typeof startBenchSite>> | null = null;
  const floors: Floor[] = [];
  const cleanups: (() => void)[] = [];
  try {
    const builds: Build[] = [];
    // The bases build one after another: two production builds at once would only race for the cores.
    for (const [i, rev] of revs.entries()) {
      const dir = mkdtempSync(join(tmpdir(), 'bench-ab-'));
      served.push({ dir });
      execFileSync('git', ['worktree', 'add', '--detach', dir, rev], {
        cwd: ROOT,
        stdio: 'ignore',
      });
      symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
      // 10 apart: each site takes three ports, and 100 apart would reach 6000, which fetch refuses.
      const port = BASE_PORT + 10 * i;
      console.log(`Base ${rev}: building and serving from ${dir} on ${port}…`);
      const base = serveBase(dir, port);
      served[i].child = base.child;
      const aged = await base.ready;
      builds.push({ label: rev, url: `http://127.0.0.1:${port}`, agedUrl: aged || null });
    }
    console.log('This tree: building…');
    ours = await startBenchSite(OURS_PORT);
    builds.unshift({ label: 'this tree', url: ours.url, agedUrl: ours.agedUrl });
    const article = await (await fetch(`${ours.url}${ours.articlePath}`)).text();
    // Port 0: each floor takes any free port, so the builds' port ranges stay as documented.
    const serveAs = async (name: string, html: string) => {
      const served = await serveFloor(0, html);
      floors.push({ name, url: `${served.url}/`, close: served.close, runs: [] });
      return floors.length - 1;
    };
    await serveAs('floor (bare HTML article)', floorPage(article));
    const aged = builds.every((b) => b.agedUrl);
    const visits: { label: string; origin: (b: Build) => string }[] = [
      { label: '', origin: (b) => b.url },
    ];
    if (aged) visits.push({ label: ' (an hour later)', origin: (b) => b.agedUrl! });
    // Each build's device is filled from its own site, with the same month of reading.
    if (RETURNING) for (const b of builds) b.fill = await monthOfReading(b.url);
    const pages: {
      name: string;
      urls: string[];
      devices?: string[];
      runs: RunFigures[][];
      /** The document each build sends (first visits: the others get the same). */
      html?: DocumentSize[];
      /** Its floor in `floors`. */
      floor: number;
    }[] = [];
    for (const { name, path } of await benchPages(ours)) {
      const sent = await documentSizes(builds.map((b) => `${b.url}${path}`));
      // A page of cards is set against the same cards as bare HTML (this tree's, first visit).
      const list = floorListPage(sent[0].html);
      const floor = list
        ? await serveAs(`floor of ${name} (${list.cards} cards as bare HTML)`, list.html)
        : 0;
      for (const v of visits)
        pages.push({
          name: `${name}${v.label}`,
          urls: builds.map((b) => `${v.origin(b)}${path}`),
          runs: builds.map(() => []),
          html: v.label ? undefined : sent,
          floor,
        });
      if (!RETURNING) continue;
      process.stdout.write(`filling devices for ${name}…          \r`);
      const devices: string[] = [];
      for (const b of builds) {
        const profile = await filledProfile(b.url, path, b.fill!);
        cleanups.push(profile.remove);
        devices.push(profile.dir);
      }
      pages.push({
        name: `${name} (returning, filled device)`,
        urls: builds.map((b) => `${b.url}${path}`),
        devices,
        runs: builds.map(() => []),
        floor,
      });
    }
    for (let round = 0; round < RUNS; round++) {
      for (const floor of floors) {
        process.stdout.write(`round ${round + 1}/${RUNS}: ${floor.name}…          \r`);
        floor.runs.push(await runLighthouse(floor.url));
      }
      for (const page of pages) {
        // Rotate the order every round, so each build goes first as often as the others.
        const order = builds.map((_, i) => (i + round) % builds.length);
        for (const side of order) {
          process.stdout.write(
            `round ${round + 1}/${RUNS}: ${page.name} (${builds[side].label})…          \r`,
          );
          const copy = page.devices ? profileCopy(page.devices[side]) : null;
          try {
            page.runs[side].push(await runLighthouse(page.urls[side], { userDataDir: copy?.dir }));
          } finally {
            copy?.remove();
          }
        }
      }
    }
    report(builds, pages, floors);
  } finally {
    cleanups.forEach((cleanup) => cleanup());
    await ours?.close();
    await Promise.all(floors.map((floor) => floor.close()));
    for (const { dir, child } of served) {
      if (child) await stop(child);
      rmSync(dir, { recursive: true, force: true });
    }
    execFileSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
  }
}

/** A page's HTML as sent, its size, and gzipped (what a gzip client receives). */
type DocumentSize = { bytes: number; gzip: number; html: string };

async function documentSizes(urls: string[]): Promise<DocumentSize[]> {
  return Promise.all(
    urls.map(async (url) => {
      const sent = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { bytes: sent.length, gzip: gzipSize(sent), html: sent.toString('utf8') };
    }),
  );
}

function report(
  builds: Build[],
  pages: { name: string; runs: RunFigures[][]; html?: DocumentSize[]; floor: number }[],
  floors: Floor[],
): void {
  const bases = builds.slice(1).map((b) => b.label);
  console.log(
    `\n\nLighthouse 12, mobile preset, simulated throttling; ${RUNS} rounds, builds in turn. ` +
      `"diff" is the median of the per-round differences, this tree minus ${bases.join(', minus ')}.`,
  );
  const round = (v: number, digits: number) => (digits ? v.toFixed(digits) : `${Math.round(v)}`);
  const blockingOf = (floor: Floor) => median(floor.runs.map((r) => r.blockingCpuMs));
  for (const floor of floors) {
    const { runs } = floor;
    console.log(
      `\n${floor.name}: blocking CPU ${Math.round(blockingOf(floor))} ms (` +
        `${runs.map((r) => Math.round(r.blockingCpuMs)).join(', ')}) · perf ` +
        `${median(runs.map((r) => r.scores.performance))} · TBT ` +
        `${Math.round(median(runs.map((r) => r.metrics.tbt)))} ms · CPU index ` +
        `${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`,
    );
    const floorShort = shortOfFull(runs);
    console.log(
      floorShort.length
        ? `  short of full score: ${floorShort.join('; ')}`
        : '  accessibility, best practices and SEO at 100 in every run',
    );
  }
  const index = (runs: RunFigures[]) => runs.map((r) => Math.round(r.benchmarkIndex)).join(', ');
  for (const page of pages) {
    const [ours, ...theirs] = page.runs;
    console.log(`\n${page.name}`);
    if (page.html) {
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const size = (s: DocumentSize) => `${kb(s.bytes)} (${kb(s.gzip)} gzip)`;
      console.log(
        `  HTML          this tree ${size(page.html[0])} · ` +
          page.html
            .slice(1)
            .map((s, i) => `${bases[i]} ${size(s)}`)
            .join(' · '),
      );
    }
    console.log(
      `  CPU index     this tree ${index(ours)}; ` +
        theirs.map((runs, i) => `${bases[i]} ${index(runs)}`).join('; '),
    );
    for (const [label, pick, unit, digits] of FIGURES) {
      const o = ours.map(pick);
      const each = (vs: number[]) => vs.map((v) => round(v, digits)).join(', ');
      const against = theirs.map((runs, i) => {
        const b = runs.map(pick);
        const diff = median(o.map((v, j) => v - b[j]));
        return {
          text: `${bases[i]} ${round(median(b), digits)}${unit} (diff ${diff > 0 ? '+' : ''}${round(diff, digits)}${unit})`,
          each: `${bases[i]}: ${each(b)}`,
        };
      });
      console.log(
        `  ${label.padEnd(13)} this tree ${round(median(o), digits)}${unit} · ` +
          `${against.map((a) => a.text).join(' · ')}` +
          `   (this tree: ${each(o)}; ${against.map((a) => a.each).join('; ')})`,
      );
    }
    const floorBlocking = blockingOf(floors[page.floor]);
    const ratio = (vs: RunFigures[]) =>
      floorBlocking > 0
        ? `×${(median(vs.map((r) => r.blockingCpuMs)) / floorBlocking).toFixed(2)}`
        : `+${Math.round(median(vs.map((r) => r.blockingCpuMs)))} ms`;
    console.log(
      `  vs floor      blocking CPU this tree ${ratio(ours)} · ` +
        theirs.map((runs, i) => `${bases[i]} ${ratio(runs)}`).join(' · ') +
        ` (${floors[page.floor].name}: ${Math.round(floorBlocking)} ms)`,
    );
    page.runs.forEach((runs, i) => {
      const shifts = [...new Set(runs.flatMap((r) => r.shifts))];
      if (shifts.length) console.log(`  shifted (${builds[i].label}) ${shifts.join(' · ')}`);
      const short = shortOfFull(runs);
      if (short.length)
        console.log(`  short of full score (${builds[i].label}): ${short.join('; ')}`);
    });
  }
  const all = [...floors.flatMap((f) => f.runs), ...pages.flatMap((p) => p.runs.flat())].map(
    (r) => r.benchmarkIndex,
  );
  console.log(
    `\nLighthouse CPU index over the run: ${Math.round(Math.min(...all))}–${Math.round(Math.max(...all))} (median ${Math.round(median(all))}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
