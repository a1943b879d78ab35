/**
 * The route table is the one place a page is added: a route added to the table alone shows up in
 * the router, in the page preloading (its chunk and its data), in the prerender's page jobs (seeded
 * with the answers to the queries it declares), in the sitemap and in the feeds. Each check is made
 * against the plain table too, where the page is absent. And every route's page reads exactly the
 * queries its route declares: what the build seeds is what the page asks for.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { listAnswers } from '../../tests/support/list-answers';
import { answerQueries } from '../../build/prerender/answers.ts';
import { buildPageJobs, listPages, sitemapPages } from '../../build/prerender/pages.ts';
import { renderSitemap } from '../../build/prerender/sitemap.ts';
import { writeFeeds } from '../../build/prerender/write-feeds.ts';
import { KIND_ORDER, KINDS, hrefFor, type KindKey } from '../content/kinds';
import type { Article, Post } from '../content/types';
import { segmentToSlug } from '../shared/page-paths';
import { seedQueries } from '../store/restore';
import { listKey } from '../store/keys';
import { listPageQuery, listQuery } from '../store/query-values';
import { queryStore } from '../store/query-store';
import { inFlight, resetRunner } from '../store/run-query';
import { useList } from '../store/use-list';
import { page } from './lazy-page';
import { articleFeedItem, newest, pathOf } from './route-content';
import { ROUTES, type AppRoute } from './route-table';
import type { SiteContent } from './route-types';
import { createRouter, matchPattern } from './routes';

const ORIGIN = 'https://x.example';

const article = (kind: KindKey, slug: string, updatedAt: string, tags: string[] = []): Article => ({
  id: `${kind}-${slug}`,
  contentType: KINDS[kind].contentType,
  slug,
  title: `${kind} ${slug}`,
  excerpt: `About ${slug}`,
  publishDate: updatedAt,
  image: null,
  tags,
  kind,
  body: null,
  seoTitle: '',
  seoDescription: '',
  updatedAt,
});

const post: Post = {
  id: 'post-1',
  contentType: 'post',
  slug: 'hello',
  title: 'Hello',
  author: 'Ann',
  publishDate: '2026-01-03T00:00:00Z',
  content: null,
  image: null,
  excerpt: 'A post',
  updatedAt: '2026-01-03T00:00:00Z',
};

const reviews = [
  article('reviews', 'dune', '2026-02-01T00:00:00Z', ['Desert Planet']),
  article('reviews', 'a/b', '2026-02-05T00:00:00Z', ['desert planet', 'c#']),
];

const kinds = {} as SiteContent['kinds'];
for (const kind of KIND_ORDER) {
  const articles = kind === 'reviews' ? reviews : [];
  kinds[kind] = { articles, count: articles.length };
}

const site: SiteContent = {
  fetchedAt: Date.parse('2026-03-01T00:00:00Z'),
  kinds,
  posts: [post],
  skipped: [],
};

/** The answers of the queries the build runs for `site`, as the content service gives them. */
const ran = listAnswers(site);

const reviewRoute = ROUTES.find((route) => route.pattern === `${KINDS.reviews.path}/:slug`)!;

/** A store with nothing in it and a runner that knows of no query, as a fresh page has. */
function emptyStore() {
  queryStore.setState({ entries: {}, fetching: {} });
  resetRunner();
}

afterEach(emptyStore);

/**
 * The one addition: a list-like page of the reviews, reading the reviews list, with a feed of its
 * own. Made afresh for each test, with a count of how often its chunk was asked for (a loaded chunk
 * is never loaded again).
 */
function withPicks() {
  let loads = 0;
  const PicksPage = page(async () => {
    loads += 1;
    return function Picks() {
      const { data } = useList('reviews');
      return (
        <>
          <h1>Staff picks</h1>
          <p>{data?.length ?? 0} picks</p>
        </>
      );
    };
  });
  const picks: AppRoute = {
    pattern: '/picks',
    page: PicksPage,
    render: () => <PicksPage />,
    href: () => '/picks',
    queries: () => [listQuery('reviews')],
    prerender: (content) => [
      {
        params: {},
        listed: true,
        lastmod: newest(content.kinds.reviews.articles.map((a) => a.updatedAt)),
      },
    ],
    feeds: (content) => [
      {
        base: '/picks',
        title: 'Staff picks',
        description: 'What we liked.',
        items: content.kinds.reviews.articles.map((a) =>
          articleFeedItem(a, pathOf(reviewRoute, { slug: a.slug })),
        ),
      },
    ],
  };
  return { table: [picks, ...ROUTES], loads: () => loads };
}

/** Feeds written in memory; the items carry no rich text, so none is rendered. */
function feedFiles(table: readonly AppRoute[]): Map<string, string> {
  const files = new Map<string, string>();
  writeFeeds(
    table,
    site,
    ORIGIN,
    () => '',
    (file, text) => files.set(file, text),
  );
  return files;
}

describe('a route added to the table alone', () => {
  it('is rendered by the router', async () => {
    const { AppRoutes } = createRouter(withPicks().table);
    renderWithProviders(<AppRoutes />, { path: '/picks' });
    // The first render loads the page chunks; a busy machine can take more than the default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff picks' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('is unknown to the router of the plain table', async () => {
    const { AppRoutes } = createRouter(ROUTES);
    renderWithProviders(<AppRoutes />, { path: '/picks' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
  });

  it('has its chunk loaded ahead by preloadRoute', async () => {
    const { table, loads } = withPicks();
    await createRouter(ROUTES).preloadRoute('/picks');
    await createRouter(table).preloadRoute('/about');
    expect(loads()).toBe(0);
    await createRouter(table).preloadRoute('/picks/');
    expect(loads()).toBe(1);
  });

  it('renders the fallback of the plain table, which showsFallback tells ahead', () => {
    const { table } = withPicks();
    expect(createRouter(ROUTES).showsFallback('/picks')).toBe(true);
    expect(createRouter(table).showsFallback('/picks')).toBe(false);
    expect(createRouter(table).showsFallback('/about')).toBe(false);
    // A route's pattern matches, but its slug does not decode: the fallback again.
    expect(createRouter(ROUTES).showsFallback('/news/%E0%A4%A')).toBe(true);
    expect(createRouter(ROUTES).showsFallback('/news/a-slug')).toBe(false);
  });

  it('has its declared queries fetched ahead by preloadRoute when asked for data', async () => {
    const { table } = withPicks();
    await createRouter(table).preloadRoute('/picks');
    expect(queryStore.getState().fetching[listKey('reviews', 100)]).toBeFalsy();
    await createRouter(ROUTES).preloadRoute('/picks', { data: true });
    expect(queryStore.getState().fetching[listKey('reviews', 100)]).toBeFalsy();
    await createRouter(table).preloadRoute('/picks', { data: true });
    expect(queryStore.getState().fetching[listKey('reviews', 100)]).toBe(true);
    // Settled before the next test: no answer of this one lands in the next one's store.
    await inFlight(listKey('reviews', 100));
  });

  it('leaves the keys a page already holds (its prerendered seeds) to the page', async () => {
    const { table } = withPicks();
    const held = new Set([listKey('reviews', 100)]);
    await createRouter(table).preloadRoute('/picks', { data: true, held });
    expect(queryStore.getState().fetching[listKey('reviews', 100)]).toBeFalsy();
  });

  it('has the query it declares run by the build, once, and nothing else asked for it', async () => {
    const asked: string[] = [];
    const run = (query: { key: string }) => {
      asked.push(query.key);
      return Promise.resolve(ran.get(query.key));
    };
    const plain = listPages(ROUTES, site);
    await answerQueries(plain.listed, plain.held, new Map(), run);
    const before = new Set(asked);
    asked.length = 0;
    const added = listPages(withPicks().table, site);
    const { answers } = await answerQueries(added.listed, added.held, new Map(), run);
    // The reviews list was asked for anyway (the reviews page reads it): still once.
    expect(asked.filter((key) => key === listKey('reviews', 100))).toHaveLength(1);
    expect(new Set(asked)).toEqual(before);
    expect(answers.get(listKey('reviews', 100))).toEqual(reviews);
    // The entries read while enumerating are the detail pages' answers: none is asked again.
    expect(asked.some((key) => key.startsWith('entry:') || key.startsWith('post:'))).toBe(false);
  });

  it('is prerendered, at its own file, and listed in the sitemap with its lastmod', () => {
    expect(buildPageJobs(ROUTES, site, ran).map((job) => job.path)).not.toContain('/picks');
    const jobs = buildPageJobs(withPicks().table, site, ran);
    expect(jobs.find((job) => job.path === '/picks')).toMatchObject({
      file: 'picks/index.html',
      listed: true,
      lastmod: '2026-02-05T00:00:00Z',
      // The answer to the one query it declares, under that query's key.
      seeds: [{ key: listKey('reviews', 100), data: reviews }],
    });
    const sitemap = renderSitemap(sitemapPages(jobs, ORIGIN));
    expect(sitemap).toContain(
      `<url><loc>${ORIGIN}/picks</loc><lastmod>2026-02-05T00:00:00.000Z</lastmod></url>`,
    );
    expect(renderSitemap(sitemapPages(buildPageJobs(ROUTES, site, ran), ORIGIN))).not.toContain(
      '/picks',
    );
  });

  it('gets its feed pair, its items linking to the pages the table builds', () => {
    expect([...feedFiles(ROUTES).keys()]).not.toContain('picks/feed.xml');
    const files = feedFiles(withPicks().table);
    const rss = files.get('picks/feed.xml')!;
    expect(rss).toContain('<title>Staff picks</title>');
    expect(rss).toContain(`<link>${ORIGIN}/reviews/a%2Fb</link>`);
    expect(rss).toContain(`<link>${ORIGIN}/reviews/dune</link>`);
    expect(files.get('picks/atom.xml')).toContain(`href="${ORIGIN}/picks/atom.xml"`);
  });
});

describe('the site table', () => {
  it('prerenders every entry, list and fixed page once, the 404 page last', () => {
    const jobs = buildPageJobs(ROUTES, site, ran);
    const paths = jobs.map((job) => job.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        ...KIND_ORDER.map((kind) => KINDS[kind].path),
        '/reviews/dune',
        '/reviews/a%2Fb',
        '/posts/hello',
        '/about',
        '/saved',
      ]),
    );
    expect(jobs.at(-1)).toMatchObject({ path: '/404', file: '404.html', listed: false });
    const unlisted = jobs.filter((job) => !job.listed).map((job) => job.path);
    expect(unlisted.sort()).toEqual([
      '/404',
      '/confirm',
      '/preview',
      '/saved',
      '/search',
      '/unsubscribe',
    ]);
  });

  it('prerenders one listed page per tag, whatever its spelling', () => {
    const tagged = buildPageJobs(ROUTES, site, ran).filter((job) => job.path.startsWith('/tags/'));
    expect(tagged.map((job) => [job.path, job.file, job.lastmod])).toEqual([
      ['/tags/desert%20planet', 'tags/desert%20planet/index.html', '2026-02-05T00:00:00Z'],
      ['/tags/c%23', 'tags/c%23/index.html', '2026-02-05T00:00:00Z'],
    ]);
    expect(tagged.every((job) => job.listed)).toBe(true);
  });

  it('writes the site feed, one per kind, the posts feed and one per tag', () => {
    const files = feedFiles(ROUTES);
    expect([...files.keys()].filter((file) => file.endsWith('feed.xml')).sort()).toEqual(
      [
        'feed.xml',
        `${KINDS.posts.path.slice(1)}/feed.xml`,
        ...KIND_ORDER.map((kind) => `${kind}/feed.xml`),
        'tags/desert%20planet/feed.xml',
        'tags/c%23/feed.xml',
      ].sort(),
    );
    const tagFeed = files.get('tags/c%23/feed.xml')!;
    expect(tagFeed).toContain(`<link>${ORIGIN}/reviews/a%2Fb</link>`);
    expect(tagFeed).not.toContain('/reviews/dune<');
    expect(files.get('feed.xml')).toContain(`<link>${ORIGIN}/posts/hello</link>`);
  });

  it.each(['dune', 'a/b', '..', 'é 100%'])(
    'links every entry kind to a route that reads the slug %j back',
    (slug) => {
      const types = [...KIND_ORDER.map((kind) => KINDS[kind].contentType), KINDS.posts.contentType];
      for (const contentType of types) {
        const href = hrefFor(contentType, slug);
        const route = ROUTES.find((r) => r.pattern && matchPattern(r.pattern, href));
        expect(route?.href?.({ slug }), contentType).toBe(href);
        const raw = matchPattern(route!.pattern!, href)!;
        expect(segmentToSlug(raw.slug!)).toBe(slug);
      }
    },
  );
});

/**
 * A site with a page of every route: an entry of every kind, a second list page of every kind, and a
 * tag on more entries than one page holds.
 */
const everyPage: SiteContent = (() => {
  const many = Array.from({ length: 101 }, (_, i) =>
    article('fiction', `story-${i}`, `2026-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`, [
      'Many',
    ]),
  );
  const all = {} as SiteContent['kinds'];
  for (const kind of KIND_ORDER) {
    const articles =
      kind === 'reviews'
        ? reviews
        : kind === 'fiction'
          ? many
          : [article(kind, 'one', '2026-01-02T00:00:00Z')];
    // Every kind counts 101 entries: each has a second list page, whatever the build read whole.
    all[kind] = { articles, count: 101 };
  }
  return { ...site, kinds: all };
})();

/**
 * Renders the page at `path` in a store seeded with exactly `seeds` (fresh, so nothing is fetched
 * for them), and answers the keys the page asked the store for: those it marked as used, and any it
 * tried to fetch or left an answer under.
 */
async function keysAskedAt(path: string, seeds: { key: string; data: unknown }[]) {
  emptyStore();
  seedQueries(seeds.map(({ key, data }) => ({ key, data, fetchedAt: Date.now() })));
  const seeded = new Set(seeds.map(({ key }) => key));
  // Marked unused in place: only the page's own reads mark them again.
  for (const entry of Object.values(queryStore.getState().entries)) entry.usedAt = 0;
  const { AppRoutes } = createRouter(ROUTES);
  const view = renderWithProviders(<AppRoutes />, { path });
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const { entries, fetching } = queryStore.getState();
  const asked = new Set([
    ...Object.keys(fetching),
    ...Object.entries(entries)
      .filter(([key, entry]) => !seeded.has(key) || entry.usedAt > 0)
      .map(([key]) => key),
  ]);
  view.unmount();
  return [...asked].sort();
}

describe('what a route declares', () => {
  const answers = listAnswers(everyPage);
  for (const kind of KIND_ORDER)
    answers.set(listPageQuery(kind, 2).key, {
      items: everyPage.kinds[kind].articles.slice(0, 1),
      total: 101,
    });
  const jobs = buildPageJobs(ROUTES, everyPage, answers);

  it('covers a page of every route of the table', () => {
    const routeOf = (path: string) =>
      ROUTES.find((r) => r.pattern && matchPattern(r.pattern, path)) ?? ROUTES.at(-1);
    const covered = new Set(jobs.map((job) => routeOf(job.path)));
    expect(ROUTES.filter((route) => !covered.has(route)).map((r) => r.pattern)).toEqual([]);
    expect(jobs.map((job) => job.path)).toEqual(
      expect.arrayContaining(['/reviews/page/2', '/posts/hello', '/tags/c%23', '/404']),
    );
  });

  it('is what its page reads, for every page the build writes', async () => {
    for (const job of jobs) {
      const declared = job.seeds.map(({ key }) => key).sort();
      expect(await keysAskedAt(job.path, job.seeds), job.path).toEqual(declared);
    }
  }, 120_000);
});
