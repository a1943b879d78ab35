import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../content/types';
import { withKnownWords } from './derive';

const item = (id: string, extra: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  contentType: 'discussions',
  slug: id,
  title: `Title ${id}`,
  excerpt: '',
  publishDate: '2026-01-01',
  image: null,
  tags: [],
  ...extra,
});

describe('withKnownWords', () => {
  it('gives an item held without its body the word count of the device copy of the same article', () => {
    const [whole, listOnly] = withKnownWords(
      [item('a', { words: 90 }), item('b')],
      [item('b', { words: 400 })],
    );
    expect(whole.words).toBe(90);
    expect(listOnly.words).toBe(400);
  });

  it('keeps a count the mirror has, and takes none from a copy of another version', () => {
    const next = withKnownWords(
      [
        item('a', { words: 90 }),
        item('b', { title: 'Renamed' }),
        item('c', { publishDate: '2026-02-02' }),
      ],
      [item('a', { words: 10 }), item('b', { words: 400 }), item('c', { words: 300 })],
    );
    expect(next.map((i) => i.words)).toEqual([90, undefined, undefined]);
  });

  it('returns the same objects when there is nothing to add', () => {
    const list = [item('a', { words: 90 })];
    expect(withKnownWords(list, [])[0]).toBe(list[0]);
  });
});
