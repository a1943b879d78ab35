/**
 * The count "Continue reading" will show is kept in localStorage beside the positions (IndexedDB), so
 * the next page's head script can reserve the section before the first paint.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../tests/memory-kv';
import { replaceKvBackend, restoreKvBackends } from '../../shared/kv';
import { CONTINUE_COUNT_KEY } from '../../shared/reader-settings';
import { loadPositions, POSITIONS_KEY, resetPositions, savePosition } from './position-db';
import type { ReadingPosition } from './positions';

const at = (n: number, extra: Partial<ReadingPosition> = {}): ReadingPosition => ({
  key: `entry:news:a${n}`,
  path: `/news/a${n}`,
  title: `A${n}`,
  y: 100 + n,
  progress: 0.5,
  atEnd: false,
  updatedAt: n,
  ...extra,
});

let backend: ReturnType<typeof memoryBackend>;

beforeEach(() => {
  backend = memoryBackend();
  replaceKvBackend('reading', backend);
  localStorage.clear();
  resetPositions();
});

afterEach(() => {
  resetPositions();
  restoreKvBackends();
  localStorage.clear();
});

describe('the kept Continue reading count', () => {
  it('follows what was kept when the positions are first read', async () => {
    backend.data.set(POSITIONS_KEY, { state: { list: [at(1), at(2)] }, version: 1 });
    await loadPositions();
    expect(localStorage.getItem(CONTINUE_COUNT_KEY)).toBe('2');
  });

  it('follows every change, at most three, and goes when nothing is left to continue', async () => {
    await loadPositions();
    expect(localStorage.getItem(CONTINUE_COUNT_KEY)).toBeNull();
    for (const n of [1, 2, 3, 4]) await savePosition(at(n));
    expect(localStorage.getItem(CONTINUE_COUNT_KEY)).toBe('3');
    for (const n of [1, 2, 3, 4]) await savePosition(at(n, { atEnd: true }));
    expect(localStorage.getItem(CONTINUE_COUNT_KEY)).toBeNull();
  });

  it('forgets a stale count when the kept list has nothing unfinished', async () => {
    localStorage.setItem(CONTINUE_COUNT_KEY, '3');
    backend.data.set(POSITIONS_KEY, { state: { list: [at(1, { atEnd: true })] }, version: 1 });
    await loadPositions();
    expect(localStorage.getItem(CONTINUE_COUNT_KEY)).toBeNull();
  });
});
