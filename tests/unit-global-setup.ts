/**
 * Vitest's global setup: the returned teardown fails the run if any test changed the project's dist/.
 * Vitest logs an error thrown at teardown but keeps its exit code, so the code is set here.
 */
import { watchProjectDist } from './support/project-dist.ts';

export default function setup(): () => void {
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
