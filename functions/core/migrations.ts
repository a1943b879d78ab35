import type { Db } from './db.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Append only: a released migration is never edited, a change is a new version. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'subscribers',
    sql: `
      CREATE TABLE subscribers (
        email text PRIMARY KEY,
        contact_id text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        subscribed_at timestamptz NOT NULL DEFAULT now(),
        unsubscribed_at timestamptz,
        welcome_sent_at timestamptz
      )`,
  },
  {
    version: 2,
    name: 'subscribers-welcome-claim',
    // Lets one upsert say which request owes the welcome mail, instead of a lock-and-read round trip.
    sql: 'ALTER TABLE subscribers ADD COLUMN welcome_claim text',
  },
  {
    version: 3,
    name: 'rate-limits',
    // Shared by every isolate; expires_at lets one DELETE sweep windows of any length.
    sql: `
      CREATE TABLE rate_limits (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
  },
];

/** Applies every migration newer than the stored version, each in its own transaction. */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  // Two processes starting against one server must not both create the table or apply a version.
  const lock = 'SELECT pg_advisory_xact_lock(5050505)';
  await db.transaction(async (tx) => {
    await tx.query(lock);
    await tx.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const done = await db.transaction(async (tx) => {
      await tx.query(lock);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await tx.query(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
