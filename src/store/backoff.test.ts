import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryError, type QueryErrorId, type QueryOutcome } from '../content/query-error';
import { MAX_ATTEMPTS, QUERY_BUDGET_MS } from '../shared/time-budget';
import { backoffDelay, withRetry } from './backoff';

const fails = (id: QueryErrorId) => async (): Promise<QueryOutcome<string>> => ({
  ok: false,
  error: queryError(id),
});
const never = () => new Promise<QueryOutcome<string>>(() => {});

describe('backoffDelay', () => {
  it('doubles from 0.4 s', () => {
    expect([0, 1, 2, 3].map(backoffDelay)).toEqual([400, 800, 1600, 3200]);
  });
});

describe('withRetry (the one retry layer, within one budget)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries 5 times with growing waits, then gives up with the last error', async () => {
    const attempt = vi.fn(fails('ServerError'));
    const result = withRetry(attempt);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(399);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(800);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1600);
    expect(attempt).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(3200);
    expect(attempt).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(await result).toEqual({ ok: false, error: queryError('ServerError') });
  });

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0;
    const result = withRetry(async (): Promise<QueryOutcome<string>> => {
      calls++;
      return calls < 3
        ? { ok: false, error: queryError('RateLimited') }
        : { ok: true, value: 'ok' };
    });
    await vi.advanceTimersByTimeAsync(1200);
    await expect(result).resolves.toEqual({ ok: true, value: 'ok' });
    expect(calls).toBe(3);
  });

  it.each(['NotFound', 'NotConfigured', 'Offline'] as const)('does not retry %s', async (id) => {
    const attempt = vi.fn(fails(id));
    await expect(withRetry(attempt)).resolves.toMatchObject({ ok: false, error: { id } });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('answers a hanging service with ServerError when the budget is spent, not later', async () => {
    let answered = false;
    const result = withRetry(never).then((outcome) => {
      answered = true;
      return outcome;
    });
    await vi.advanceTimersByTimeAsync(QUERY_BUDGET_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: false, error: queryError('ServerError') });
  });

  it('keeps the last error when a retry then hangs past the budget', async () => {
    let calls = 0;
    const result = withRetry(() => (++calls === 1 ? fails('RateLimited')() : never()));
    await vi.advanceTimersByTimeAsync(QUERY_BUDGET_MS);
    expect(calls).toBe(2);
    expect(await result).toMatchObject({ ok: false, error: { id: 'RateLimited' } });
  });

  it('starts no wait that would end past the budget', async () => {
    // Each attempt takes 2 s to fail: attempts at 0, 2.4 and 5.2 s; the next wait would end at 8.8 s.
    const slowFailure = vi.fn(
      () =>
        new Promise<QueryOutcome<string>>((resolve) =>
          setTimeout(() => resolve({ ok: false, error: queryError('ServerError') }), 2000),
        ),
    );
    let answeredAt = -1;
    const start = Date.now();
    void withRetry(slowFailure).then(() => (answeredAt = Date.now() - start));
    await vi.advanceTimersByTimeAsync(QUERY_BUDGET_MS);
    expect(slowFailure).toHaveBeenCalledTimes(3);
    expect(answeredAt).toBe(7200);
  });
});
