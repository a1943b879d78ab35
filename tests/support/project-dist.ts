/**
 * The project's own build folder (`dist/`, what `npm run build` or `npm start` made for the owner) is
 * never a test's: a test that built there for its own ports would leave pages whose content API is
 * gone, and a later `SKIP_BUILD=1 npm start` would serve them. Tests build into folders of their own
 * (`dist-e2e-*`, temp folders). The runners check it around a whole run: `watchProjectDist` notes
 * the folder as it is, and the check it returns throws when the run changed it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/** The folder's entries with their modification times, or 'absent'. */
export function distStamp(dist: string): string {
  if (!existsSync(dist)) return 'absent';
  const entries = readdirSync(dist).sort();
  return entries.map((name) => `${name}@${statSync(join(dist, name)).mtimeMs}`).join('\n');
}

export function watchProjectDist(dist = join(ROOT, 'dist')): () => void {
  const before = distStamp(dist);
  return () => {
    if (distStamp(dist) !== before)
      throw new Error(
        `${dist} changed during the test run: a test wrote into the project's own build folder ` +
          '(tests build into a temp folder or dist-e2e-*), or it was rebuilt by hand meanwhile.',
      );
  };
}
