/**
 * The site's full-text search query (src/content/query-impl.ts `searchContent`) through the real
 * `contentful` SDK against the local cloud, over the demo export plus one draft: it finds words in
 * bodies, titles and posts, sends hostile text only as a value, and never returns the draft.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueries, type Queries } from '../src/content/query-impl.ts';
import { directEntryReader, entriesUrl } from '../src/content/direct-reader.ts';
import { QueryFailure } from '../src/content/errors.ts';
import { searchQueries } from '../src/content/search-queries.ts';
import { articleDoc, postDoc } from '../src/features/search/search-doc.ts';
import { plainText } from '../src/content/plain-summary.ts';
import type { ContentfulSettings } from '../src/shared/contentful-env.ts';
import type { Faults } from './local-cloud.ts';
import type { ContentClient } from '../src/lib/contentful.ts';
import type { LocalCloud } from './local-cloud.ts';
import { cdaClient, startCdaCloud } from '../tests/support/cda-cloud.ts';
import { DRAFT, draftExport } from '../tests/support/draft-export.ts';
import type { TempExport } from '../tests/support/temp-export.ts';

let temp: TempExport;
let cloud: LocalCloud;
let queries: Queries;
const faults: Faults = {};

beforeAll(async () => {
  temp = draftExport();
  cloud = await startCdaCloud(temp.path, faults);
  const client = cdaClient(cloud) as unknown as ContentClient;
  queries = createQueries(() => Promise.resolve(client));
});
afterAll(async () => {
  await cloud?.close();
  temp?.remove();
});

const slugs = (answer: Awaited<ReturnType<Queries['searchContent']>>) => [
  ...answer.articles.map((a) => `${a.kind}/${a.slug}`),
  ...answer.posts.map((p) => `posts/${p.slug}`),
];

describe('searchContent', () => {
  it('finds a word that only one article has, in its body, with the full body', async () => {
    const answer = await queries.searchContent('crawlway');
    expect(answer.articles).toHaveLength(1);
    expect(answer.articles[0].kind).toBe('fiction');
    // The whole body, as the plain text search matches and quotes (its last words included).
    const full = await queries.fetchEntry('fiction', answer.articles[0].slug);
    expect(answer.articles[0].text).toContain('crawlway');
    expect(answer.articles[0].text).toBe(plainText(full.body));
  });

  it('searches every kind and the posts, and needs every word', async () => {
    const all = slugs(await queries.searchContent('the'));
    expect(new Set(all.map((s) => s.split('/')[0]))).toEqual(
      new Set(['discussions', 'news', 'recommendations', 'reviews', 'fiction', 'posts']),
    );
    expect(slugs(await queries.searchContent('crawlway zzzqqq'))).toEqual([]);
  });

  it('answers nothing for blank text without asking, and takes regex and markup as plain text', async () => {
    expect(await queries.searchContent('   ')).toEqual({ articles: [], posts: [] });
    expect(slugs(await queries.searchContent('.*'))).toEqual([]);
    expect(slugs(await queries.searchContent('<script>alert(1)</script>'))).toEqual([]);
    await expect(queries.searchContent('x'.repeat(10_000))).resolves.toEqual({
      articles: [],
      posts: [],
    });
  });

  it('never returns a draft, even for words of its title', async () => {
    const answer = await queries.searchContent('Draft Nobody Has Published');
    expect(answer.articles.map((a) => a.id)).not.toContain(DRAFT.id);
    expect(slugs(answer)).toEqual([]);
  });
});

describe('fetchTitles', () => {
  it('answers what a search result reads of every listed entry, without bodies or linked entries', async () => {
    for (const kind of ['discussions', 'news', 'recommendations', 'reviews', 'fiction'] as const) {
      const full = await queries.fetchList(kind);
      const titles = await queries.fetchTitles(kind);
      const shown = (items: typeof full) =>
        items.map(({ id, slug, title, excerpt, publishDate, tags, contentType }) => ({
          ...{ id, slug, title, excerpt, publishDate, tags, contentType },
        }));
      expect(titles.length).toBeGreaterThan(0);
      expect(shown(titles)).toEqual(shown(full));
      // No body to count words in, no linked image resolved, where the full list has both.
      expect(titles.filter((t) => t.image || t.words !== undefined)).toEqual([]);
      expect(full.some((t) => t.image) && full.some((t) => t.words)).toBe(true);
    }
  });
});

describe('searchContent without the SDK (a page of results asking before the app has loaded)', () => {
  const settings = (): ContentfulSettings => ({
    space: cloud.spaceId,
    accessToken: cloud.accessToken,
    environment: 'master',
    host: new URL(cloud.url).host,
    insecure: true,
  });
  const direct = () => searchQueries(directEntryReader(settings()));

  // The SDK also resolves links between the answer's own items (a body's link to another result
  // gains its target); what search reads of an answer, its documents, is the same either way.
  const docsOf = (answer: Awaited<ReturnType<Queries['searchContent']>>) => [
    ...answer.articles.map(articleDoc),
    ...answer.posts.map(postDoc),
  ];

  it("gives search the same documents as the SDK's query, drafts and hostile text included", async () => {
    for (const text of [
      'the',
      'crawlway',
      'about',
      'Draft Nobody Has Published',
      '<b>x</b> & "y"',
    ]) {
      const sdk = await queries.searchContent(text);
      expect(docsOf(await direct().searchContent(text))).toEqual(docsOf(sdk));
    }
    expect((await direct().searchContent('the')).articles.length).toBeGreaterThan(0);
  });

  it('reads the answer the same when it yields between slices, as a page does', async () => {
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    };
    const reader = directEntryReader(settings());
    const sliced = searchQueries(reader, pause);
    // Each entry made slow to read (its first field read waits 3 ms), so the reading needs several slices.
    const slowEntry = (raw: unknown) => {
      let waited = false;
      return new Proxy(raw as object, {
        get(target, key, receiver) {
          if (!waited) {
            waited = true;
            const until = performance.now() + 3;
            while (performance.now() < until);
          }
          return Reflect.get(target, key, receiver);
        },
      });
    };
    const slow = searchQueries(
      { ...reader, items: async (query) => (await reader.items(query)).map(slowEntry) },
      pause,
    );
    for (const text of ['the', 'crawlway']) {
      const whole = await direct().searchContent(text);
      expect(await sliced.searchContent(text)).toEqual(whole);
    }
    const answer = await slow.searchContent('the');
    expect(answer).toEqual(await direct().searchContent('the'));
    expect(answer.articles.length + answer.posts.length).toBeGreaterThan(5);
    expect(pauses).toBeGreaterThan(0);
  });

  it('sends the text only as a query value, with the token as a parameter (no preflight)', () => {
    const url = new URL(entriesUrl(settings(), { query: 'a&b=c #d', include: 0 }));
    expect(url.searchParams.get('query')).toBe('a&b=c #d');
    expect(url.searchParams.get('access_token')).toBe(cloud.accessToken);
    expect(url.pathname).toBe(`/spaces/${cloud.spaceId}/environments/master/entries`);
  });

  it('fails as the SDK queries do: rate limited, server error, refused token, unreachable', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof QueryFailure ? error.queryError.id : error),
      );
    faults.rateLimitRate = 1;
    expect(await failure(direct().searchContent('the'))).toBe('RateLimited');
    delete faults.rateLimitRate;
    faults.errorRate = 1;
    expect(await failure(direct().searchContent('the'))).toBe('ServerError');
    delete faults.errorRate;
    const wrongToken = { ...settings(), accessToken: 'not-the-token' };
    expect(await failure(searchQueries(directEntryReader(wrongToken)).searchContent('the'))).toBe(
      'BadResponse',
    );
    const nowhere = { ...settings(), host: '127.0.0.1:1' };
    expect(await failure(searchQueries(directEntryReader(nowhere)).searchContent('the'))).toBe(
      'Offline',
    );
    // Only queries that resolve no links: the SDK would resolve them.
    await expect(directEntryReader(settings()).items({ include: 2 })).rejects.toThrow(/include: 0/);
  });
});
