import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, QueryResult } from '../core/db.ts';

/** The embedded Postgres (WASM) persisted in `dir`; omit dir for a throwaway in-memory database. */
export async function openPgliteDb(dir?: string): Promise<Db> {
  if (dir) await mkdir(dir, { recursive: true });
  const pg = dir ? await PGlite.create(dir) : await PGlite.create();
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
