/** Fixed-window counters per key, kept in memory (one isolate / one local host process). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly rule: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for key and says whether it may proceed. */
  hit(key: string): RateDecision {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= this.rule.limit) return { allowed: true };
    const retryAfterMs = window.start + this.rule.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.rule.windowMs) this.windows.delete(key);
    }
  }
}
