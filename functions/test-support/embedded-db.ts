/**
 * One migrated embedded database (PGlite in memory) for a describe block: opened once before its tests
 * (the first open compiles Postgres, hence the long timeout), closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../core/db.ts';
import { migrate } from '../core/migrations.ts';
import { openPgliteDb } from '../node/pglite-db.ts';

/** Call inside `describe`; the getter gives the database once `beforeAll` has run. */
export function useEmbeddedDb(): () => Db {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await openPgliteDb();
    await migrate(db);
  }, 60_000);
  afterAll(() => db?.close());
  return () => {
    if (!db) throw new Error('the embedded database is only open inside the tests of its describe');
    return db;
  };
}
