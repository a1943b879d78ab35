import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './core/db.ts';
import { MIGRATIONS, migrate } from './core/migrations.ts';
import { openPgDb } from './node/pg-db.ts';
import { describeNewsletterAbuse } from './test-support/abuse-suite.ts';
import { postgresBinDir, startPgServer, type PgServer } from './test-support/pg-server.ts';
import { describeIssues } from './test-support/issue-suite.ts';
import { describeMailQueue } from './test-support/queue-suite.ts';
import { describeNewsletterRules } from './test-support/rules-suite.ts';

const bin = postgresBinDir();

/** The same rules and the same SQL against a real PostgreSQL server started for this file. */
describe.runIf(bin)('newsletter functions on PostgreSQL', () => {
  let server: PgServer | undefined;
  let db: Db;
  beforeAll(async () => {
    server = await startPgServer(bin!, [4610, 4619]);
    db = openPgDb(server.url);
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    server?.stop();
  }, 30_000);

  describeNewsletterRules(() => db);
  describeNewsletterAbuse(() => db);
  describeMailQueue(() => db);
  describeIssues(() => db);

  it('applies the migrations once when two processes start against a fresh database at once', async () => {
    await db.query('CREATE DATABASE fresh_start');
    const url = server!.url.replace(/\/postgres$/, '/fresh_start');
    const [a, b] = [openPgDb(url), openPgDb(url)];
    try {
      const applied = await Promise.all([migrate(a), migrate(b)]);
      expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.version));
      const { rows } = await a.query('SELECT version FROM schema_migrations');
      expect(rows).toHaveLength(MIGRATIONS.length);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.skipIf(bin)('newsletter functions on PostgreSQL', () => {
  it.skip('skipped: no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)', () => {});
});
