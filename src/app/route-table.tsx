/**
 * Every page of the site, once: its URL pattern, its page, the URL of given parameters, the queries
 * its page reads, what the build prerenders for it (its parameters) and which feeds it stands for.
 * The router, the page preloading, the prerender, the sitemap and the feeds all read this table;
 * adding a page is adding an entry here and writing its page.
 */
import {
  ENTRY_KIND_ORDER,
  KIND_ORDER,
  KINDS,
  entryHref,
  type EntryKindKey,
  type KindKey,
} from '../content/kinds';
import {
  HOME_LIMIT,
  PAGE_SEGMENT,
  PAGE_SIZE,
  parsePageNumber,
  type ListPageValue,
} from '../content/paging';
import { hasTag } from '../content/tags';
import type { Article, Post } from '../content/types';
import { SITE } from '../site';
import {
  detailQuery,
  latestQuery,
  listPageQuery,
  listQuery,
  listTotalQuery,
} from '../store/query-values';
import { page, type LazyPage } from './lazy-page';
import { numberedHref, numberedPage, pageLastmod, type AppRoute } from './numbered-pages';
import { articleFeedItem, newest, pathOf, postFeedItem } from './route-content';
import type { RoutePage, SiteContent } from './route-types';
import { SEARCH_PATH } from './search-path';
import { tagRoutes } from './tag-routes';

export type { AppRoute };

const HomePage = page(() => import('../features/home/home-page').then((m) => m.HomePage));
const ListPage = page(() => import('../features/articles/list-page').then((m) => m.ListPage));
const DetailPage = page(() => import('../features/articles/detail-page').then((m) => m.DetailPage));
const PodcastPage = page(() =>
  import('../features/podcast/podcast-page').then((m) => m.PodcastPage),
);
const MerchPage = page(() => import('../features/merch/merch-page').then((m) => m.MerchPage));
const AboutPage = page(() => import('../features/about/about-page').then((m) => m.AboutPage));
const UnsubscribePage = page(() =>
  import('../features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const ConfirmPage = page(() =>
  import('../features/confirm/confirm-page').then((m) => m.ConfirmPage),
);
const LibraryPage = page(() =>
  import('../features/offline-reading/library-page').then((m) => m.LibraryPage),
);
const PreviewStartPage = page(() =>
  import('../features/preview/preview-start-page').then((m) => m.PreviewStartPage),
);
const SearchPage = page(() => import('../features/search/search-page').then((m) => m.SearchPage));
const NotFoundPage = page(() =>
  import('../features/not-found/not-found-page').then((m) => m.NotFoundPage),
);

/** A page without parameters or content of its own, prerendered as it is. */
function fixedRoute(pattern: string, Page: LazyPage, spec: Partial<RoutePage> = {}): AppRoute {
  return {
    pattern,
    page: Page,
    render: () => <Page />,
    href: () => pattern,
    queries: () => [],
    prerender: () => [{ params: {}, listed: true, ...spec }],
  };
}

/** The entries of a kind with a detail page, as the build collected them. */
const entriesOf = (site: SiteContent, kind: EntryKindKey): readonly (Article | Post)[] =>
  kind === 'posts' ? site.posts : site.kinds[kind].articles;

/** The detail pages of a kind, `${path}/{slug}`: an article of one of the five kinds, or a post. */
function detailRoute(kind: EntryKindKey): AppRoute {
  const spec = KINDS[kind];
  return {
    pattern: `${spec.path}/:slug`,
    page: DetailPage,
    render: ({ slug }) => <DetailPage key={slug} kind={kind} slug={slug!} />,
    href: ({ slug }) => entryHref(spec.contentType, slug!),
    queries: ({ slug }) => [detailQuery(kind, slug!)],
    // The build read every entry whole while enumerating: that is its query's answer.
    prerender: (site) =>
      entriesOf(site, kind).map((entry) => ({
        params: { slug: entry.slug },
        listed: true,
        lastmod: entry.updatedAt ?? undefined,
        entry,
        answers: [entry],
      })),
  };
}

const DETAIL = Object.fromEntries(
  ENTRY_KIND_ORDER.map((kind) => [kind, detailRoute(kind)]),
) as Record<EntryKindKey, AppRoute>;

/** A kind's entries as feed items; only those carrying the tag, when one is given. */
function articleItems(site: SiteContent, kind: KindKey, tag?: string) {
  return site.kinds[kind].articles
    .filter((a) => tag === undefined || hasTag(a, tag))
    .map((a) => articleFeedItem(a, pathOf(DETAIL[kind], { slug: a.slug })));
}

function postItems(site: SiteContent) {
  return site.posts.map((post) => postFeedItem(post, pathOf(DETAIL.posts, { slug: post.slug })));
}

/** Posts have no list page, but a feed of their own beside their pages. */
const POSTS_FEED: Pick<AppRoute, 'feeds'> = {
  feeds: (site) => [
    {
      base: KINDS.posts.path,
      title: `Posts | ${SITE.title}`,
      description: `Posts from ${SITE.title}.`,
      items: postItems(site),
    },
  ],
};

const HOME: AppRoute = {
  pattern: '/',
  page: HomePage,
  render: () => <HomePage />,
  href: () => '/',
  queries: () => [
    ...KIND_ORDER.map((kind) => listQuery(kind, HOME_LIMIT)),
    latestQuery(HOME_LIMIT),
  ],
  prerender: (site) => [
    {
      params: {},
      listed: true,
      lastmod: newest([
        ...KIND_ORDER.flatMap((kind) => site.kinds[kind].articles.map((a) => a.updatedAt)),
        ...site.posts.map((p) => p.updatedAt),
      ]),
    },
  ],
  // The site's own feed: everything published.
  feeds: (site) => [
    {
      base: '',
      title: SITE.title,
      description: SITE.description,
      items: [...KIND_ORDER.flatMap((kind) => articleItems(site, kind)), ...postItems(site)],
    },
  ],
};

function listRoute(kind: KindKey): AppRoute {
  const spec = KINDS[kind];
  return {
    pattern: spec.path,
    page: ListPage,
    render: () => <ListPage kind={kind} />,
    href: () => spec.path,
    queries: () => [listQuery(kind), listTotalQuery(kind)],
    prerender: (site) => [
      {
        params: {},
        listed: true,
        lastmod: newest(site.kinds[kind].articles.map((a) => a.updatedAt)),
      },
    ],
    feeds: (site) => [
      {
        base: spec.path,
        title: `${spec.listTitle} | ${SITE.title}`,
        description: `${spec.listTitle} from ${SITE.title}.`,
        items: articleItems(site, kind),
      },
    ],
  };
}

/**
 * A kind's list pages after the first, `${path}/page/{n}`, one per page that has entries; page 1
 * is the list itself, and `/page/1` sends the visitor there.
 */
function listPagesRoute(kind: KindKey): AppRoute {
  const spec = KINDS[kind];
  return {
    pattern: `${spec.path}/${PAGE_SEGMENT}/:n`,
    page: ListPage,
    render: ({ n }) =>
      numberedPage(n!, spec.path, (page) => <ListPage key={page} kind={kind} page={page} />),
    href: ({ n }) => numberedHref(spec.path, n!),
    // Only the pages a URL carries (page 2 on) read a query; the others render without data.
    queries: ({ n }) => {
      const number = parsePageNumber(n!);
      return number !== null && number > 1 ? [listPageQuery(kind, number)] : [];
    },
    // Every page the kind's count fills; one that came back empty (entries gone since) is not written.
    prerender: (site) =>
      Array.from(
        { length: Math.max(0, Math.ceil(site.kinds[kind].count / PAGE_SIZE) - 1) },
        (_, i) => ({
          params: { n: String(i + 2) },
          listed: true,
          fromAnswers: ([value]) => {
            const page = value as ListPageValue;
            return page.items.length > 0
              ? { lastmod: pageLastmod(site.kinds[kind].articles, page) }
              : null;
          },
        }),
      ),
  };
}

/** The path the 404 page is rendered at; it is written to 404.html, never listed. */
export const NOT_FOUND_PATH = '/404';

/** The fallback: any path no other route matches, and a malformed escape in one that does. */
export const NOT_FOUND: AppRoute = {
  page: NotFoundPage,
  render: () => <NotFoundPage />,
  queries: () => [],
  prerender: () => [{ params: {}, path: NOT_FOUND_PATH, file: '404.html', listed: false }],
};

export const ROUTES: readonly AppRoute[] = [
  HOME,
  ...KIND_ORDER.flatMap((kind) => [listRoute(kind), listPagesRoute(kind), DETAIL[kind]]),
  { ...DETAIL.posts, ...POSTS_FEED },
  ...tagRoutes((site, tag) => KIND_ORDER.flatMap((kind) => articleItems(site, kind, tag))),
  fixedRoute('/podcast', PodcastPage),
  fixedRoute('/merch', MerchPage),
  fixedRoute('/about', AboutPage),
  fixedRoute('/unsubscribe', UnsubscribePage, { listed: false, searchSensitive: true }),
  // Opened from the welcome mail; it confirms from the link's query, so it is never hydrated with one.
  fixedRoute('/confirm', ConfirmPage, { listed: false, searchSensitive: true }),
  fixedRoute('/saved', LibraryPage, { listed: false }),
  // The preview start page: a real page (200) but no search result. Its render holds only the
  // "Opening the preview…" state, which depends on nothing in the link; the visit always has a query
  // (the secret), so the browser renders it afresh instead of hydrating.
  fixedRoute('/preview', PreviewStartPage, { listed: false, searchSensitive: true }),
  // Search results render in the browser; the page itself answers 200 (also as the header form's
  // target without JavaScript). The form may be indexed; result pages (with a query) may not: robots.txt
  // disallows them and the page adds noindex when it shows a query. Not in the sitemap. A visit with a
  // query hydrates the form's HTML: the page and the header box show no query while hydrating.
  fixedRoute(SEARCH_PATH, SearchPage, { listed: false, indexed: true }),
  NOT_FOUND,
];
