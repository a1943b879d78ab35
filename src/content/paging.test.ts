/** Page numbers in URLs, page counts, the pager's numbers and a tag's pages. */
import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  PAGE_SIZE,
  pageCount,
  pageHref,
  pagerNumbers,
  parsePageNumber,
  taggedPage,
} from './paging';
import { DEFAULT_LIST_LIMIT } from './query-rules';
import type { ArticleSummary } from './types';

describe('parsePageNumber', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['10', 10],
    ['999', 999],
    [String(MAX_PAGE), MAX_PAGE],
  ])('reads %j as page %i', (segment, page) => {
    expect(parsePageNumber(segment)).toBe(page);
  });

  it.each([
    '0',
    '-1',
    '+2',
    '02',
    '00',
    '1e3',
    '1.0',
    '2.5',
    '0x2',
    ' 2',
    '2 ',
    '%32',
    '２',
    '',
    'abc',
    'Infinity',
    'NaN',
    String(MAX_PAGE + 1),
    '99999999999999999999999999',
    '9'.repeat(400),
    '2/3',
    '__proto__',
  ])('names no page for %j', (segment) => {
    expect(parsePageNumber(segment)).toBeNull();
  });
});

describe('page arithmetic', () => {
  it('pages are as long as the list', () => {
    expect(PAGE_SIZE).toBe(DEFAULT_LIST_LIMIT);
  });

  it.each([
    [0, 1],
    [-5, 1],
    [Number.NaN, 1],
    [1, 1],
    [100, 1],
    [101, 2],
    [200, 2],
    [201, 3],
  ])('%i entries fill %i page(s)', (total, count) => {
    expect(pageCount(total)).toBe(count);
  });

  it('page 1 is the list itself', () => {
    expect(pageHref('/reviews', 1)).toBe('/reviews');
    expect(pageHref('/reviews', 2)).toBe('/reviews/page/2');
    expect(pageHref('/tags/le%20guin', 7)).toBe('/tags/le%20guin/page/7');
  });
});

describe('pagerNumbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, null, 10]],
  ])('page %i of %i shows %j', (current, count, shown) => {
    expect(pagerNumbers(current, count)).toEqual(shown);
  });
});

describe('taggedPage', () => {
  const item = (n: number, tags: string[]): ArticleSummary => ({
    id: `e${n}`,
    contentType: 'reviews',
    slug: `e${n}`,
    title: `Entry ${n}`,
    excerpt: '',
    // Entry n is n days after the first: higher numbers are newer.
    publishDate: new Date(Date.UTC(2020, 0, 1 + n)).toISOString(),
    image: null,
    tags,
  });
  const entries = Array.from({ length: 250 }, (_, n) =>
    item(n, n % 2 === 0 ? ['Space Opera'] : ['other']),
  );

  it('cuts the entries carrying the tag (any spelling), newest first, into pages', () => {
    const first = taggedPage(entries, 'space opera', 1);
    expect(first.total).toBe(125);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]!.id).toBe('e248');
    const second = taggedPage(entries, 'SPACE OPERA', 2);
    expect(second.items.slice(0, 3).map((i) => i.id)).toEqual(['e48', 'e46', 'e44']);
    expect(second.items).toHaveLength(25);
    expect(second.items.at(-1)!.id).toBe('e0');
    expect(taggedPage(entries, 'space opera', 3)).toEqual({ items: [], total: 125 });
  });

  it('keeps only the summary fields of a full article', () => {
    const full = { ...item(1, ['x']), body: { big: true }, seoTitle: 'S', words: 5 };
    expect(taggedPage([full], 'x', 1).items).toEqual([{ ...item(1, ['x']), words: 5 }]);
  });
});
