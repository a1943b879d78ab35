/**
 * Numbered list pages through the route table: the build writes one listed page per page that has
 * entries (page 2 on, page 1 being the list), seeded with what the page query answers; the router
 * renders page n, sends `/page/1` to the list and shows the empty state for numbers no URL carries.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { renderWithProviders } from '../../tests/render';
import { listAnswers } from '../../tests/support/list-answers';
import { buildPageJobs, sitemapPages } from '../../build/prerender/pages.ts';
import { renderSitemap } from '../../build/prerender/sitemap.ts';
import { KIND_ORDER, KINDS, type KindKey } from '../content/kinds';
import { PAGE_SIZE, pageCount, type ListPageValue } from '../content/paging';
import type { Article } from '../content/types';
import { seedQueries } from '../store/restore';
import { listKey, listPageKey, listTotalKey, taggedKey } from '../store/keys';
import { ROUTES } from './route-table';
import type { SiteContent } from './route-types';
import { createRouter, matchPattern } from './routes';
import { providerProps } from './theme';

const ORIGIN = 'https://x.example';
const DAY = 24 * 3600 * 1000;

/** Review n, published n days before the first of March: review 0 is the newest. */
const review = (n: number): Article => {
  const date = new Date(Date.parse('2026-03-01T00:00:00Z') - n * DAY).toISOString();
  return {
    id: `r${n}`,
    contentType: 'reviews',
    slug: `review-${n}`,
    title: `Review ${n}`,
    excerpt: '',
    publishDate: date,
    image: null,
    // Every third review is tagged, in two spellings.
    tags: n % 3 === 0 ? [n % 2 ? 'Space Opera' : 'space opera'] : [],
    kind: 'reviews',
    body: null,
    seoTitle: '',
    seoDescription: '',
    updatedAt: date,
  };
};

const REVIEWS = 250;
const reviews = Array.from({ length: REVIEWS }, (_, n) => review(n));
const pageOf = (page: number): ListPageValue => ({
  items: reviews.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
  total: REVIEWS,
});

const kinds = {} as SiteContent['kinds'];
for (const kind of KIND_ORDER) {
  const articles = kind === 'reviews' ? reviews : [];
  kinds[kind] = { articles, count: articles.length };
}
const site: SiteContent = {
  fetchedAt: Date.parse('2026-03-02T00:00:00Z'),
  kinds,
  posts: [],
  skipped: [],
};

describe('numbered pages in the build', () => {
  const jobs = buildPageJobs(ROUTES, site, listAnswers(site));
  const job = (path: string) => jobs.find((j) => j.path === path);

  it('writes page 2 on of a kind, each at its own file, seeded with its page', () => {
    const numbered = jobs.filter((j) => j.path.startsWith('/reviews/page/')).map((j) => j.path);
    expect(numbered).toEqual(['/reviews/page/2', '/reviews/page/3']);
    expect(job('/reviews/page/2')).toMatchObject({
      file: 'reviews/page/2/index.html',
      listed: true,
      seeds: [{ key: listPageKey('reviews', 2), data: pageOf(2) }],
      // The newest entry of page 2 is review 100.
      lastmod: review(100).updatedAt,
    });
    expect(job('/reviews/page/3')!.seeds[0]!.data).toEqual(pageOf(3));
    expect(jobs.some((j) => /\/page\/1$/.test(j.path))).toBe(false);
    expect(jobs.some((j) => j.path.startsWith('/news/page/'))).toBe(false);
  });

  it('writes no file for a page whose answer came back empty (entries gone since the count)', () => {
    const answers = listAnswers(site);
    answers.set(listPageKey('reviews', 3), { items: [], total: 200 });
    const paths = buildPageJobs(ROUTES, site, answers).map((j) => j.path);
    expect(paths).toContain('/reviews/page/2');
    expect(paths).not.toContain('/reviews/page/3');
  });

  it('seeds the list itself with the kind total its pager counts by', () => {
    expect(job('/reviews')!.seeds.map((s) => [s.key, s.data])).toEqual([
      [listKey('reviews', PAGE_SIZE), reviews.slice(0, PAGE_SIZE)],
      [listTotalKey('reviews'), REVIEWS],
    ]);
  });

  it('writes every page of a tag, all spellings together, newest first', () => {
    const tagged = reviews.filter((r) => r.tags.length > 0);
    expect(tagged).toHaveLength(84);
    const tagJobs = jobs.filter((j) => j.path.startsWith('/tags/'));
    expect(tagJobs.map((j) => j.path)).toEqual(['/tags/space%20opera']);
    const [seedOne] = tagJobs[0]!.seeds;
    expect(seedOne!.key).toBe(taggedKey('Space Opera', 1));
    expect((seedOne!.data as ListPageValue).total).toBe(84);
    expect((seedOne!.data as ListPageValue).items.map((i) => i.id)).toEqual(
      tagged.map((r) => r.id),
    );
  });

  it('writes page 2 of a tag with more than a page of entries', () => {
    const many = reviews.map((r) => ({ ...r, tags: ['Dune'] }));
    const big = {
      ...site,
      kinds: { ...site.kinds, reviews: { ...kinds.reviews, articles: many } },
    };
    const tagJobs = buildPageJobs(ROUTES, big, listAnswers(big)).filter((j) =>
      j.path.startsWith('/tags/'),
    );
    expect(tagJobs.map((j) => [j.path, j.file])).toEqual([
      ['/tags/dune', 'tags/dune/index.html'],
      ['/tags/dune/page/2', 'tags/dune/page/2/index.html'],
      ['/tags/dune/page/3', 'tags/dune/page/3/index.html'],
    ]);
    const third = tagJobs[2]!.seeds[0]!;
    expect(third.key).toBe(taggedKey('dune', 3));
    expect((third.data as ListPageValue).items.map((i) => i.id)).toEqual(
      many.slice(200).map((r) => r.id),
    );
    expect(pageCount((third.data as ListPageValue).total)).toBe(3);
  });

  it('lists every numbered page in the sitemap', () => {
    const sitemap = renderSitemap(sitemapPages(jobs, ORIGIN));
    expect(sitemap).toContain(`<loc>${ORIGIN}/reviews/page/2</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/reviews/page/3</loc>`);
    expect(sitemap).not.toContain(`${ORIGIN}/reviews/page/4<`);
    expect(sitemap).not.toContain('/page/1<');
  });

  it('gives no feed to a numbered page', () => {
    const numbered = ROUTES.filter((r) => r.pattern?.endsWith('/page/:n'));
    expect(numbered).toHaveLength(KIND_ORDER.length + 1);
    expect(numbered.every((r) => r.feeds === undefined)).toBe(true);
  });
});

describe('numbered page URLs', () => {
  const route = (path: string) => ROUTES.find((r) => r.pattern && matchPattern(r.pattern, path));

  it.each(KIND_ORDER)('%s: page n has one URL, and page 1 is the list', (kind: KindKey) => {
    const path = `${KINDS[kind].path}/page/2`;
    expect(route(path)?.href?.({ n: '2' })).toBe(path);
    expect(route(path)?.href?.({ n: '1' })).toBe(KINDS[kind].path);
    expect(route(path)?.href?.({ n: '02' })).toBeNull();
  });

  it('a detail page named "page" stays a detail page', () => {
    expect(route('/reviews/page')?.pattern).toBe('/reviews/:slug');
    expect(route('/tags/page')?.pattern).toBe('/tags/:tag');
    expect(route('/tags/page/page/2')?.href?.({ tag: 'page', n: '2' })).toBe('/tags/page/page/2');
  });
});

/** Renders the app's routes at `path` and reports where the location ends. */
function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const { AppRoutes } = createRouter(ROUTES);
  let at = path;
  function Where() {
    [at] = useLocation();
    return null;
  }
  render(
    <MantineProvider {...providerProps}>
      <Router hook={location.hook}>
        <AppRoutes />
        <Where />
      </Router>
    </MantineProvider>,
  );
  return { where: () => at };
}

const seedReviews = () =>
  seedQueries([
    { key: listKey('reviews', PAGE_SIZE), data: pageOf(1).items, fetchedAt: Date.now() },
    { key: listTotalKey('reviews'), data: REVIEWS, fetchedAt: Date.now() },
    { key: listPageKey('reviews', 2), data: pageOf(2), fetchedAt: Date.now() },
    { key: listPageKey('reviews', 9), data: { items: [], total: REVIEWS }, fetchedAt: Date.now() },
  ]);

// The first render pays for loading Mantine and the pages; on a busy machine that passes 5 s.
describe('numbered pages in the router', { timeout: 20_000 }, () => {
  it('renders page 2 with its entries and the pager', async () => {
    seedReviews();
    renderWithProviders(<>{createRouter(ROUTES).AppRoutes()}</>, { path: '/reviews/page/2' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review 100' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  // Percent-encoding a digit does not change the URL (an unreserved character, RFC 3986 §2.3): the
  // site server, the service worker and the router all read `%32` as `2`.
  it('reads an escaped digit as the digit, as every part of the site does', async () => {
    seedReviews();
    renderWithProviders(<>{createRouter(ROUTES).AppRoutes()}</>, { path: '/reviews/page/%32' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review 100' }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('sends /page/1 to the list itself', async () => {
    seedReviews();
    const { where } = renderAt('/reviews/page/1');
    await waitFor(() => expect(where()).toBe('/reviews'));
  });

  it.each(['02', '0', '-1', '1e3', 'x', '100001', '%E0%A5%A8', '1%20'])(
    'shows the empty list for page %j, asking nothing',
    async (n) => {
      seedReviews();
      renderWithProviders(<>{createRouter(ROUTES).AppRoutes()}</>, { path: `/reviews/page/${n}` });
      expect(
        await screen.findByText('No reviews available yet.', {}, { timeout: 10_000 }),
      ).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    },
  );

  it('shows the empty list for a page past the last', async () => {
    seedReviews();
    renderWithProviders(<>{createRouter(ROUTES).AppRoutes()}</>, { path: '/reviews/page/9' });
    expect(
      await screen.findByText('No reviews available yet.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
