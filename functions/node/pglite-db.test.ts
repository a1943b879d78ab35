/**
 * A new embedded database is a copy of a blank one built once: each is a database of its own, an
 * existing one is opened as it is, and two processes building the blank at once both get a whole one.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDb } from './pglite-db.ts';

const scratch = mkdtempSync(join(tmpdir(), 'pglite-blank-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const countRows = async (db: Awaited<ReturnType<typeof openPgliteDb>>) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')).rows[0].n;

/** Opens a new database in `dir` from another process, writes one row and closes it. */
async function openInAnotherProcess(dir: string, blankRoot: string): Promise<void> {
  const module = join(import.meta.dirname, 'pglite-db.ts');
  const code = `
    const { openPgliteDb } = await import(${JSON.stringify(module)});
    const db = await openPgliteDb(${JSON.stringify(dir)}, { blankRoot: ${JSON.stringify(blankRoot)} });
    await db.query('CREATE TABLE notes (body text)');
    await db.query("INSERT INTO notes VALUES ('from the other process')");
    await db.close();`;
  await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    code,
  ]);
}

describe('the embedded database', () => {
  it('starts each new database, in a folder or in memory, from one blank built once', async () => {
    const blankRoot = join(scratch, 'blank');
    const first = join(scratch, 'first', 'db');
    const other = join(scratch, 'other', 'db');
    // This process and another build the blank at once: the first rename wins, the other's copy
    // is removed, and both start from a whole one. This process's two opens share its build.
    const [inFolder, inMemory] = await Promise.all([
      openPgliteDb(first, { blankRoot }),
      openPgliteDb(undefined, { blankRoot }),
      openInAnotherProcess(other, blankRoot),
    ]);
    try {
      expect(readdirSync(scratch).filter((name) => name.includes('.building-'))).toEqual([]);
      expect(existsSync(join(blankRoot, 'blank.tar'))).toBe(true);
      expect(existsSync(join(first, 'PG_VERSION'))).toBe(true);
      for (const db of [inFolder, inMemory]) {
        await db.query('CREATE TABLE notes (body text)');
        await db.query('INSERT INTO notes VALUES ($1)', ['kept']);
        expect(await countRows(db)).toBe(1);
      }
    } finally {
      await inFolder.close();
      await inMemory.close();
    }

    // The blank was never written to: a new database starts empty.
    const second = await openPgliteDb(join(scratch, 'second', 'db'), { blankRoot });
    try {
      const tables = await second.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'notes'",
      );
      expect(tables.rows[0].n).toBe(0);
    } finally {
      await second.close();
    }

    // Existing databases are opened, never replaced by the blank.
    for (const dir of [first, other]) {
      const again = await openPgliteDb(dir, { blankRoot });
      try {
        expect(await countRows(again)).toBe(1);
      } finally {
        await again.close();
      }
    }
    expect(readdirSync(join(scratch, 'first'))).toEqual(['db']);
  }, 120_000);
});
