import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryFailure } from '../content/errors';
import { backoffDelay, withRetry } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 1 s and never exceeds 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries 3 times with growing waits, then gives up', async () => {
    const attempt = vi.fn(() => Promise.reject(new QueryFailure('ServerError')));
    const result = withRetry(attempt).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(attempt).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(((await result) as QueryFailure).queryError.id).toBe('ServerError');
  });

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0;
    const result = withRetry(async () => {
      calls++;
      if (calls < 3) throw new QueryFailure('RateLimited');
      return 'ok';
    });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('ok');
    expect(calls).toBe(3);
  });

  it.each(['NotFound', 'NotConfigured', 'Offline'] as const)('does not retry %s', async (id) => {
    const attempt = vi.fn(() => Promise.reject(new QueryFailure(id)));
    await expect(withRetry(attempt)).rejects.toMatchObject({ queryError: { id } });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
