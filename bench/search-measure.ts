/**
 * How search on the device performs over what a device holds: the time to build the index (reading the
 * documents out of the device store included), the longest stretch of that build between two yields to the
 * page (what would block input), and the median and 95th percentile time of a query over words,
 * prefixes, typos and phrases. Shared by bench:search and bench:archive; timings only.
 */
import type { Mirror } from '../src/shared/sync-mirror.ts';
import { createSearchRuntime, type SearchRuntime } from '../src/features/search/search-runtime.ts';
import { storedOfMirror } from '../tests/export-mirror.ts';

const ROUNDS = 15;
export const SEARCH_QUERIES = [
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
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
export const ms = (x: number) => `${x.toFixed(2)} ms`;

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

/** Builds the device's index over `mirror` as the page would, then times every query ROUNDS times. */
export async function measureDeviceSearch(mirror: Mirror): Promise<string> {
  const count = Object.keys(mirror.entries).length;
  const slices = measuredPause();
  const start = performance.now();
  const runtime: SearchRuntime = await createSearchRuntime(
    { stored: () => storedOfMirror(mirror) },
    offline,
    slices.pause,
  );
  const built = performance.now() - start;
  const { slices: stretches, longest, longestCpu } = slices.finish();

  const times: number[] = [];
  let hits = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const query of SEARCH_QUERIES) {
      const t = performance.now();
      hits += runtime.results(query, 'device').length;
      times.push(performance.now() - t);
    }
  return (
    `${count} entries; index built in ${ms(built)} in ${stretches.length} slices ` +
    `(median ${ms(median(stretches))}, longest ${ms(longest)} wall / ${ms(longestCpu)} CPU); ` +
    `query median ${ms(median(times))}, p95 ${ms(p95(times))} over ${times.length} queries ` +
    `(${Math.round(hits / ROUNDS)} results a round)`
  );
}
