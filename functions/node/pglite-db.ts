import { existsSync, readFileSync } from 'node:fs';
import {
  cp,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  rmdir,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, QueryResult } from '../core/db.ts';

export interface PgliteOptions {
  /**
   * Where the blank database new ones are copied from is kept (default: one folder per PGlite
   * version and user in the OS's temporary folder, shared by every process on the machine).
   */
  blankRoot?: string;
}

/** The embedded Postgres (WASM) persisted in `dir`; omit dir for a throwaway in-memory database. */
export async function openPgliteDb(dir?: string, options: PgliteOptions = {}): Promise<Db> {
  const pg = await openCluster(dir, options.blankRoot ?? defaultBlankRoot());
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await pg.query<R>(sql, params);
      return { rows: result.rows };
    },
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({
          async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
            const result = await tx.query<R>(sql, params);
            return { rows: result.rows };
          },
        }),
      ),
    close: () => pg.close(),
  };
}

/**
 * A new database starts as a copy of a blank one. Creating a cluster from nothing (Postgres's initdb,
 * in WASM) took 6.7 s and 9.9 s of CPU in a fresh process on a 2-core machine; copying a blank cluster
 * and opening it, 2.9 s and 3.5 s (`npm run bench:embedded-db`). A reader's first signup on a fresh
 * data folder waits for exactly that. A folder that already holds a database, or holds anything at
 * all, is opened as it is: nothing is ever copied over data.
 */
async function openCluster(dir: string | undefined, blankRoot: string): Promise<PGlite> {
  if (dir && !(await isEmptyOrMissing(dir))) return PGlite.create(dir);
  const blank = await ensureBlankDatabase(blankRoot).catch((error: unknown) => {
    console.warn(`[pglite] no blank database to start from (${String(error)}); creating one`);
    return null;
  });
  if (!dir) {
    if (!blank) return PGlite.create();
    return PGlite.create({ loadDataDir: new Blob([await readFile(join(blank, BLANK_DUMP))]) });
  }
  if (blank) await copyInto(join(blank, BLANK_DATA), dir);
  else await mkdir(dir, { recursive: true });
  return PGlite.create(dir);
}

const BLANK_DATA = 'data';
/** The same blank cluster as one tar file, for in-memory databases (which cannot open a folder). */
const BLANK_DUMP = 'blank.tar';

/**
 * Builds the blank database now if this machine has none yet (so processes started next, all at once,
 * do not each build their own) and resolves with its folder. It depends only on PGlite's version (the
 * folder's name carries it; our own layout's revision too). It is built beside its final name and
 * renamed into place once whole, so no process ever sees half of one; when two processes build it at
 * once, the first rename wins and the other's copy is removed. Opens in one process share the build
 * under way.
 */
export function ensureBlankDatabase(root = defaultBlankRoot()): Promise<string> {
  let built = building.get(root);
  if (!built) {
    built = buildBlank(root);
    // Only while it runs: a later open looks at the folder again (a temporary folder may be emptied).
    void built.then(
      () => building.delete(root),
      () => building.delete(root),
    );
    building.set(root, built);
  }
  return built;
}

const building = new Map<string, Promise<string>>();

async function buildBlank(root: string): Promise<string> {
  if (existsSync(join(root, BLANK_DUMP))) return root;
  await mkdir(dirname(root), { recursive: true });
  const staging = await mkdtemp(`${root}.building-`);
  try {
    const pg = await PGlite.create(join(staging, BLANK_DATA));
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    await writeFile(join(staging, BLANK_DUMP), new Uint8Array(await dump.arrayBuffer()));
    await rename(staging, root).catch((error: unknown) => {
      if (!existsSync(join(root, BLANK_DUMP))) throw error;
    });
    return root;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Where this machine's blank database is kept unless an open names another folder. */
export function defaultBlankRoot(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  const { version } = JSON.parse(
    readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    user = String(process.getuid?.() ?? 'user');
  }
  return join(tmpdir(), `quandaries-pglite-blank-${version}-1-${user.replace(/[^\w.-]/g, '_')}`);
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Copies the blank cluster to `dir` (missing or empty) by way of a sibling, renamed once whole. */
async function copyInto(source: string, dir: string): Promise<void> {
  await mkdir(dirname(dir), { recursive: true });
  const staging = await mkdtemp(`${dir}.new-`);
  try {
    await cp(source, staging, { recursive: true });
    if (existsSync(dir)) await rmdir(dir);
    await rename(staging, dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
