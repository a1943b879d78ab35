/**
 * Every page of the site, once: its URL pattern, its page, the URL of given parameters, what the
 * build prerenders for it and which feeds it stands for. The router, the page preloading, the
 * prerender, the sitemap and the feeds all read this table; adding a page is adding an entry here.
 */
import { KIND_ORDER, KINDS, POST_TEXTS, entryHref, type KindKey } from '../content/kinds';
import { DEFAULT_LIST_LIMIT } from '../content/queries';
import { PAGE_SEGMENT } from '../content/paging';
import { hasTag } from '../content/tags';
import { HOME_LIMIT } from '../features/home/kind-section';
import { SITE } from '../site';
import { entryKey, latestKey, listKey, listPageKey, listTotalKey, postKey } from '../store/keys';
import { page, type LazyPage } from './lazy-page';
import { numberedHref, numberedPage, pageLastmod, type AppRoute } from './numbered-pages';
import { articleFeedItem, newest, pathOf, postFeedItem, seed } from './route-content';
import type { PageSpec, SiteContent } from './route-types';
import { tagRoutes } from './tag-routes';

export type { AppRoute };

const HomePage = page(() => import('../features/home/home-page').then((m) => m.HomePage));
const ListPage = page(() => import('../features/articles/list-page').then((m) => m.ListPage));
const DetailPage = page(() => import('../features/articles/detail-page').then((m) => m.DetailPage));
const PostPage = page(() => import('../features/posts/post-page').then((m) => m.PostPage));
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
function fixedRoute(pattern: string, Page: LazyPage, spec: Partial<PageSpec> = {}): AppRoute {
  return {
    pattern,
    page: Page,
    render: () => <Page />,
    href: () => pattern,
    prerender: () => [{ path: pattern, seeds: [], listed: true, ...spec }],
  };
}

function detailRoute(kind: KindKey): AppRoute {
  const spec = KINDS[kind];
  return {
    pattern: `${spec.path}/:slug`,
    page: DetailPage,
    render: ({ slug }) => <DetailPage key={slug} kind={kind} slug={slug!} />,
    href: ({ slug }) => entryHref(spec.contentType, slug!),
    prerender: (site) =>
      site.kinds[kind].articles.map((article) => ({
        path: pathOf(DETAIL[kind], { slug: article.slug }),
        seeds: [seed(site, entryKey(kind, article.slug), article)],
        listed: true,
        lastmod: article.updatedAt ?? undefined,
        article,
      })),
  };
}

const DETAIL = Object.fromEntries(KIND_ORDER.map((kind) => [kind, detailRoute(kind)])) as Record<
  KindKey,
  AppRoute
>;

/** A kind's articles as feed items; only those carrying the tag, when one is given. */
function articleItems(site: SiteContent, kind: KindKey, tag?: string) {
  return site.kinds[kind].articles
    .filter((a) => tag === undefined || hasTag(a, tag))
    .map((a) => articleFeedItem(a, pathOf(DETAIL[kind], { slug: a.slug })));
}

function postItems(site: SiteContent) {
  return site.posts.map((post) => postFeedItem(post, pathOf(POST, { slug: post.slug })));
}

const POST: AppRoute = {
  pattern: `${POST_TEXTS.path}/:slug`,
  page: PostPage,
  render: ({ slug }) => <PostPage key={slug} slug={slug!} />,
  href: ({ slug }) => entryHref(POST_TEXTS.contentType, slug!),
  prerender: (site) =>
    site.posts.map((post) => ({
      path: pathOf(POST, { slug: post.slug }),
      seeds: [seed(site, postKey(post.slug), post)],
      listed: true,
      lastmod: post.updatedAt ?? undefined,
      post,
    })),
  // Posts have no list page, but a feed of their own beside their pages.
  feeds: (site) => [
    {
      base: POST_TEXTS.path,
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
  prerender: (site) => [
    {
      path: '/',
      seeds: [
        ...KIND_ORDER.map((kind) => seed(site, listKey(kind, HOME_LIMIT), site.kinds[kind].home)),
        seed(site, latestKey(HOME_LIMIT), site.latest),
      ],
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
    prerender: (site) => [
      {
        path: spec.path,
        seeds: [
          seed(site, listKey(kind, DEFAULT_LIST_LIMIT), site.kinds[kind].page),
          seed(site, listTotalKey(kind), site.pages[kind].total),
        ],
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
  const route: AppRoute = {
    pattern: `${spec.path}/${PAGE_SEGMENT}/:n`,
    page: ListPage,
    render: ({ n }) =>
      numberedPage(n!, spec.path, (page) => <ListPage key={page} kind={kind} page={page} />),
    href: ({ n }) => numberedHref(spec.path, n!),
    prerender: (site) =>
      site.pages[kind].older
        .filter((value) => value.items.length > 0)
        .map((value, i) => ({
          path: pathOf(route, { n: String(i + 2) }),
          seeds: [seed(site, listPageKey(kind, i + 2), value)],
          listed: true,
          lastmod: pageLastmod(site.kinds[kind].articles, value),
        })),
  };
  return route;
}

/** The path the 404 page is rendered at; it is written to 404.html, never listed. */
export const NOT_FOUND_PATH = '/404';

/** The fallback: any path no other route matches, and a malformed escape in one that does. */
export const NOT_FOUND: AppRoute = {
  page: NotFoundPage,
  render: () => <NotFoundPage />,
  prerender: () => [{ path: NOT_FOUND_PATH, file: '404.html', seeds: [], listed: false }],
};

export const ROUTES: readonly AppRoute[] = [
  HOME,
  ...KIND_ORDER.flatMap((kind) => [listRoute(kind), listPagesRoute(kind), DETAIL[kind]]),
  POST,
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
  fixedRoute('/search', SearchPage, { listed: false, indexed: true }),
  NOT_FOUND,
];
