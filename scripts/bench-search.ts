/**
 * Search on the device, in process: for the demo space and for a generated archive of 2,000 articles
 * (scripts/search-archive.ts), each held as the ahead-of-need sync mirror would hold it, prints
 *   - the time to build the search index (reading the documents out of the mirror included),
 *   - the longest stretch of that build between two yields to the page (what would block input),
 *   - the median (and 95th percentile) time of a query, over words, prefixes, typos and phrases.
 * Run with `npm run bench:search`. Timings only: nothing here passes or fails.
 */
import demoExport from '../demo-content/export.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { createSearchRuntime, type SearchRuntime } from '../src/features/search/search-runtime.ts';
import { mirrorOfExport, type ExportLike } from '../tests/export-mirror.ts';
import { writeArchive } from './search-archive.ts';

const ARCHIVE_ARTICLES = 2000;
const ROUNDS = 15;
const QUERIES = [
  'handmaid',
  'handm',
  'handmiad',
  'ursula le guin',
  'gender',
  'starship',
  'star',
  'the',
  'carrier bag',
  'octavia butler',
  'crawlway',
  'glacier',
  'nebula',
  'utopia',
  'feminist science fiction',
  'revew',
  'zzzz',
  'a',
];

const hang = () => new Promise<never>(() => {});
const offline = { search: hang, lists: hang, probe: () => Promise.resolve(false) };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const ms = (x: number) => `${x.toFixed(2)} ms`;

/**
 * A yield that also measures the synchronous stretch before it, as the page would feel it: wall time,
 * and the process's CPU time, which leaves out the time a busy machine gave to other processes.
 */
function measuredPause() {
  let resumed = performance.now();
  let cpuResumed = process.cpuUsage();
  const slices: number[] = [];
  let longestCpu = 0;
  const end = () => {
    slices.push(performance.now() - resumed);
    const cpu = process.cpuUsage(cpuResumed);
    longestCpu = Math.max(longestCpu, (cpu.user + cpu.system) / 1000);
  };
  return {
    pause: async () => {
      end();
      await new Promise((resolve) => setTimeout(resolve, 0));
      resumed = performance.now();
      cpuResumed = process.cpuUsage();
    },
    finish: () => {
      end();
      return { slices, longest: Math.max(...slices), longestCpu };
    },
  };
}

async function bench(label: string, exported: ExportLike): Promise<void> {
  const mirror = mirrorOfExport(exported);
  const count = Object.keys(mirror.entries).length;
  const slices = measuredPause();
  const start = performance.now();
  const runtime: SearchRuntime = await createSearchRuntime(
    { stored: () => [], mirror: () => Promise.resolve(mirror) },
    offline,
    slices.pause,
  );
  const built = performance.now() - start;
  const { slices: stretches, longest, longestCpu } = slices.finish();

  const times: number[] = [];
  let hits = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const query of QUERIES) {
      const t = performance.now();
      hits += runtime.results(query, 'device').length;
      times.push(performance.now() - t);
    }
  console.log(
    `${label}: ${count} entries; index built in ${ms(built)} in ${stretches.length} slices ` +
      `(median ${ms(median(stretches))}, longest ${ms(longest)} wall / ${ms(longestCpu)} CPU); ` +
      `query median ${ms(median(times))}, p95 ${ms(p95(times))} over ${times.length} queries ` +
      `(${Math.round(hits / ROUNDS)} results a round)`,
  );
}

await bench('demo space', demoExport as unknown as ExportLike);
console.log(`generating an archive of ${ARCHIVE_ARTICLES} articles…`);
const archive = await writeArchive(ARCHIVE_ARTICLES);
try {
  const exported = JSON.parse(readFileSync(archive.exportPath, 'utf8')) as ExportLike;
  await bench(`archive of ${archive.articles} articles`, exported);
} finally {
  archive.remove();
}
