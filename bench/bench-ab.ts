/**
 * `npm run bench:ab -- --base <rev>`: this working tree against an earlier revision, page by page, in
 * one run. The revision is checked out in a temporary git worktree (sharing this node_modules), built
 * and served by its own bench/bench-site.ts in a child process; this tree is built and served here.
 * Each round runs Lighthouse (mobile preset, simulated throttling) on every page of both builds, in
 * both visits (just built, an hour later) and on a returning reader's filled device (bench-device.ts;
 * BENCH_RETURNING=0 leaves it out), the order of the two builds swapped every other round, so a
 * noisy stretch of the shared machine hits both alike. Each round also measures the floor (the article
 * as bare HTML, bench/bench-floor.ts) first. Prints each page's medians for both builds and the medians
 * of the per-round differences (this tree minus the base), the blocking CPU time beside the floor's
 * from the same rounds, the layout shift and what moved, with the CPU index of every run.
 *
 * `--base` defaults to HEAD (the uncommitted change). `--runs N` or BENCH_RUNS (default 5);
 * BENCH_PAGES=home,article limits the pages (names as bench:race). Ports: this tree 5180..5182, the
 * base 5280..5282 (BENCH_PORT_BASE moves both; BENCH_BASE_PORT_BASE moves the base's alone). The revision
 * needs bench/bench-site.ts (or scripts/bench-site.ts, where revisions before the move kept it).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLighthouse, type RunFigures } from './bench-lighthouse.ts';
import { floorPage, serveFloor } from './bench-floor.ts';
import { benchPages, median, ROOT, startBenchSite } from './bench-site.ts';
import { filledProfile, monthOfReading, profileCopy } from './bench-device.ts';

const argv = process.argv.slice(2);
function option(name: string): string | undefined {
  const at = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  return at < 0 ? undefined : (argv[at].split('=')[1] ?? argv[at + 1]);
}
const BASE_REV = option('--base') ?? 'HEAD';
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

/** The base revision's bench site, served by its own code until the child is stopped. */
async function serveBase(dir: string): Promise<{ child: ChildProcess; ready: Promise<string> }> {
  const site = existsSync(join(dir, 'bench/bench-site.ts'))
    ? './bench/bench-site.ts'
    : './scripts/bench-site.ts';
  const code =
    `const { startBenchSite } = await import('${site}');` +
    `const site = await startBenchSite(${BASE_PORT});` +
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

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  const rev = execFileSync('git', ['rev-parse', '--short', BASE_REV], { cwd: ROOT })
    .toString()
    .trim();
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: ROOT, stdio: 'ignore' });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  let base: Awaited<ReturnType<typeof serveBase>> | null = null;
  let ours: Awaited<ReturnType<typeof startBenchSite>> | null = null;
  let floorServer: Awaited<ReturnType<typeof serveFloor>> | null = null;
  const cleanups: (() => void)[] = [];
  try {
    console.log(`Base ${rev}: building and serving from ${dir}…`);
    base = await serveBase(dir);
    const baseAged = await base.ready;
    const baseUrl = `http://127.0.0.1:${BASE_PORT}`;
    console.log('This tree: building…');
    ours = await startBenchSite(OURS_PORT);
    const article = await (await fetch(`${ours.url}${ours.articlePath}`)).text();
    // Port 0: the floor takes any free port, so both builds' port ranges stay as documented.
    floorServer = await serveFloor(0, floorPage(article));
    const floorRuns: RunFigures[] = [];
    const visits = [{ label: '', ours: ours.url, base: baseUrl }];
    if (ours.agedUrl && baseAged)
      visits.push({ label: ' (an hour later)', ours: ours.agedUrl, base: baseAged });
    type Side = 'ours' | 'base';
    const pages: {
      name: string;
      ours: string;
      base: string;
      devices?: Record<Side, string>;
      runs: Record<Side, RunFigures[]>;
    }[] = [];
    // Each build's device is filled from its own site, with the same month of reading.
    const fills = RETURNING
      ? { ours: await monthOfReading(ours.url), base: await monthOfReading(baseUrl) }
      : null;
    for (const { name, path } of await benchPages(ours)) {
      for (const v of visits)
        pages.push({
          name: `${name}${v.label}`,
          ours: `${v.ours}${path}`,
          base: `${v.base}${path}`,
          runs: { ours: [], base: [] },
        });
      if (!fills) continue;
      process.stdout.write(`filling devices for ${name}…          \r`);
      const mine = await filledProfile(ours.url, path, fills.ours);
      const theirs = await filledProfile(baseUrl, path, fills.base);
      cleanups.push(mine.remove, theirs.remove);
      pages.push({
        name: `${name} (returning, filled device)`,
        ours: `${ours.url}${path}`,
        base: `${baseUrl}${path}`,
        devices: { ours: mine.dir, base: theirs.dir },
        runs: { ours: [], base: [] },
      });
    }
    for (let round = 0; round < RUNS; round++) {
      process.stdout.write(`round ${round + 1}/${RUNS}: floor…          \r`);
      floorRuns.push(await runLighthouse(`${floorServer.url}/`));
      for (const page of pages) {
        const order = round % 2 ? (['base', 'ours'] as const) : (['ours', 'base'] as const);
        for (const side of order) {
          process.stdout.write(`round ${round + 1}/${RUNS}: ${page.name} (${side})…          \r`);
          const copy = page.devices ? profileCopy(page.devices[side]) : null;
          try {
            page.runs[side].push(await runLighthouse(page[side], { userDataDir: copy?.dir }));
          } finally {
            copy?.remove();
          }
        }
      }
    }
    console.log(
      `\n\nLighthouse 12, mobile preset, simulated throttling; ${RUNS} rounds, builds alternating. ` +
        `"diff" is the median of the per-round differences, this tree minus ${rev}.`,
    );
    const round = (v: number, digits: number) => (digits ? v.toFixed(digits) : `${Math.round(v)}`);
    const floorBlocking = median(floorRuns.map((r) => r.blockingCpuMs));
    console.log(
      `\nfloor (bare HTML article): blocking CPU ${Math.round(floorBlocking)} ms (` +
        `${floorRuns.map((r) => Math.round(r.blockingCpuMs)).join(', ')}) · perf ` +
        `${median(floorRuns.map((r) => r.scores.performance))} · TBT ` +
        `${Math.round(median(floorRuns.map((r) => r.metrics.tbt)))} ms · CPU index ` +
        `${floorRuns.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`,
    );
    for (const page of pages) {
      console.log(`\n${page.name}`);
      console.log(
        `  CPU index     this tree ${page.runs.ours.map((r) => Math.round(r.benchmarkIndex)).join(', ')}; ` +
          `${rev} ${page.runs.base.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`,
      );
      for (const [label, pick, unit, digits] of FIGURES) {
        const o = page.runs.ours.map(pick);
        const b = page.runs.base.map(pick);
        const diff = median(o.map((v, i) => v - b[i]));
        const each = (vs: number[]) => vs.map((v) => round(v, digits)).join(', ');
        console.log(
          `  ${label.padEnd(13)} ${rev} ${round(median(b), digits)}${unit} · this tree ` +
            `${round(median(o), digits)}${unit} · diff ${diff > 0 ? '+' : ''}${round(diff, digits)}${unit}` +
            `   (this tree: ${each(o)}; ${rev}: ${each(b)})`,
        );
      }
      const ratio = (vs: RunFigures[]) =>
        floorBlocking > 0
          ? `×${(median(vs.map((r) => r.blockingCpuMs)) / floorBlocking).toFixed(2)}`
          : `+${Math.round(median(vs.map((r) => r.blockingCpuMs)))} ms`;
      console.log(
        `  vs floor      blocking CPU ${rev} ${ratio(page.runs.base)} · this tree ${ratio(page.runs.ours)} ` +
          `(the floor's ${Math.round(floorBlocking)} ms)`,
      );
      for (const side of ['base', 'ours'] as const) {
        const shifts = [...new Set(page.runs[side].flatMap((r) => r.shifts))];
        if (shifts.length)
          console.log(`  shifted (${side === 'ours' ? 'this tree' : rev}) ${shifts.join(' · ')}`);
      }
    }
    const index = [
      ...floorRuns.map((r) => r.benchmarkIndex),
      ...pages.flatMap((p) => [...p.runs.ours, ...p.runs.base].map((r) => r.benchmarkIndex)),
    ];
    console.log(
      `\nLighthouse CPU index over the run: ${Math.round(Math.min(...index))}–${Math.round(Math.max(...index))} (median ${Math.round(median(index))}).`,
    );
  } finally {
    cleanups.forEach((cleanup) => cleanup());
    await ours?.close();
    await floorServer?.close();
    const child = base?.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
