/**
 * Vitest's global setup: the returned teardown fails the run if any test changed the project's dist/.
 * Vitest logs an error thrown at teardown but keeps its exit code, so the code is set here.
 * The machine's blank embedded database is built here, before the workers start: the tests that
 * start several functions processes at once would otherwise each build one on a fresh machine.
 */
import { ensureBlankDatabase } from '../functions/node/pglite-db.ts';
import { watchProjectDist } from './support/project-dist.ts';

export default async function setup(): Promise<() => void> {
  await ensureBlankDatabase();
  const check = watchProjectDist();
  return () => {
    try {
      check();
    } catch (error) {
      console.error(`\n${(error as Error).message}\n`);
      process.exitCode = 1;
    }
  };
}
