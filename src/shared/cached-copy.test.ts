import { describe, expect, it } from 'vitest';
import { combineCopyStoredAt, formatCopyStoredAt, readCopyStoredAt } from './cached-copy.ts';

describe('the cached-copy header', () => {
  it('reads back the time it was written with', () => {
    expect(readCopyStoredAt(formatCopyStoredAt(1_763_000_000_123))).toBe(1_763_000_000_123);
    expect(readCopyStoredAt('0')).toBe(0);
  });

  it('tells a network answer (no header) from a copy of unknown time (unreadable header)', () => {
    expect(readCopyStoredAt(null)).toBeUndefined();
    expect(readCopyStoredAt(undefined)).toBeUndefined();
    for (const value of ['', ' ', 'yesterday', '-5', 'NaN', 'Infinity', 42])
      expect(readCopyStoredAt(value)).toBeNull();
  });
});

describe('a whole built from several answers', () => {
  it('is news only when every part is, and as old as its oldest copied part', () => {
    expect(combineCopyStoredAt(undefined, undefined)).toBeUndefined();
    expect(combineCopyStoredAt(undefined, 3000)).toBe(3000);
    expect(combineCopyStoredAt(2000, undefined)).toBe(2000);
    expect(combineCopyStoredAt(3000, 2000)).toBe(2000);
  });

  it('is of unknown time when any copied part is', () => {
    expect(combineCopyStoredAt(null, 2000)).toBeNull();
    expect(combineCopyStoredAt(2000, null)).toBeNull();
    expect(combineCopyStoredAt(undefined, null)).toBeNull();
  });
});
