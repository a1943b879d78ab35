/**
 * One Lighthouse run per fresh Chromium (a clean profile each time, so no run inherits the previous
 * one's caches or service worker), reduced to the figures `npm run bench` prints.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type ThrottlingSettings } from 'lighthouse';
import { kindOfUrl, type ByteKind } from './bench-bytes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { longTasks, type TraceEvent } from './bench-tasks.ts';
import { failingAudits, type ReportLike } from './lighthouse-audits.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface RunFigures {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Same-origin HTML/JS/CSS requests that started before the observed (unthrottled) FCP. */
  beforeFcp: { url: string; kind: ByteKind }[];
  /** Every same-origin HTML/JS/CSS request of the run: what hydration and revalidation really took. */
  all: { url: string; kind: ByteKind }[];
  /** Audits below a full score, each with the first thing it found, for the note when a target is missed. */
  failing: string[];
  /** Lighthouse's CPU benchmark of this machine at the time (a free desktop core scores ~1000+). */
  benchmarkIndex: number;
  /** The longest main-thread task during load, at the run's CPU slowdown (0: none reached 50 ms). */
  longestTaskMs: number;
  /**
   * Blocking CPU time from the run's trace: over the page's main-thread tasks during load, the sum of
   * max(0, 4 × the task's CPU time − 50 ms). CPU time is what a busy shared machine does not stretch.
   */
  blockingCpuMs: number;
  /** What moved, when anything did: each shift's element (Lighthouse's selector) and its score. */
  shifts: string[];
}

/** The preset's CPU slowdown, which the simulation applies to what the trace observed. */
export const SIMULATED_SLOWDOWN = 4;

export interface RunOptions {
  /** Replaces the preset's 4x (calibrated runs); everything else stays the mobile preset. */
  cpuSlowdown?: number;
  /** A profile to run in, its storage kept (a returning reader's device; bench-device.ts). */
  userDataDir?: string;
}

/** Sum over the page's main-thread tasks of max(0, slowdown × CPU time − 50 ms). */
export function blockingCpu(events: TraceEvent[], origin: string, slowdown = SIMULATED_SLOWDOWN) {
  return longTasks(events, 0, origin).reduce(
    (sum, task) => sum + Math.max(0, slowdown * task.cpuMs - 50),
    0,
  );
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

/**
 * The CPU slowdown that makes this host stand for Lighthouse's target phone, following the curve of
 * Lighthouse's CPU throttling calculator (docs/throttling.md): benchmarkIndex 150 is 1x, 800 is 2x,
 * 1300 is 3x, 1533 the default 4x, each 233 more adds 1x. A shared, loaded CI box scores far below
 * the desktop the 4x default assumes, and every task then counts several times too long.
 */
export function calculatorSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** A number is `cpuSlowdown` (RunOptions), as older callers pass it. */
export async function runLighthouse(
  url: string,
  options: number | RunOptions = {},
): Promise<RunFigures> {
  const { cpuSlowdown, userDataDir } =
    typeof options === 'number' ? { cpuSlowdown: options, userDataDir: undefined } : options;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    ...(userDataDir && { userDataDir }),
  });
  try {
    // No config: Lighthouse's default is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A returning reader's device keeps what it stored.
      ...(userDataDir && { disableStorageReset: true }),
      // Flags merge into the preset's settings, so only the multiplier changes.
      ...(cpuSlowdown && {
        throttling: { cpuSlowdownMultiplier: cpuSlowdown } as ThrottlingSettings,
      }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN]),
    ) as Record<Metric, number>;
    const observed = lhr.audits.metrics?.details as
      { items?: { observedFirstContentfulPaint?: number }[] } | undefined;
    const fcp = observed?.items?.[0]?.observedFirstContentfulPaint ?? Infinity;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
      [];
    const origin = new URL(url).origin;
    const all = requests.flatMap((r) => {
      const kind = kindOfUrl(r.url, r.resourceType);
      return kind && r.url.startsWith(origin)
        ? [{ url: r.url, kind, at: r.networkRequestTime }]
        : [];
    });
    const beforeFcp = all.filter((r) => (r.at ?? Infinity) < fcp);
    const failing = failingAudits(lhr as unknown as ReportLike, CATEGORIES);
    const benchmarkIndex = lhr.environment.benchmarkIndex;
    // The long-tasks audit lists only tasks of 50 ms and more.
    const longTasks =
      (lhr.audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined)
        ?.items ?? [];
    const longestTaskMs = Math.max(0, ...longTasks.map((t) => t.duration ?? 0));
    const events = (artifacts.Trace?.traceEvents ?? []) as unknown as TraceEvent[];
    const blockingCpuMs = blockingCpu(events, origin, cpuSlowdown ?? SIMULATED_SLOWDOWN);
    const shiftItems =
      (
        lhr.audits['layout-shifts']?.details as
          | { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] }
          | undefined
      )?.items ?? [];
    const shifts = shiftItems.map(
      (s) =>
        `${s.node?.selector ?? s.node?.snippet ?? 'unknown element'} ${(s.score ?? 0).toFixed(3)}`,
    );
    return {
      scores,
      metrics,
      beforeFcp,
      all,
      failing,
      benchmarkIndex,
      longestTaskMs,
      blockingCpuMs,
      shifts,
    };
  } finally {
    chrome.kill();
  }
}
