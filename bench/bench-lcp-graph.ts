/**
 * `npm run bench:lcp-graph -- [path]`: what Lighthouse's simulated LCP waited for on one page of the
 * bench site (bench-site.ts; BENCH_GROW, BENCH_SKIP_BUILD and BENCH_PORT_BASE as there, path
 * `/search?q=octavia` by default). Lighthouse (mobile preset, simulated throttling) estimates LCP
 * from a graph of the observed load: every request that finished before the largest paint it
 * observed, and the main-thread tasks it keeps, replayed at a phone's network and CPU. This prints,
 * for each run (BENCH_RUNS, default 1), the observed and simulated FCP and LCP, the LCP element, the
 * round trip and server time the simulation assumed per origin, and the simulated graph's nodes in
 * order of start: a request that ends last is the one the LCP waited for, and a request in the list
 * that the largest paint did not need (a script asked too early) is one to move after it.
 *
 * Before each run the local cloud is asked one search, so the first run does not time the cloud's
 * own first gathering of every entry's text.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { NetworkAnalysis } from 'lighthouse/core/computed/network-analysis.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { startBenchSite } from './bench-site.ts';
import { entriesUrl } from '../src/content/direct-reader.ts';
import { searchContentQuery } from '../src/content/search-queries.ts';

const path = process.argv[2] ?? '/search?q=octavia';
const runs = Number(process.env.BENCH_RUNS || 1);
const base = Number(process.env.BENCH_PORT_BASE || 5180);

/** The parts of a Lantern graph node this prints. */
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; protocol: string; priority: string; transferSize: number };
  duration?: number;
  didPerformLayout?: () => boolean;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LcpResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed<T> = { request(data: unknown, context: unknown): Promise<T> };

const round = (ms: number) => String(Math.round(ms)).padStart(6);

const bench = await startBenchSite(base);
try {
  const { cloud } = bench;
  const search = entriesUrl(
    {
      space: cloud.spaceId,
      environment: 'master',
      host: new URL(cloud.url).host,
      insecure: true,
      accessToken: cloud.accessToken,
    },
    searchContentQuery('zebra'),
  );
  await (await fetch(search)).text();
  for (let run = 1; run <= runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(`${bench.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr, artifacts } = result;
      const audits = lhr.audits;
      const observed = (
        audits.metrics?.details as
          | {
              items?: {
                observedFirstContentfulPaint?: number;
                observedLargestContentfulPaint?: number;
              }[];
            }
          | undefined
      )?.items?.[0];
      const element = (
        audits['largest-contentful-paint-element']?.details as
          { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
      )?.items?.[0]?.items?.[0]?.node?.selector;
      console.log(
        `\nrun ${run}/${runs} ${path}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
          `CPU index ${lhr.environment.benchmarkIndex}`,
      );
      console.log(
        `  FCP ${Math.round(audits['first-contentful-paint']?.numericValue ?? NaN)} ms simulated, ` +
          `${Math.round(observed?.observedFirstContentfulPaint ?? NaN)} ms observed; ` +
          `LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN)} ms simulated, ` +
          `${Math.round(observed?.observedLargestContentfulPaint ?? NaN)} ms observed`,
      );
      console.log(`  LCP element: ${element ?? 'unknown'}`);
      const settings = lhr.configSettings;
      const context = { computedCache: new Map(), settings };
      const devtoolsLog = (artifacts as unknown as { DevtoolsLog: unknown }).DevtoolsLog;
      const network = await (
        NetworkAnalysis as unknown as Computed<{
          additionalRttByOrigin: Map<string, number>;
          serverResponseTimeByOrigin: Map<string, number>;
        }>
      ).request(devtoolsLog, context);
      for (const [origin, ms] of network.serverResponseTimeByOrigin)
        if (origin.startsWith('http'))
          console.log(
            `  ${origin}: server ${Math.round(ms)} ms, round trip + ${Math.round(network.additionalRttByOrigin.get(origin) ?? 0)} ms`,
          );
      const lcp = await (LanternLargestContentfulPaint as unknown as Computed<LcpResult>).request(
        {
          trace: artifacts.Trace,
          devtoolsLog,
          gatherContext: artifacts.GatherContext,
          settings,
          simulator: null,
          URL: artifacts.URL,
          SourceMaps: artifacts.SourceMaps,
        },
        context,
      );
      for (const [name, estimate] of [
        ['optimistic', lcp.optimisticEstimate],
        ['pessimistic', lcp.pessimisticEstimate],
      ] as const) {
        console.log(`  ${name} graph: LCP ${Math.round(estimate.timeInMs)} ms  (start   end)`);
        const nodes = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
        for (const [node, { startTime, endTime }] of nodes) {
          const what = node.request
            ? `${node.request.priority} ${node.request.transferSize} B ${node.request.url.replace(bench.url, '').slice(0, 100)}`
            : `main thread ${Math.round((node.duration ?? 0) / 1000)} ms observed${node.didPerformLayout?.() ? ', layout' : ''}`;
          console.log(`  ${round(startTime)} ${round(endTime)}  ${what}`);
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  await bench.close();
}
