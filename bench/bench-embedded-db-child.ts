/**
 * One round of `npm run bench:embedded-db`, in a process of its own so PGlite's WASM is compiled from
 * cold: `bench-embedded-db-child.ts <initdb|blank> <dir>` opens a new database in <dir> that way, runs
 * one query, and prints {wallMs, cpuMs} for the open (CPU: this process's user + system time, all its
 * threads), then closes it.
 */
const [way, dir] = process.argv.slice(2);
if (!dir || (way !== 'initdb' && way !== 'blank'))
  throw new Error('usage: bench-embedded-db-child.ts <initdb|blank> <dir>');

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const startedCpu = cpu();
const started = performance.now();
let close: () => Promise<void>;
if (way === 'initdb') {
  // The way every new database opened before the blank: Postgres creates its cluster from nothing.
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dir);
  await pg.query('SELECT 1');
  close = () => pg.close();
} else {
  const { openPgliteDb } = await import('../functions/node/pglite-db.ts');
  const db = await openPgliteDb(dir);
  await db.query('SELECT 1');
  close = () => db.close();
}
const figures = { wallMs: performance.now() - started, cpuMs: cpu() - startedCpu };
await close();
console.log(JSON.stringify(figures));
