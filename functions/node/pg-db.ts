import pg from 'pg';
import type { Db, QueryResult } from '../core/db.ts';

/** node-postgres pool behind the same Db surface as PGlite, for a real Postgres server. */
export function openPgDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client dying (server restart) must not crash the host process.
  pool.on('error', (error) => console.error('[functions] idle postgres client error:', error));
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await pool.query(sql, params);
      return { rows: result.rows as R[] };
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
            const result = await client.query(sql, params);
            return { rows: result.rows as R[] };
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
