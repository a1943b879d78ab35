import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend } from '../../../tests/memory-kv';
import { replaceKvBackend, restoreKvBackends } from '../../shared/kv';
import { CONTINUE_COUNT_KEY } from '../../shared/reader-settings';
import { loadPositions, POSITIONS_KEY, resetPositions, savePosition } from './position-db';
import {
  MAX_POSITIONS,
  readPositions,
  remember,
  resumeAt,
  unfinished,
  type ReadingPosition,
} from './positions';

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

describe('reading positions', () => {
  it('keeps the last 100 articles, newest first, the oldest out', () => {
    let list: ReadingPosition[] = [];
    for (let n = 1; n <= MAX_POSITIONS + 5; n++) list = remember(list, at(n));
    expect(MAX_POSITIONS).toBe(100);
    expect(list).toHaveLength(100);
    expect(list[0].key).toBe('entry:news:a105');
    expect(list.at(-1)!.key).toBe('entry:news:a6');
    expect(resumeAt(list, 'entry:news:a5')).toBeNull();
    expect(resumeAt(list, 'entry:news:a6')).toBe(106);
  });

  it('keeps one position per article, the latest', () => {
    const list = remember(remember([at(1), at(2)], at(1, { y: 900 })), at(3));
    expect(list.map((p) => p.key)).toEqual(['entry:news:a3', 'entry:news:a1', 'entry:news:a2']);
    expect(resumeAt(list, 'entry:news:a1')).toBe(900);
  });

  it('does not resume an article read to its end, nor one never scrolled', () => {
    const list = [at(1, { atEnd: true }), at(2, { y: 0 }), at(3)];
    expect(resumeAt(list, 'entry:news:a1')).toBeNull();
    expect(resumeAt(list, 'entry:news:a2')).toBeNull();
    expect(resumeAt(list, 'entry:news:a3')).toBe(103);
    expect(resumeAt(list, 'entry:news:unknown')).toBeNull();
  });

  it('offers up to three unfinished articles to continue', () => {
    const list = [at(1), at(2, { atEnd: true }), at(3), at(4, { y: 0 }), at(5), at(6)];
    expect(unfinished(list).map((p) => p.title)).toEqual(['A1', 'A3', 'A5']);
    expect(unfinished([at(1, { atEnd: true })])).toEqual([]);
  });

  it('trusts saved records one by one and never a link to another site', () => {
    const saved = [at(1), { ...at(2), path: '//evil.example/x' }, { key: 1 }, null, at(3)];
    expect(readPositions(saved).map((p) => p.title)).toEqual(['A1', 'A3']);
    expect(readPositions('junk')).toEqual([]);
  });
});

/**
 * The count "Continue reading" will show is kept in localStorage beside the positions (IndexedDB), so
 * the next page's head script can reserve the section before the first paint.
 */
describe('the kept Continue reading count', () => {
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
