import { describe, expect, it } from 'vitest';
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
