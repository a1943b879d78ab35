import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Db } from './core/db.ts';
import { migrate } from './core/migrations.ts';
import { openPgDb } from './node/pg-db.ts';
import { describeNewsletterAbuse } from './test-support/abuse-suite.ts';
import { postgresBinDir, startPgServer, type PgServer } from './test-support/pg-server.ts';
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
});

describe.skipIf(bin)('newsletter functions on PostgreSQL', () => {
  it.skip('skipped: no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)', () => {});
});
