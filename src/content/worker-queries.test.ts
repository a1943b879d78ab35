/**
 * The queries run through the real `contentful` SDK; only its HTTP transport (an axios adapter) is
 * replaced by a small CDA stand-in, so the query parameters, link resolution and error shapes are real.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from 'contentful';
import { NOT_CONFIGURED_MESSAGE, type ContentClient } from '../lib/contentful';
import { fetchEntry, fetchLatest, fetchList, fetchPost, settleQuery } from './query-impl';
import { isPlausibleSlug } from './query-rules';

const state = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('../lib/contentful', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/contentful')>()),
  getContentClient: () => state.client,
}));

type Params = Record<string, string | number>;
type Answer = { status: number; data: unknown } | 'no-response';
const requests: Params[] = [];
let answer: (params: Params) => Answer;

function useCda(): void {
  state.client = createClient({
    space: 'space',
    accessToken: 'token',
    retryOnError: false,
    adapter: (async (config: { params?: Params; url?: string }) => {
      const params = { ...config.params };
      if (String(config.url).includes('entries')) requests.push(params);
      const result = String(config.url).includes('entries')
        ? answer(params)
        : { status: 200, data: {} };
      if (result === 'no-response') {
        throw Object.assign(new Error('Network Error'), {
          code: 'ERR_NETWORK',
          config,
          request: {},
          isAxiosError: true,
        });
      }
      const response = {
        status: result.status,
        statusText: 'x',
        data: result.data,
        headers: {},
        config,
      };
      if (result.status >= 400)
        throw Object.assign(new Error('failed'), { config, response, isAxiosError: true });
      return response;
    }) as never,
  }) as ContentClient;
}

const page = (items: unknown[], includes: unknown = {}) => ({
  status: 200,
  data: { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items, includes },
});
const raw = (id: string, type: string, fields: Record<string, unknown>) => ({
  sys: {
    id,
    type: 'Entry',
    contentType: { sys: { id: type, type: 'Link', linkType: 'ContentType' } },
    locale: 'en-US',
  },
  fields,
});

beforeEach(() => {
  requests.length = 0;
  useCda();
  answer = () => page([]);
});

describe('fetchList', () => {
  it('asks by content type, newest first, with the limit, and resolves linked images', async () => {
    answer = () =>
      page(
        [
          raw('1', 'news', {
            title: 'N',
            urlSlug: 'n',
            coverImage: { sys: { type: 'Link', linkType: 'Asset', id: 'img' } },
          }),
        ],
        {
          Asset: [
            {
              sys: { id: 'img', type: 'Asset' },
              fields: { title: 'I', file: { url: '//img/i.png', contentType: 'image/png' } },
            },
          ],
        },
      );
    const list = await fetchList('news', 3);
    expect(requests[0]).toMatchObject({
      content_type: 'news',
      order: '-fields.publishDate',
      limit: 3,
      include: 2,
    });
    expect(list[0]).toMatchObject({ slug: 'n', title: 'N', image: { url: 'https://img/i.png' } });
    await fetchList('fiction');
    expect(requests[1]).toMatchObject({ content_type: 'fiction', limit: 100 });
  });
});

describe('fetchEntry and fetchPost', () => {
  it('query by urlSlug (posts: slug) and take the first item', async () => {
    answer = (p) =>
      page([
        raw('e', String(p.content_type), {
          title: 'Found',
          urlSlug: 'a',
          slug: 'a',
          author: 'Ada',
        }),
      ]);
    expect((await fetchEntry('reviews', 'a')).title).toBe('Found');
    expect(requests[0]).toMatchObject({ content_type: 'reviews', 'fields.urlSlug': 'a', limit: 1 });
    expect((await fetchPost('a')).author).toBe('Ada');
    expect(requests[1]).toMatchObject({ content_type: 'post', 'fields.slug': 'a', limit: 1 });
  });

  it("fail with NotFound and the kind's text when nothing matches", async () => {
    await expect(fetchEntry('news', 'missing')).rejects.toMatchObject({
      queryError: { id: 'NotFound', message: 'News post not found' },
    });
    await expect(fetchPost('missing')).rejects.toMatchObject({
      queryError: { id: 'NotFound', message: 'Post not found' },
    });
  });

  it('pass odd slugs only as values and refuse impossible ones without a request', async () => {
    await fetchEntry('news', 'a&limit=1000&content_type=post').catch(() => undefined);
    expect(requests[0]['fields.urlSlug']).toBe('a&limit=1000&content_type=post');
    expect(requests[0].content_type).toBe('news');
    // A Symbol field holds up to 256 characters, control characters included: all are real slugs.
    for (const slug of ['x'.repeat(256), 'a\u0000b\u001b']) {
      requests.length = 0;
      await fetchEntry('news', slug).catch(() => undefined);
      expect(requests[0]['fields.urlSlug']).toBe(slug);
    }
    requests.length = 0;
    for (const slug of ['x'.repeat(257), 'half \ud83d', '']) {
      await expect(fetchEntry('fiction', slug)).rejects.toMatchObject({
        queryError: { id: 'NotFound', message: 'Fiction not found' },
      });
    }
    expect(requests).toHaveLength(0);
    expect(isPlausibleSlug('x'.repeat(256))).toBe(true);
  });
});

describe('fetchLatest', () => {
  it('runs five queries of 10 and merges them', async () => {
    answer = (p) =>
      page([
        raw(`${p.content_type}-1`, String(p.content_type), {
          publishDate: p.content_type === 'reviews' ? '2024-05-01' : '2024-01-01',
        }),
        raw(`${p.content_type}-2`, String(p.content_type), {}),
      ]);
    const feed = await fetchLatest(2);
    expect(requests.map((r) => r.content_type)).toEqual([
      'discussions',
      'news',
      'recommendations',
      'reviews',
      'fiction',
    ]);
    expect(requests.every((r) => r.limit === 10)).toBe(true);
    expect(feed.map((i) => i.id)).toEqual(['reviews-1', 'discussions-1']);
  });
});

describe('errors', () => {
  it.each([
    [404, 'NotFound'],
    [429, 'RateLimited'],
    [500, 'ServerError'],
    [503, 'ServerError'],
    [400, 'BadResponse'],
  ])('maps HTTP %i to %s', async (status, id) => {
    answer = () => ({ status, data: { sys: { type: 'Error', id: 'Whatever' }, message: 'no' } });
    await expect(fetchList('news')).rejects.toMatchObject({ queryError: { id } });
  });

  it('maps no response to Offline and a malformed body to BadResponse', async () => {
    answer = () => 'no-response';
    await expect(fetchList('news')).rejects.toMatchObject({ queryError: { id: 'Offline' } });
    answer = () => ({ status: 200, data: { sys: { type: 'Array' }, items: 'nope' } });
    await expect(fetchList('news')).rejects.toMatchObject({ queryError: { id: 'BadResponse' } });
  });

  it('answers the store with the same error as plain data, never throwing', async () => {
    answer = () => ({
      status: 503,
      data: { sys: { type: 'Error', id: 'Whatever' }, message: 'no' },
    });
    const outcome = await settleQuery('fetchList', ['news', 3]);
    expect(outcome).toEqual({
      ok: false,
      error: { id: 'ServerError', message: expect.any(String) as string },
    });
    expect(structuredClone(outcome)).toEqual(outcome);
    answer = () => page([]);
    expect(await settleQuery('fetchList', ['news', 3])).toEqual({ ok: true, value: [] });
  });

  it('maps a request that timed out to ServerError (retried), not Offline', async () => {
    state.client = createClient({
      space: 'space',
      accessToken: 'token',
      retryOnError: false,
      adapter: (async (config: unknown) => {
        throw Object.assign(new Error('timeout of 8000ms exceeded'), {
          code: 'ECONNABORTED',
          config,
          request: {},
          isAxiosError: true,
        });
      }) as never,
    }) as ContentClient;
    await expect(fetchList('news')).rejects.toMatchObject({ queryError: { id: 'ServerError' } });
  });

  it('reports NotConfigured with the visitor text when there is no client', async () => {
    state.client = null;
    await expect(fetchList('news')).rejects.toMatchObject({
      queryError: { id: 'NotConfigured', message: NOT_CONFIGURED_MESSAGE },
    });
  });
});
