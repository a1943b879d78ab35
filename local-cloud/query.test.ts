/** Query parsing and filtering on hand-made items: the pieces the protocol suite relies on. */
import { describe, expect, it } from 'vitest';
import { CdaError } from './cda-errors.ts';
import type { Delivered } from './localize.ts';
import { applyQuery, matchesFilter, orderItems, selectFields, textOf } from './query-filter.ts';
import { parseCollectionQuery } from './query-parse.ts';

const item = (id: string, fields: Record<string, unknown>): Delivered => ({
  sys: { id, type: 'Entry' },
  fields,
});
const q = (s: string) => parseCollectionQuery(new URLSearchParams(s), 'Entry');
const ids = (items: Delivered[]) => items.map((i) => i.sys.id);

const items = [
  item('b', { title: 'Octavia Butler', rank: 2, tags: ['essay', 'kindred'], date: '2025-01-02' }),
  item('a', { title: 'Ursula Le Guin', rank: 10, tags: ['essay'], date: '2025-01-02' }),
  item('c', {
    title: 'Joanna Russ',
    author: { sys: { type: 'Link', linkType: 'Entry', id: 'p1' } },
  }),
];

describe('parseCollectionQuery', () => {
  it('reads defaults, operators, order and select', () => {
    const parsed = q(
      'content_type=t&fields.tags[in]=x,y&order=-fields.rank,sys.id&select=fields.title&limit=5&skip=2&include=3',
    );
    expect(parsed).toMatchObject({
      contentType: 't',
      limit: 5,
      skip: 2,
      include: 3,
      select: [['fields', 'title']],
    });
    expect(parsed.filters).toEqual([{ path: ['fields', 'tags'], op: 'in', value: 'x,y' }]);
    expect(parsed.order).toEqual([
      { path: ['fields', 'rank'], desc: true },
      { path: ['sys', 'id'], desc: false },
    ]);
    expect(q('')).toMatchObject({ limit: 100, skip: 0, include: 1, filters: [], order: [] });
  });

  it.each([
    'limit=1001',
    'limit=-1',
    'include=11',
    'fields.title=x',
    'content_type=t&fields.x[near]=1',
    'content_type=t&title=x',
    'content_type=t&fields.=x',
  ])('rejects %s', (s) => expect(() => q(s)).toThrow(CdaError));
});

describe('filters and order', () => {
  const run = (s: string) => ids(applyQuery(items, q(`content_type=t&${s}`)));
  it('applies each operator', () => {
    expect(run('fields.title=Joanna Russ')).toEqual(['c']);
    expect(run('fields.tags=kindred')).toEqual(['b']);
    expect(run('fields.tags[all]=essay,kindred')).toEqual(['b']);
    expect(run('fields.tags[nin]=kindred')).toEqual(['a', 'c']);
    expect(run('fields.title[ne]=Joanna Russ')).toEqual(['a', 'b']);
    expect(run('fields.tags[exists]=false')).toEqual(['c']);
    expect(run('fields.title[match]=le GUIN')).toEqual(['a']);
    expect(run('fields.rank[gte]=3')).toEqual(['a']);
    expect(run('fields.rank[lt]=3')).toEqual(['b']);
    expect(run('fields.author.sys.id=p1')).toEqual(['c']);
    expect(run('query=butler')).toEqual(['b']);
    expect(run('links_to_entry=p1')).toEqual(['c']);
  });

  it('orders numbers numerically, missing values last, ties by sys.id', () => {
    expect(ids(orderItems(items, q('content_type=t&order=fields.rank').order))).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(ids(orderItems(items, q('content_type=t&order=-fields.rank').order))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(ids(orderItems(items, q('content_type=t&order=-fields.date').order))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps sys and the selected fields only', () => {
    expect(selectFields(items[0], [['fields', 'rank']])).toEqual({
      sys: items[0].sys,
      fields: { rank: 2 },
    });
  });

  it('reads rich-text values for full-text match but not link ids', () => {
    const doc = {
      nodeType: 'document',
      content: [
        { nodeType: 'text', value: 'Parable of the Sower', marks: [] },
        { nodeType: 'embedded-entry-block', data: { target: { sys: { type: 'Link', id: 'zz' } } } },
      ],
    };
    expect(textOf(doc).trim()).toBe('Parable of the Sower');
    expect(
      matchesFilter(item('d', { body: doc }), {
        path: ['fields', 'body'],
        op: 'match',
        value: 'sower',
      }),
    ).toBe(true);
  });
});
