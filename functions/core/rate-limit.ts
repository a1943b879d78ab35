import type { Queryable } from './db.ts';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How often one limiter deletes expired windows; often enough to keep the table small. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters kept in the database (table rate_limits), so every isolate or process
 * that shares the database shares the limits. Windows are aligned to multiples of windowMs,
 * which lets concurrent callers meet on the same (key, window_start) row without reading first.
 */
export class RateLimiter {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Queryable,
    /** Namespace in the shared table, e.g. "ip" or "address". */
    private readonly name: string,
    private readonly rule: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for key and says whether it may proceed. */
  async hit(key: string): Promise<RateDecision> {
    const now = this.now();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await sweepRateLimits(this.db, now);
    }
    const windowStart = now - (now % this.rule.windowMs);
    const windowEnd = windowStart + this.rule.windowMs;
    // One statement: the row lock taken by ON CONFLICT makes concurrent increments count exactly.
    const { rows } = await this.db.query<{ count: number }>(
      `INSERT INTO rate_limits AS r (key, window_start, expires_at, count)
            VALUES ($1, to_timestamp($2::double precision / 1000),
                    to_timestamp($3::double precision / 1000), 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
       RETURNING count`,
      [`${this.name}:${key}`, windowStart, windowEnd],
    );
    const count = rows[0]?.count;
    if (count === undefined) throw new Error('rate limit upsert returned no row');
    if (count <= this.rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  }
}

/** Deletes every window that ended at or before now (epoch ms). */
async function sweepRateLimits(db: Queryable, now: number): Promise<void> {
  await db.query(
    'DELETE FROM rate_limits WHERE expires_at <= to_timestamp($1::double precision / 1000)',
    [now],
  );
}
