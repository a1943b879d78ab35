import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from './core/db.ts';
import { migrate } from './core/migrations.ts';
import { openPgliteDb } from './node/pglite-db.ts';
import { describeNewsletterAbuse } from './test-support/abuse-suite.ts';
import { describeMailQueue } from './test-support/queue-suite.ts';
import { describeNewsletterRules } from './test-support/rules-suite.ts';

describe('newsletter functions on the embedded database (PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb();
    await migrate(db);
  }, 60_000);
  afterAll(() => db.close());

  describeNewsletterRules(() => db);
  describeNewsletterAbuse(() => db);
  describeMailQueue(() => db);
});
