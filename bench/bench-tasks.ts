/**
 * `npm run bench:tasks`: the main-thread tasks of a page's load in real Chromium at Lighthouse's 4×
 * CPU slowdown (CDP Emulation.setCPUThrottlingRate), from a Chromium trace. For each page: the tasks of
 * 20 ms and more from navigation until the page has been quiet (hydration, revalidation), each with what
 * took most of it (a script's URL, layout, style, parsing, garbage collection), and per page the
 * median over the runs of the longest task and of the time above 50 ms (what TBT adds up, here for the
 * whole load, not only until interactive). Counts and durations are wall time on this machine: compare
 * runs made side by side, never against another day's figures. Each task's main-thread CPU time is
 * printed too; with `--simulate` (below) it is what to compare two builds by on a shared machine.
 *
 * `--runs N` or BENCH_RUNS (default 3), BENCH_PORT_BASE (default 4980; uses base..base+2, the site
 * of `npm run bench`), BENCH_SKIP_BUILD=1 reuses the last build. BENCH_PAGES=home,article limits pages.
 * `--returning` loads each page on a returning reader's filled device instead (scripts/bench-device.ts;
 * every run on a fresh copy of it): what stored data costs the page, task by task. `--profile` adds,
 * under each task over 50 ms, the code of ours its CPU time went to.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { benchPages, median, runCount, startBenchSite } from './bench-site.ts';
import { shellSize } from './bench-bytes.ts';
import { filledProfile, monthOfReading, profileCopy } from './bench-device.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { SourceMaps, threadSamples, whereTimeWent, type ProfileEvent } from './trace-profile.ts';

const maps = new SourceMaps();

const base = Number(process.env.BENCH_PORT_BASE || 4980);
const RUNS = runCount(process.argv.slice(2), 3);
const SLOWDOWN = 4;
/**
 * `--simulate`: trace at full speed and scale every task by the slowdown afterwards, as Lighthouse's
 * simulated throttling does with what it observed. With the task's CPU time scaled the same way,
 * this is the figure to compare two builds by on a busy machine, where waiting for a core stretches
 * wall time but not CPU time. Without it, Chromium itself runs 4× slower (CDP throttling).
 */
const SIMULATE = process.argv.includes('--simulate');
const RATE = SIMULATE ? 1 : SLOWDOWN;
const SCALE = SIMULATE ? SLOWDOWN : 1;
const RETURNING = process.argv.includes('--returning');
/**
 * `--profile`: record V8's sampling profiler in the trace and print, under each task over 50 ms, the
 * code of ours (through the source maps) its CPU went to (bench/trace-profile.ts).
 */
const PROFILE = process.argv.includes('--profile');
const SHOWN_MS = 20;
/** Quiet this long after load (no task of SHOWN_MS or more) ends the recording. */
const QUIET_MS = 3000;
const MAX_MS = 20_000;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event: what the machine's load does not stretch. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; stackTrace?: { url?: string }[] } };
}

/** What a trace needs for the main thread's tasks and their CPU time (longTasks, blockingCpu). */
export const TASK_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  '__metadata',
];

interface Task {
  start: number;
  ms: number;
  /** Main-thread CPU time of the task (with CDP throttling, the throttle's pauses count too). */
  cpuMs: number;
  what: string;
  /** Where the task ran, in the trace's own clock (µs): for the profile's samples. */
  raw: { pid: number; tid: number; ts: number; end: number };
}

/** Wrappers that only restate the task. */
const IGNORED = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks']);
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || url;

/**
 * The page's renderer main thread (the one that ran anything of `origin`; of those, the one with the
 * most task time) and its top-level tasks with their main cost. Headless Chromium runs renderers of
 * its own UI too, which can be busier than the page's during a load.
 */
export function longTasks(events: TraceEvent[], minMs: number, origin?: string): Task[] {
  const ranPage = (main: TraceEvent) =>
    events.some(
      (e) =>
        e.pid === main.pid && e.tid === main.tid && !!e.args?.data?.url?.startsWith(`${origin}/`),
    );
  const renderers = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const mains = origin ? renderers.filter(ranPage) : renderers;
  let best: Task[] = [];
  let bestTotal = -1;
  for (const main of mains) {
    const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    own.sort((a, b) => a.ts - b.ts);
    const tasks: Task[] = [];
    let total = 0;
    let end = -Infinity;
    const navStart = own.find((e) => e.name === 'RunTask')?.ts ?? 0;
    for (let i = 0; i < own.length; i++) {
      const task = own[i];
      if (task.name !== 'RunTask' || task.ts < end) continue;
      end = task.ts + (task.dur ?? 0);
      total += task.dur ?? 0;
      if ((task.dur ?? 0) / 1000 < minMs) continue;
      const cost = new Map<string, number>();
      for (let j = i + 1; j < own.length && own[j].ts < end; j++) {
        const e = own[j];
        const url = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url;
        const label = IGNORED.has(e.name) ? null : url ? `${e.name} ${short(url)}` : e.name;
        if (label) cost.set(label, (cost.get(label) ?? 0) + (e.dur ?? 0));
      }
      const top = [...cost.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
      tasks.push({
        start: (task.ts - navStart) / 1000,
        ms: (task.dur ?? 0) / 1000,
        cpuMs: (task.tdur ?? 0) / 1000,
        what: top.map(([label, us]) => `${label} ${Math.round(us / 1000)}`).join(', '),
        raw: { pid: main.pid, tid: main.tid, ts: task.ts, end },
      });
    }
    if (total > bestTotal) {
      bestTotal = total;
      best = tasks;
    }
  }
  return best;
}

const VIEWPORT = { width: 412, height: 823 };

/** A fresh context, or one on a copy of the filled profile `device` (closed with the context). */
async function openContext(browser: Browser, device: string | null): Promise<BrowserContext> {
  if (!device) return browser.newContext({ viewport: VIEWPORT });
  const copy = profileCopy(device);
  const context = await chromium.launchPersistentContext(copy.dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
  });
  context.on('close', copy.remove);
  return context;
}

async function traceLoad(browser: Browser, url: string, device: string | null): Promise<Task[]> {
  const context = await openContext(browser, device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const tracer = context.browser() ?? browser;
  await tracer.startTracing(page, {
    categories: [...TASK_CATEGORIES, ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : [])],
  });
  await page.goto(url, { waitUntil: 'load' });
  const started = Date.now();
  // Wait until the page has been quiet for QUIET_MS: hydration and its follow-ups are done.
  let lastBusy = Date.now();
  while (Date.now() - lastBusy < QUIET_MS && Date.now() - started < MAX_MS) {
    const busy = await page.evaluate(
      (ms) =>
        new Promise<boolean>((resolve) => {
          const t0 = performance.now();
          setTimeout(() => resolve(performance.now() - t0 > ms), 0);
        }),
      SHOWN_MS,
    );
    if (busy) lastBusy = Date.now();
    await page.waitForTimeout(250);
  }
  const buffer = await tracer.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  const tasks = longTasks(traceEvents, SHOWN_MS / SCALE, new URL(url).origin).map((task) => ({
    ...task,
    ms: task.ms * SCALE,
    cpuMs: task.cpuMs * SCALE,
  }));
  if (PROFILE && tasks.length > 0) {
    const { pid, tid } = tasks[0].raw;
    const samples = threadSamples(traceEvents as ProfileEvent[], pid, tid);
    for (const task of tasks)
      if (task.cpuMs > 50)
        task.what += ` {${await whereTimeWent(samples, maps, task.raw.ts, task.raw.end)}}`;
  }
  return tasks;
}

async function main(): Promise<void> {
  process.env.BENCH_STALE ??= '0';
  const bench = await startBenchSite(base);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pages = await benchPages(bench);
    const shell = shellSize(bench.dist);
    if (shell)
      console.log(
        `The app's shell (${shell.file}): ${shell.bytes.toLocaleString('en')} bytes, ` +
          `${shell.gzip.toLocaleString('en')} gzipped.`,
      );
    const fill = RETURNING ? await monthOfReading(bench.url) : null;
    console.log(
      `Tasks of ${SHOWN_MS} ms and more during load, CPU ${SLOWDOWN}× slower ` +
        `(${SIMULATE ? 'simulated: full-speed trace, every task scaled' : 'CDP throttling'}), ${RUNS} runs` +
        (fill ? `, on a returning reader's device (${fill.read} read, ${fill.saved} saved):` : ':'),
    );
    // BENCH_STALE=1 adds the hour-later visit, where every page revalidates its embedded data.
    const visits = [
      { label: '', origin: bench.url },
      ...(bench.agedUrl ? [{ label: ' (an hour later)', origin: bench.agedUrl }] : []),
    ];
    for (const { label, origin, name, path } of pages.flatMap((one) =>
      visits.map((visit) => ({ ...one, ...visit })),
    )) {
      const longest: number[] = [];
      const over50: number[] = [];
      // The same from the main thread's CPU time, which a busy machine does not stretch (--simulate).
      const longestCpu: number[] = [];
      const over50Cpu: number[] = [];
      const counts: number[] = [];
      console.log(`\n${name}${label}  ${path}`);
      const device = fill ? await filledProfile(origin, path, fill) : null;
      for (let run = 0; run < RUNS; run++) {
        const tasks = await traceLoad(browser, `${origin}${path}`, device?.dir ?? null);
        longest.push(Math.max(0, ...tasks.map((t) => t.ms)));
        over50.push(tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0));
        const scaled = tasks.map((t) => t.cpuMs);
        longestCpu.push(Math.max(0, ...scaled));
        over50Cpu.push(scaled.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0));
        counts.push(tasks.length);
        console.log(
          `  run ${run + 1}: ` +
            tasks
              .map(
                (t) =>
                  `${Math.round(t.ms)} ms [cpu ${Math.round(t.cpuMs)}] @${Math.round(t.start)} (${t.what})`,
              )
              .join(' · '),
        );
      }
      console.log(
        `  median: ${median(counts)} tasks ≥ ${SHOWN_MS} ms, longest ${Math.round(median(longest))} ms, ` +
          `time over 50 ms ${Math.round(median(over50))} ms; from CPU time: longest ` +
          `${Math.round(median(longestCpu))} ms, over 50 ms ${Math.round(median(over50Cpu))} ms`,
      );
      device?.remove();
    }
  } finally {
    await browser.close();
    await bench.close();
  }
}

if (process.argv[1]?.endsWith('bench-tasks.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
