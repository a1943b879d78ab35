/**
 * The smallest database surface the functions need. Both the embedded PGlite and node-postgres
 * satisfy it, so the same SQL runs on the laptop and on hosted Postgres.
 */
export interface QueryResult<R> {
  rows: R[];
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT; any throw rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
