/**
 * The build's side of "each route declares its data once": the collected content indexed by the keys
 * of the very queries the pages read, and a route's pages made from their parameters alone. A page's
 * path is its route's URL of the parameters; its seeds are the answers to its route's queries for them,
 * in the order the route declares them.
 */
import { ENTRY_KIND_ORDER, KIND_ORDER } from '../content/kinds';
import { HOME_LIMIT } from '../content/paging';
import {
  detailQuery,
  latestQuery,
  listPageQuery,
  listQuery,
  listTotalQuery,
} from '../store/query-values';
import { perContent } from './numbered-pages';
import { pathOf, seed } from './route-content';
import type { PageSpec, RoutePage, RouteSpec, SiteContent } from './route-types';

/** What the build collected, by the key of the query that answers it in the browser. */
export const answersOf = perContent((site: SiteContent): ReadonlyMap<string, unknown> => {
  const answers = new Map<string, unknown>();
  for (const kind of KIND_ORDER) {
    const { page, home } = site.kinds[kind];
    answers.set(listQuery(kind).key, page);
    answers.set(listQuery(kind, HOME_LIMIT).key, home);
    answers.set(listTotalQuery(kind).key, site.pages[kind].total);
    site.pages[kind].older.forEach((value, i) => {
      answers.set(listPageQuery(kind, i + 2).key, value);
    });
  }
  for (const kind of ENTRY_KIND_ORDER) {
    const entries = kind === 'posts' ? site.posts : site.kinds[kind].articles;
    for (const entry of entries) answers.set(detailQuery(kind, entry.slug).key, entry);
  }
  answers.set(latestQuery(HOME_LIMIT).key, site.latest);
  return answers;
});

/**
 * The pages a route's prerender lists, each seeded with the answers to the route's queries.
 * `answers` is the collected content by query key; a query the build holds no answer for is a bug
 * in the build (the page would fetch it while hydrating), so it fails the build with the key.
 */
export function routePages(
  route: Pick<RouteSpec, 'href' | 'queries'>,
  site: SiteContent,
  pages: readonly RoutePage[],
  answers: ReadonlyMap<string, unknown> = answersOf(site),
): PageSpec[] {
  return pages.map(({ params, path, ...page }) => ({
    path: path ?? pathOf(route, params),
    seeds: route.queries(params).map(({ key }) => {
      if (!answers.has(key)) throw new Error(`the build holds no answer for the query ${key}`);
      return seed(site, key, answers.get(key));
    }),
    ...page,
  }));
}
