import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch, prefetchDue, PREFETCH_INTERVAL_MS } from './prefetch-rule';

describe('connectionAllowsPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('%j → %s', (connection, allowed) => {
    expect(connectionAllowsPrefetch(connection)).toBe(allowed);
  });
});

describe('prefetchDue', () => {
  const now = 10 * PREFETCH_INTERVAL_MS;
  it('runs the first time and once per window after that', () => {
    expect(prefetchDue(null, now)).toBe(true);
    expect(prefetchDue(now - 1000, now)).toBe(false);
    expect(prefetchDue(now - PREFETCH_INTERVAL_MS, now)).toBe(true);
  });
  it('runs when the clock went backwards rather than waiting forever', () => {
    expect(prefetchDue(now + PREFETCH_INTERVAL_MS * 5, now)).toBe(true);
  });
});
