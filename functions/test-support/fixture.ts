import { beforeEach } from 'vitest';
import type { Db } from '../core/db.ts';
import type { NewsletterDeps } from '../core/deps.ts';
import { buildFunctions } from '../index.ts';
import { drainMailQueue } from '../core/mail-queue.ts';
import { clearNewsletterTables, memoryMailer, testDeps, type MemoryMailer } from './deps.ts';

type Overrides = Parameters<typeof testDeps>[2];

export interface NewsletterFixture {
  db: () => Db;
  /** A fresh in-memory mailer per test. */
  mailer: MemoryMailer;
  /** Added to the queue's clock, to let leases and backoffs run out without waiting. */
  offset: number;
  depsFor(overrides?: Overrides): NewsletterDeps;
  handlers(overrides?: Overrides): ReturnType<typeof buildFunctions>;
  /** Sends what the subscribe calls queued, the way the host does after answering. */
  deliver(): Promise<unknown>;
  answer(response: Response): Promise<{ status: number; body: unknown; retryAfter: string | null }>;
}

/**
 * Empty tables (rate-limit counters included), a fresh mailer and a movable queue clock before every test. The clock starts a
 * second ahead: the database stamps rows in microseconds, a JavaScript clock in milliseconds.
 */
export function newsletterFixture(db: () => Db): NewsletterFixture {
  const fixture: NewsletterFixture = {
    db,
    mailer: memoryMailer(),
    offset: 1_000,
    depsFor: (overrides = {}) =>
      testDeps(overrides.db ?? db(), fixture.mailer, {
        queue: { now: () => Date.now() + fixture.offset },
        ...overrides,
      }),
    handlers: (overrides) => buildFunctions(fixture.depsFor(overrides)),
    deliver: () => drainMailQueue(fixture.depsFor()),
    answer: async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
      retryAfter: response.headers.get('retry-after'),
    }),
  };
  beforeEach(async () => {
    await clearNewsletterTables(db());
    fixture.mailer = memoryMailer();
    fixture.offset = 1_000;
  });
  return fixture;
}
