/**
 * `npm run bench:records`: the published speed records in one command. Runs `bench:race` with 5 rounds
 * (every page type: home, a list's first page of 100 cards and its second page, the article, a post, the
 * search form and a page of results, a tag page, the saved page; the first visit, the hour-later visit
 * and the returning reader's filled device) twice: on the demo content, then on the archive grown to
 * 10,000 articles (BENCH_GROW=10000). Each part prints the machine's load (`uptime`) before and after,
 * and bench:race prints every run's CPU index; the output is what performance.md records.
 *
 * `--runs N` changes the rounds (5 by default), `--only demo` or `--only archive` runs one part;
 * BENCH_PORT_BASE and the other bench:race variables pass through, except BENCH_SKIP_BUILD: the two
 * parts build different content into the same folder, so each builds its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { ROOT } from './bench-site.ts';

const argv = process.argv.slice(2);
function option(name: string): string | undefined {
  const at = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  return at < 0 ? undefined : (argv[at].split('=')[1] ?? argv[at + 1]);
}
const runs = option('--runs') ?? '5';
const only = option('--only');
if (only && only !== 'demo' && only !== 'archive')
  throw new Error(`--only wants demo or archive, got "${only}"`);

const PARTS = [
  { name: 'demo', label: 'the demo content', env: { BENCH_GROW: '' } },
  { name: 'archive', label: 'the archive of 10,000 articles', env: { BENCH_GROW: '10000' } },
].filter((part) => !only || part.name === only);

const uptime = () => execFileSync('uptime').toString().trim();

let failed = false;
for (const part of PARTS) {
  const started = Date.now();
  console.log(`\n=== bench:race on ${part.label}, ${runs} rounds ===`);
  console.log(`load before: ${uptime()}`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/bench-race.ts', '--runs', runs],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_SKIP_BUILD: '0', ...part.env } },
  );
  console.log(`load after: ${uptime()}`);
  console.log(`${part.label}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  if (result.status !== 0) {
    console.error(`bench:race on ${part.label} failed (${result.status ?? result.signal})`);
    failed = true;
  }
}
if (failed) process.exit(1);
