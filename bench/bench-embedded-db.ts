/**
 * `npm run bench:embedded-db`: what opening a new embedded database costs, as the local functions'
 * first call on a fresh data folder pays it (a reader's first signup on the local default) and as
 * every test that starts the functions does. Each round opens one new database in a fresh Node process
 * (bench-embedded-db-child.ts: PGlite's WASM compiled from cold, as in a server that has not used it
 * yet), two ways in turn, the order swapped every other round:
 *
 *   initdb       PGlite.create on an empty folder: Postgres creates its cluster from nothing
 *   from blank   openPgliteDb: a copy of the blank cluster built once per machine, then opened
 *
 * and prints the median wall and CPU time of each (CPU: the child's user + system time, which a busy
 * machine does not stretch), and the ratios. `--runs N` or BENCH_RUNS (default 5). The blank is built
 * before the first round, where the functions build it; its own cost and its size are printed first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultBlankRoot } from '../functions/node/pglite-db.ts';
import { folderSize, mib } from './bench-archive-measure.ts';
import { median, runCount } from './bench-site.ts';

const RUNS = runCount(process.argv.slice(2), 5);
const CHILD = resolve(fileURLToPath(import.meta.url), '../bench-embedded-db-child.ts');

type Way = 'initdb' | 'blank';
interface Figures {
  wallMs: number;
  cpuMs: number;
}

function openOnce(way: Way): Figures {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-embedded-db-'));
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', CHILD, way, join(scratch, 'db')],
      {
        encoding: 'utf8',
      },
    );
    if (!existsSync(join(scratch, 'db', 'PG_VERSION'))) throw new Error(`${way}: no database made`);
    return JSON.parse(out.trim().split('\n').pop()!) as Figures;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const show = (figures: Figures) =>
  `${Math.round(figures.wallMs)} ms wall, ${Math.round(figures.cpuMs)} ms CPU`;

// The first open on the machine builds the blank (an initdb and a copy); later ones only copy it.
console.log(`first open on this machine (builds the blank if missing): ${show(openOnce('blank'))}`);
const blankRoot = defaultBlankRoot();
console.log(`the blank: ${blankRoot}, ${mib(folderSize(blankRoot).bytes)}`);
const runs: Record<Way, Figures[]> = { initdb: [], blank: [] };
for (let round = 0; round < RUNS; round += 1) {
  const order: Way[] = round % 2 === 0 ? ['initdb', 'blank'] : ['blank', 'initdb'];
  for (const way of order) runs[way].push(openOnce(way));
  console.log(
    `round ${round + 1}: initdb ${show(runs.initdb[round])} · from blank ${show(runs.blank[round])}`,
  );
}
const med = (way: Way, key: keyof Figures) => median(runs[way].map((r) => r[key]));
console.log(
  `\nmedian of ${RUNS}: initdb ${Math.round(med('initdb', 'wallMs'))} ms wall, ` +
    `${Math.round(med('initdb', 'cpuMs'))} ms CPU · from blank ${Math.round(med('blank', 'wallMs'))} ms ` +
    `wall, ${Math.round(med('blank', 'cpuMs'))} ms CPU · ratio ×${(med('blank', 'wallMs') / med('initdb', 'wallMs')).toFixed(2)} ` +
    `wall, ×${(med('blank', 'cpuMs') / med('initdb', 'cpuMs')).toFixed(2)} CPU`,
);
