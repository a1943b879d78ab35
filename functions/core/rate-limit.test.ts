import { beforeEach, describe, expect, it } from 'vitest';
import { useEmbeddedDb } from '../test-support/embedded-db.ts';
import type { Db } from './db.ts';
import { RateLimiter, SWEEP_EVERY_MS } from './rate-limit.ts';

describe('RateLimiter on the rate_limits table', () => {
  const openDb = useEmbeddedDb();
  let db: Db;
  beforeEach(async () => {
    db = openDb();
    await db.query('DELETE FROM rate_limits');
  });

  const windows = async () =>
    (
      await db.query<{ key: string; count: number }>(
        'SELECT key, count FROM rate_limits ORDER BY key, window_start',
      )
    ).rows;

  it('counts per name and key in one row per window', async () => {
    const now = 5_000_000;
    const ip = new RateLimiter(db, 'ip', { limit: 2, windowMs: 1_000 }, () => now);
    const address = new RateLimiter(db, 'address', { limit: 2, windowMs: 1_000 }, () => now);
    expect(await ip.hit('x')).toEqual({ allowed: true });
    expect(await ip.hit('x')).toEqual({ allowed: true });
    expect(await address.hit('x')).toEqual({ allowed: true });
    expect(await ip.hit('x')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await windows()).toEqual([
      { key: 'address:x', count: 1 },
      { key: 'ip:x', count: 3 },
    ]);
  });

  it('lets exactly `limit` of many simultaneous attempts through', async () => {
    const limiter = new RateLimiter(db, 'ip', { limit: 7, windowMs: 60_000 });
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('burst')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(7);
  });

  it('deletes ended windows, at most once a minute per limiter', async () => {
    let now = 10 * SWEEP_EVERY_MS;
    const rule = { limit: 5, windowMs: 1_000 };
    const limiter = new RateLimiter(db, 'ip', rule, () => now);
    await limiter.hit('old');
    now += 2_000;
    await limiter.hit('new');
    // The first hit swept; the next sweep is not due yet, so the ended window is still stored.
    expect((await windows()).map((w) => w.key)).toEqual(['ip:new', 'ip:old']);
    now += SWEEP_EVERY_MS;
    await limiter.hit('newest');
    expect((await windows()).map((w) => w.key)).toEqual(['ip:newest']);
  });
});
