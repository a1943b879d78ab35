import { describe, expect, it } from 'vitest';
import { formatSavedAt, readSavedAt } from './saved-copy.ts';

describe('the saved-copy header', () => {
  it('reads back the time it was written with', () => {
    expect(readSavedAt(formatSavedAt(1_763_000_000_123))).toBe(1_763_000_000_123);
    expect(readSavedAt('0')).toBe(0);
  });

  it('tells a network answer (no header) from a copy of unknown time (unreadable header)', () => {
    expect(readSavedAt(null)).toBeUndefined();
    expect(readSavedAt(undefined)).toBeUndefined();
    for (const value of ['', ' ', 'yesterday', '-5', 'NaN', 'Infinity', 42])
      expect(readSavedAt(value)).toBeNull();
  });
});
