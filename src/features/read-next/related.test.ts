import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../content/types';
import { pickRelated } from './related';
import { storedSummaries } from './stored-summaries';

const item = (
  id: string,
  contentType: string,
  tags: string[],
  publishDate: string | null,
): ArticleSummary => ({
  id,
  contentType,
  slug: `slug-${id}`,
  title: `Title ${id}`,
  excerpt: '',
  publishDate,
  image: null,
  tags,
});

const current = { id: 'now', contentType: 'reviews', tags: ['Le Guin', 'utopia', 'space'] };

describe('pickRelated', () => {
  it('ranks by shared tags, then same kind, then newest, and takes three', () => {
    const candidates = [
      item('old-same', 'reviews', [], '2020-01-01'),
      item('one-tag-news', 'news', ['utopia'], '2026-01-01'),
      item('two-tags', 'fiction', ['le guin', 'space'], '2019-01-01'),
      item('one-tag-review', 'reviews', ['space'], '2021-01-01'),
      item('new-same', 'reviews', [], '2026-05-01'),
      item('one-tag-newer-news', 'news', ['space'], '2026-02-01'),
    ];
    expect(pickRelated(current, candidates).map((i) => i.id)).toEqual([
      'two-tags',
      'one-tag-review',
      'one-tag-newer-news',
    ]);
    expect(
      pickRelated(current, candidates, 6)
        .map((i) => i.id)
        .slice(3),
    ).toEqual(['one-tag-news', 'new-same', 'old-same']);
  });

  it('never offers the current article, a post, a duplicate or an entry without a page', () => {
    const candidates = [
      item('now', 'reviews', ['space'], '2026-01-01'),
      item('a', 'reviews', [], '2025-01-01'),
      item('a', 'reviews', [], '2025-01-01'),
      item('post', 'post', ['space'], '2026-01-01'),
      { ...item('no-slug', 'news', ['space'], '2026-01-01'), slug: '' },
      item('odd', 'unknownType', ['space'], '2026-01-01'),
      item('undated', 'news', [], null),
    ];
    expect(pickRelated(current, candidates).map((i) => i.id)).toEqual(['a', 'undated']);
    expect(pickRelated(current, [])).toEqual([]);
  });

  it('for a post (no tags) gives the newest articles', () => {
    const post = { id: 'p', contentType: 'post', tags: [] };
    const candidates = [
      item('b', 'news', ['x'], '2024-01-01'),
      item('c', 'fiction', [], '2026-01-01'),
      item('d', 'reviews', [], '2025-01-01'),
      item('e', 'news', [], '2023-01-01'),
    ];
    expect(pickRelated(post, candidates).map((i) => i.id)).toEqual(['c', 'd', 'b']);
  });
});

describe('storedSummaries', () => {
  it('collects list items and stored articles and skips anything else', () => {
    const a = item('a', 'news', [], null);
    const b = item('b', 'reviews', [], null);
    const found = storedSummaries({
      'list:news:12': { data: [a, { nope: 1 }] },
      'entry:reviews:slug-b': { data: { ...b, body: null } },
      'search:index': { data: { documents: [] } },
      'errored:key': { data: undefined },
      empty: undefined,
    });
    expect(found.map((i) => i.id)).toEqual(['a', 'b']);
  });
});
