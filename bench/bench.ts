/**
 * `npm run bench`: the speed budget (Lighthouse performance >= 95 and the other categories 100; an
 * article page's JS before first paint <= 110 KB and CSS <= 25 KB gzip). Builds for production with
 * the prerender step,
 * serves the build and the local cloud on 127.0.0.1, runs Lighthouse (mobile preset, simulated
 * throttling) BENCH_RUNS times (default 3) on the home page, a list page and an article page, and
 * prints the medians next to the targets.
 *
 * Two visits are measured: "just built" (the embedded data is fresh, so the page only hydrates) and
 * "an hour after the build", the usual case of a deployed site: a copy of the build whose embedded
 * data is stamped an hour older, so every page revalidates its data on load (content worker, SDK,
 * CDA round trips, re-render) as a reader's browser would. BENCH_STALE=0 skips the second.
 *
 * BENCH_PORT_BASE (site; +1 local cloud; +2 the aged copy; default 4960), BENCH_RUNS, BENCH_SKIP_BUILD=1 to reuse the
 * last build (it was made for the same ports), BENCH_PRERENDER=0 to measure the plain SPA build,
 * BENCH_CPU_CALIBRATE=1 to replace the preset's 4x CPU slowdown by the one Lighthouse's calculator gives
 * for this host's measured benchmarkIndex (a probe run first).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { KINDS, KIND_ORDER } from '../src/content/kinds.ts';
import { criticalAssets, gzipSize, measure, type ByteKind, type Bytes } from './bench-bytes.ts';
import {
  calculatorSlowdown,
  CATEGORIES,
  METRICS,
  runLighthouse,
  type RunFigures,
} from './bench-lighthouse.ts';
import { AGE_MS, median, ROOT, startBenchSite } from './bench-site.ts';

const base = Number(process.env.BENCH_PORT_BASE || 4960);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const DIST = `dist-bench-${base}`;
const TARGETS = { performance: 95, others: 100, articleJs: 110 * 1024, articleCss: 25 * 1024 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Gzipped bytes of what Lighthouse saw requested before the observed first paint. */
function requestBytes(requests: RunFigures['all'], html: string): Record<ByteKind, number> {
  const sums: Record<ByteKind, number> = { html: 0, js: 0, css: 0 };
  for (const { url, kind } of requests) {
    if (kind === 'html') sums.html += gzipSize(html);
    else sums[kind] += measure('', [{ path: new URL(url).pathname, kind }], join(ROOT, DIST))[kind];
  }
  return sums;
}

interface PageResult {
  scenario: string;
  name: string;
  path: string;
  runs: RunFigures[];
  critical: Bytes;
  beforeFcp: Record<ByteKind, number>;
  all: Record<ByteKind, number>;
}

function print(page: PageResult): void {
  const med = (pick: (r: RunFigures) => number) => median(page.runs.map(pick));
  const cpu = med((r) => r.benchmarkIndex);
  console.log(
    `\n${page.name}  ${page.path}  (median of ${page.runs.length} runs; CPU benchmarkIndex ${cpu})`,
  );
  console.log('  scores   ' + CATEGORIES.map((c) => `${c} ${med((r) => r.scores[c])}`).join(' · '));
  // The spread says how much of a gap is this machine's noise (benchmarkIndex per run beside it).
  console.log(
    '  runs     ' +
      page.runs
        .map(
          (r) =>
            `perf ${r.scores.performance} TBT ${ms(r.metrics.tbt)} (index ${r.benchmarkIndex})`,
        )
        .join(' · '),
  );
  const m = (key: keyof typeof METRICS) => med((r) => r.metrics[key]);
  console.log(
    `  metrics  FCP ${ms(m('fcp'))} · LCP ${ms(m('lcp'))} · TBT ${ms(m('tbt'))} · CLS ${m('cls').toFixed(3)} · SI ${ms(m('si'))}`,
  );
  const c = page.critical;
  console.log(`  critical set (HTML + blocking CSS + entry/modulepreload JS), gzip:`);
  console.log(`           HTML ${kb(c.html)} · JS ${kb(c.js)} · CSS ${kb(c.css)}`);
  for (const f of c.files)
    console.log(`             ${f.kind.padEnd(3)} ${kb(f.gzip).padStart(9)}  ${f.path}`);
  const b = page.beforeFcp;
  console.log(
    `  requested before observed FCP, gzip: HTML ${kb(b.html)} · JS ${kb(b.js)} · CSS ${kb(b.css)}`,
  );
  const a = page.all;
  console.log(
    `  whole run (hydration, page chunk, SDK when revalidating), gzip: JS ${kb(a.js)} · CSS ${kb(a.css)}`,
  );
  const failing = [...new Set(page.runs.flatMap((r) => r.failing))];
  if (failing.length) console.log(`  below full score in some run: ${failing.join('; ')}`);
}

function verdict(pages: PageResult[]): string[] {
  const gaps: string[] = [];
  for (const page of pages) {
    for (const c of CATEGORIES) {
      const score = median(page.runs.map((r) => r.scores[c]));
      const target = c === 'performance' ? TARGETS.performance : TARGETS.others;
      if (score < target) gaps.push(`${page.scenario}, ${page.name}: ${c} ${score} < ${target}`);
    }
  }
  const article = pages.find((p) => p.name === 'article');
  if (article && article.critical.js > TARGETS.articleJs)
    gaps.push(
      `article: JS before first paint ${kb(article.critical.js)} > ${kb(TARGETS.articleJs)}`,
    );
  if (article && article.critical.css > TARGETS.articleCss)
    gaps.push(
      `article: CSS before first paint ${kb(article.critical.css)} > ${kb(TARGETS.articleCss)}`,
    );
  return gaps;
}

async function main(): Promise<void> {
  const bench = await startBenchSite(base);
  try {
    const scenarios = [{ name: 'just built', url: bench.url }];
    if (bench.agedUrl) scenarios.push({ name: 'an hour after the build', url: bench.agedUrl });
    const pages = [
      { name: 'home', path: '/' },
      { name: 'list', path: KINDS[KIND_ORDER[0]].path },
      { name: 'article', path: bench.articlePath },
    ];
    let cpuSlowdown: number | undefined;
    if (process.env.BENCH_CPU_CALIBRATE === '1') {
      const probe = await runLighthouse(`${bench.url}/`);
      cpuSlowdown = Math.round(calculatorSlowdown(probe.benchmarkIndex) * 10) / 10;
      console.log(
        `Calibrated: benchmarkIndex ${probe.benchmarkIndex} -> CPU slowdown ${cpuSlowdown}x (preset: 4x)`,
      );
    }
    const results: PageResult[] = [];
    for (const scenario of scenarios) {
      console.log(`\n${scenario.name}:`);
      for (const { name, path } of pages) {
        const html = await (await fetch(`${scenario.url}${path}`)).text();
        const critical = measure(html, criticalAssets(html), join(ROOT, DIST));
        // Data older than its freshness window (lists 5 min, entries 10) revalidates on load: the
        // worker, the SDK, CDA round trips and a re-render join the run. Say which case was measured.
        const ageMin = (Date.now() - statSync(join(ROOT, DIST, 'index.html')).mtimeMs) / 60000;
        const shift = scenario.url === bench.url ? 0 : AGE_MS / 60000;
        console.log(`${name}: data ${(ageMin + shift).toFixed(1)} min old at its first run`);
        const runs: RunFigures[] = [];
        for (let i = 0; i < RUNS; i++) {
          process.stdout.write(`Lighthouse ${name} run ${i + 1}/${RUNS}…\r`);
          runs.push(await runLighthouse(`${scenario.url}${path}`, cpuSlowdown));
        }
        const medianOf = (pick: (r: RunFigures) => RunFigures['all']) => {
          const sums = runs.map((r) => requestBytes(pick(r), html));
          return {
            html: median(sums.map((s) => s.html)),
            js: median(sums.map((s) => s.js)),
            css: median(sums.map((s) => s.css)),
          };
        };
        const beforeFcp = medianOf((r) => r.beforeFcp);
        const all = medianOf((r) => r.all);
        results.push({ scenario: scenario.name, name, path, runs, critical, beforeFcp, all });
      }
    }
    console.log(
      `\nLighthouse 12, mobile preset, simulated throttling (Slow 4G, ${cpuSlowdown ?? 4}x CPU), Chromium headless; ` +
        'bytes are gzip -9 of the built files.',
    );
    console.log(
      '"Critical set" is what the HTML makes the browser fetch before it can paint: the document, its ' +
        'render-blocking stylesheets, and any entry script or modulepreload. The entry is imported by an ' +
        'inline loader once the browser reports first-contentful-paint (build/vite-paint-first.ts), so ' +
        'prerendered pages paint from HTML + CSS alone. "Requested before observed FCP" is every ' +
        'same-origin HTML/JS/CSS request Lighthouse saw start before its (unthrottled) ' +
        'first-contentful-paint event.',
    );
    for (const scenario of scenarios) {
      console.log(`\n== ${scenario.name}`);
      results.filter((r) => r.scenario === scenario.name).forEach(print);
    }
    const gaps = verdict(results);
    console.log(
      gaps.length
        ? `\nTargets missed:\n  ${gaps.join('\n  ')}`
        : `\nAll targets met: performance >= ${TARGETS.performance}, other categories 100, article JS <= 110 KB and CSS <= 25 KB gzip.`,
    );
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
