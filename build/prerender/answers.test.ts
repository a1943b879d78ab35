/**
 * The build runs the queries the listed pages declare: each key once, none it already holds, and a
 * failure names the query. What it keeps for the next build is only the numbered pages of one kind.
 */
import { describe, expect, it } from 'vitest';
import type { ListedPage } from '../../src/app/route-answers.ts';
import { KINDS } from '../../src/content/kinds.ts';
import type { RouteQuery } from '../../src/app/route-types.ts';
import { answerQueries, keptPerKind } from './answers.ts';

const query = (key: string): RouteQuery => ({
  key,
  fetch: () => Promise.reject(new Error('the build runs queries through its runner')),
});

const listed = (...keys: string[][]): ListedPage[] =>
  keys.map((page) => ({
    route: { queries: () => page.map(query) },
    page: { params: {}, listed: true },
    queries: page.map(query),
  }));

describe('answerQueries', () => {
  it('runs each key once, never one it holds or kept', async () => {
    const asked: string[] = [];
    const run = (q: RouteQuery) => {
      asked.push(q.key);
      return Promise.resolve(`answer ${q.key}`);
    };
    const { answers, ran } = await answerQueries(
      listed(['list:a', 'total:a'], ['list:a', 'entry:x'], ['page:a:2']),
      new Map([['entry:x', 'held x']]),
      new Map([['page:a:2', 'kept page']]),
      run,
    );
    expect(asked.sort()).toEqual(['list:a', 'total:a']);
    expect([...ran].sort()).toEqual(['list:a', 'total:a']);
    expect(Object.fromEntries(answers)).toEqual({
      'entry:x': 'held x',
      'page:a:2': 'kept page',
      'list:a': 'answer list:a',
      'total:a': 'answer total:a',
    });
  });

  it('fails the build with the key of a query that failed', async () => {
    await expect(
      answerQueries(listed(['list:a']), new Map(), new Map(), () =>
        Promise.reject(new Error('Service unavailable')),
      ),
    ).rejects.toThrow('prerender: the query list:a failed: Service unavailable');
  });
});

describe('keptPerKind', () => {
  const review = (id: string) => ({ id, contentType: KINDS.reviews.contentType });
  const news = (id: string) => ({ id, contentType: KINDS.news.contentType });
  it('keeps the pages of one kind whose total is its count, and nothing else', () => {
    const answers = new Map<string, unknown>([
      ['page:reviews:2', { items: [review('r1')], total: 2 }],
      ['page:reviews:3', { items: [review('r2')], total: 5 }],
      ['mixed', { items: [review('r1'), news('n1')], total: 2 }],
      ['list:reviews', [review('r1')]],
      ['total:reviews', 2],
      ['held', { items: [review('r2')], total: 2 }],
    ]);
    const reusable = new Set([...answers.keys()].filter((key) => key !== 'held'));
    const state = keptPerKind(
      ['reviews', 'news'],
      KINDS,
      { reviews: ['r1', 'r2'], news: ['n1'] } as never,
      answers,
      reusable,
    );
    expect(state.reviews).toEqual({
      ids: ['r1', 'r2'],
      answers: { 'page:reviews:2': answers.get('page:reviews:2') },
    });
    expect(state.news).toEqual({ ids: ['n1'], answers: {} });
  });
});
