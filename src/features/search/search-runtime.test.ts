/**
 * The search runtime over the demo space as the device store would hold it (every article read or
 * downloaded ahead):
 * real normalisers, real index. The Delivery API's answer is given as data (its own query is tested
 * against the local cloud in local-cloud/search-content.test.ts).
 */
import { describe, expect, it } from 'vitest';
import demoExport from '../../../demo-content/export.json';
import { mirrorOfExport, storedOfMirror } from '../../../tests/export-mirror';
import type { SearchAnswer } from '../../content/worker-queries';
import type { Article, FoundArticle } from '../../content/types';
import { createSearchRuntime, offerAnswer, onlineText } from './search-runtime';
import { paragraphDoc } from '../../../tests/rich-text-doc';

const demo = storedOfMirror(mirrorOfExport(demoExport));
const device = { stored: () => demo };
const hang = () => new Promise<never>(() => {});
const up = () => Promise.resolve(true);
/** A network that never answers (the probe says it is there, so no verdict of offline either). */
const never = { search: hang, lists: hang, probe: up };
const answering = (answer: SearchAnswer, lists: Article[] = []) => ({
  search: () => Promise.resolve(answer),
  lists: () => Promise.resolve(lists),
  probe: up,
});

const fresh: Article = {
  id: 'new1',
  contentType: 'news',
  kind: 'news',
  slug: 'published-after-the-build',
  title: 'Quasar festival announced',
  excerpt: 'A brand new festival.',
  publishDate: '2031-02-02T00:00:00.000Z',
  image: null,
  tags: [],
  body: null,
  seoTitle: '',
  seoDescription: '',
  updatedAt: null,
};
/** The same article as a full-text search answer carries it (its body is empty). */
const found: FoundArticle = { ...fresh, text: '' };

describe('search runtime', () => {
  it('finds a word only one stored article has in its body, with a highlighted snippet', async () => {
    const runtime = await createSearchRuntime(device, never);
    const [hit, ...rest] = runtime.results('crawlwya', 'device');
    expect(rest).toEqual([]);
    expect(hit.kind).toBe('fiction');
    expect(hit.href).toMatch(/^\/fiction\//);
    expect(hit.words).toEqual(['crawlway']);
    expect(hit.snippet).toContain('maintenance crawlway');
  });

  it('gets the network ready before reading the device, so both overlap', async () => {
    const order: string[] = [];
    const stored = () => {
      order.push('device read');
      return demo;
    };
    await createSearchRuntime(
      { stored },
      {
        ...never,
        warm: () => order.push('warmed'),
      },
    );
    expect(order).toEqual(['warmed', 'device read']);
  });

  it('online adds what the Delivery API answered; offline shows only what the device stores', async () => {
    const runtime = await createSearchRuntime(device, answering({ articles: [found], posts: [] }));
    expect(runtime.results('quasar', 'everything')).toEqual([]);
    expect(await runtime.askOnline('quasar')).toBe('answered');
    expect(runtime.results('quasar', 'everything').map((r) => r.href)).toEqual([
      '/news/published-after-the-build',
    ]);
    expect(runtime.results('quasar', 'device')).toEqual([]);
  });

  it('asks the Delivery API once for words asked again a moment later (the page after its start)', async () => {
    let requests = 0;
    const counting = {
      ...answering({ articles: [found], posts: [] }),
      search: () => {
        requests++;
        return Promise.resolve({ articles: [found], posts: [] });
      },
    };
    const runtime = await createSearchRuntime(device, counting);
    const first = runtime.askOnline('quasar');
    expect(await runtime.askOnline('Quasar!')).toBe('answered');
    expect(await first).toBe('answered');
    expect(requests).toBe(1);
    await runtime.askOnline('festival');
    expect(requests).toBe(2);
  });

  it('answers unreachable when the request fails, or when the content host cannot be reached', async () => {
    const down = () => Promise.reject(new Error('down'));
    const failing = await createSearchRuntime(device, { ...never, search: down });
    expect(await failing.askOnline('quasar')).toBe('unreachable');
    const hanging = await createSearchRuntime(device, {
      ...never,
      probe: () => Promise.resolve(false),
    });
    expect(await hanging.askOnline('quasar')).toBe('unreachable');
  });

  it('online, finds a title by prefix or typo through the lists, even on a device that stores nothing', async () => {
    const empty = { stored: () => [] };
    const runtime = await createSearchRuntime(
      empty,
      answering({ articles: [], posts: [] }, [fresh]),
    );
    expect(await runtime.askOnline('quasra')).toBe('answered');
    expect(runtime.results('quasra', 'everything'), 'the answer alone has no such title').toEqual(
      [],
    );
    expect(await runtime.askLists()).toBe(true);
    expect(runtime.results('quasra', 'everything').map((r) => r.href)).toEqual([
      '/news/published-after-the-build',
    ]);
    expect(runtime.results('quas', 'device')).toEqual([]);
  });

  it('asks the lists once per visit, and again after a failed attempt', async () => {
    let calls = 0;
    const flaky = {
      ...never,
      lists: () => (++calls === 1 ? Promise.reject(new Error('503')) : Promise.resolve([fresh])),
    };
    const runtime = await createSearchRuntime({ stored: () => [] }, flaky);
    expect(await runtime.askLists()).toBe(false);
    expect(await runtime.askLists()).toBe(true);
    await runtime.askLists();
    expect(calls).toBe(2);
    expect(runtime.results('quasar', 'everything')).toHaveLength(1);
  });

  it('reads list items and full articles from the query cache, skipping what is not content', async () => {
    const stored = () => [
      { key: 'entry:news:published-after-the-build', data: fresh },
      { key: 'list:news:3', data: [{ ...fresh, slug: 'other', title: 'Quasar two' }, 'junk'] },
      { key: 'post:broken', data: { nothing: true } },
      {
        key: 'list-page:news:2',
        data: { items: [{ ...fresh, slug: 'older', title: 'Quasar three' }], total: 101 },
      },
      {
        key: 'tagged:2:space',
        data: { items: [{ ...fresh, slug: 'tagged', title: 'Quasar four' }, 7], total: 101 },
      },
      { key: 'list-page:news:3', data: { items: 'junk', total: 1 } },
    ];
    const runtime = await createSearchRuntime({ stored }, never);
    expect(
      runtime
        .results('quasar', 'device')
        .map((r) => r.href)
        .sort(),
    ).toEqual(['/news/older', '/news/other', '/news/published-after-the-build', '/news/tagged']);
  });

  it('takes in articles the cache gained after it started, without re-reading unchanged ones', async () => {
    const items: { key: string; data: unknown }[] = [];
    const runtime = await createSearchRuntime({ stored: () => items }, never);
    expect(runtime.results('quasar', 'device')).toEqual([]);
    const body = paragraphDoc('Nebular dust.') as Article['body'];
    items.push({ key: 'entry:news:published-after-the-build', data: { ...fresh, body } });
    await runtime.refresh();
    expect(runtime.results('quasar', 'device').map((r) => r.href)).toEqual([
      '/news/published-after-the-build',
    ]);
    // Its list item arriving later does not replace the full article.
    items.push({ key: 'list:news:3', data: [{ ...fresh, excerpt: 'Only the list item' }] });
    await runtime.refresh();
    expect(runtime.results('brand nebular', 'device')).toHaveLength(1);
  });

  it('sends the Delivery API only the words of the query, and nothing for punctuation', () => {
    expect(onlineText('  <b>Handmaid</b>  (tale)* ')).toBe('b Handmaid b tale');
    expect(onlineText('.*?')).toBe('');
    expect(onlineText('word '.repeat(5000)).split(' ')).toHaveLength(8);
  });
});

describe('search runtime with the archive index', () => {
  const archiveDoc = (slug: string, title: string) => ({
    id: `reviews:${slug}`,
    kind: 'reviews' as const,
    title,
    date: '2020-01-01',
    excerpt: `The excerpt of ${title}.`,
    tags: '',
    author: '',
    body: '',
    href: `/reviews/${slug}`,
  });

  it("lists each document once (the device's copy where both have it), ranked by title words", async () => {
    const runtime = await createSearchRuntime(device, never);
    const [stored] = runtime.results('crawlway', 'device');
    const archive = {
      updated: '2026-11-25T00:00:00.000Z',
      hits: [
        {
          doc: archiveDoc('old-crawlway', 'Crawlway nights'),
          score: 1,
          inTitle: 1,
          words: ['crawlway'],
        },
        {
          doc: { ...archiveDoc('x', stored.title), id: stored.id, href: stored.href },
          score: 99,
          inTitle: 0,
          words: ['crawlway'],
        },
      ],
    };
    const merged = runtime.results('crawlway', 'device', archive);
    expect(merged.map((item) => item.id)).toEqual(['reviews:old-crawlway', stored.id]);
    // The device's copy keeps its body snippet; the archive-only one shows its excerpt.
    expect(merged[1].snippet).toBe(stored.snippet);
    expect(merged[0].snippet).toBe('The excerpt of Crawlway nights.');
  });

  it('answers null without an archive, and asks the one it was given', async () => {
    expect(await (await createSearchRuntime(device, never)).askArchive('x')).toBeNull();
    const asked: string[] = [];
    const archive = {
      manifest: () => Promise.reject(new Error('offline')),
      search: (query: string) => {
        asked.push(query);
        return Promise.resolve(null);
      },
    };
    const runtime = await createSearchRuntime(device, never, undefined, archive);
    await runtime.askArchive('crawlay');
    expect(asked).toEqual(['crawlay']);
  });

  it('asks for the archive manifest at once, but not while an answer asked early is drawn', async () => {
    let manifests = 0;
    const archive = {
      manifest: () => {
        manifests += 1;
        return Promise.reject(new Error('offline'));
      },
      search: () => Promise.resolve(null),
    };
    await createSearchRuntime(device, never, undefined, archive);
    expect(manifests).toBe(1);
    offerAnswer('crawlway', Promise.resolve({ articles: [], posts: [] }));
    await createSearchRuntime(device, never, undefined, archive);
    expect(manifests).toBe(1);
  });
});
