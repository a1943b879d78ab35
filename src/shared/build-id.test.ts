import { describe, expect, it } from 'vitest';
import { readBuildId } from './build-id.ts';

describe('readBuildId', () => {
  it('finds the stamp Vite injects', () => {
    expect(readBuildId('<head><meta name="build-id" content="lq3x9">')).toBe('lq3x9');
  });

  it('returns null for HTML without a stamp', () => {
    expect(readBuildId('<!doctype html><title>Bad gateway</title>')).toBeNull();
  });
});
