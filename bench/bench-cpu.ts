/**
 * `npm run bench:cpu -- <url> <url> …`: the main thread's work while each page loads, in real Chromium
 * at full speed on a phone-sized viewport, from Chromium's own counters (CDP Performance.getMetrics:
 * all tasks, script, style recalculation and layout, in ms, and the DOM's node count), read 2.5 s after
 * the load event. The pages are visited in turn, the order reversed every other round, each in a fresh
 * context; it prints the median of every figure per page and the ratio of its task time to the first
 * page's. Built to compare two builds of the same page served side by side (the previous one first):
 * Lighthouse's TBT on a shared 2-core machine moved by ±30 ms between runs of one build, while these
 * sums move by a few percent.
 *
 * `--runs N` or BENCH_RUNS (default 9).
 */
import { chromium } from 'playwright';
import { median, runCount } from './bench-site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

const RUNS = runCount(process.argv.slice(2), 9);
const urls = process.argv.slice(2).filter((arg, i, all) => {
  const previous = all[i - 1];
  return !arg.startsWith('--') && previous !== '--runs';
});
/** Time for hydration, the gates of what is near the viewport and a revalidation to finish. */
const SETTLE_MS = 2500;
const FIGURES = {
  task: 'TaskDuration',
  script: 'ScriptDuration',
  style: 'RecalcStyleDuration',
  layout: 'LayoutDuration',
} as const;
type Figure = keyof typeof FIGURES | 'nodes';

async function main(): Promise<void> {
  if (urls.length === 0) throw new Error('Give the pages to compare: npm run bench:cpu -- <url> …');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = new Map<string, Record<Figure, number>[]>(urls.map((url) => [url, []]));
  try {
    for (let round = 0; round < RUNS; round++) {
      const order = round % 2 ? [...urls].reverse() : urls;
      for (const url of order) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(SETTLE_MS);
        const { metrics } = await cdp.send('Performance.getMetrics');
        const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
        const figures = { nodes: value('Nodes') } as Record<Figure, number>;
        for (const [key, name] of Object.entries(FIGURES))
          figures[key as Figure] = value(name) * 1000;
        results.get(url)!.push(figures);
        await context.close();
      }
      process.stdout.write(`round ${round + 1}/${RUNS} `);
    }
  } finally {
    await browser.close();
  }
  console.log(`\nMain-thread time during load at full speed, medians of ${RUNS} (ms):`);
  const first = median(results.get(urls[0])!.map((r) => r.task));
  for (const [url, runs] of results) {
    const m = (figure: Figure) => Math.round(median(runs.map((r) => r[figure])));
    console.log(
      `${url}\n  tasks ${m('task')} (${(m('task') / first).toFixed(2)}× the first) · script ${m('script')}` +
        ` · style ${m('style')} · layout ${m('layout')} · ${m('nodes')} nodes` +
        `  [tasks per run: ${runs.map((r) => Math.round(r.task)).join(' ')}]`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
