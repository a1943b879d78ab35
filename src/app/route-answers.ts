/**
 * The build's side of "each route declares its data once": a route lists its pages by their
 * parameters, and each page is seeded with the answers to the route's queries for them, by their
 * keys, in the order the route declares them. The answers come from the build, which runs those very
 * queries (build/prerender/answers.ts); nothing here says again what a page shows.
 */
import { pathOf, seed } from './route-content';
import type { PageSpec, RoutePage, RouteQuery, RouteSpec, SiteContent } from './route-types';

/** A page a route lists, with the queries its page reads. */
export interface ListedPage {
  route: Pick<RouteSpec, 'href' | 'queries'>;
  page: RoutePage;
  queries: readonly RouteQuery[];
}

/** Every page each route lists, with its queries; the answers it already holds under their keys. */
export function listPages(
  routes: readonly RouteSpec[],
  site: SiteContent,
): { listed: ListedPage[]; held: Map<string, unknown> } {
  const listed: ListedPage[] = [];
  const held = new Map<string, unknown>();
  for (const route of routes)
    for (const page of route.prerender?.(site) ?? []) {
      const queries = route.queries(page.params);
      page.answers?.forEach((answer, i) => {
        const query = queries[i];
        if (!query) throw new Error(`an answer without a query for ${JSON.stringify(page.params)}`);
        held.set(query.key, answer);
      });
      listed.push({ route, page, queries });
    }
  return { listed, held };
}

/**
 * A listed page as the build writes it: its path, its seeds (the answers to its queries, by key) and
 * what it takes from them. A query without an answer is a bug in the build (the page would fetch it
 * while hydrating), so it fails the build with the key; a page whose answers show nothing is dropped.
 */
export function pageSpec(
  { route, page, queries }: ListedPage,
  site: SiteContent,
  answers: ReadonlyMap<string, unknown>,
): PageSpec | null {
  // The page's own parameters and answers stay here; the rest describes the file.
  const { params, path, answers: _answers, fromAnswers, ...rest } = page;
  const values = queries.map(({ key }) => {
    if (!answers.has(key)) throw new Error(`the build holds no answer for the query ${key}`);
    return answers.get(key);
  });
  const taken = fromAnswers ? fromAnswers(values) : {};
  if (taken === null) return null;
  return {
    path: path ?? pathOf(route, params),
    seeds: queries.map(({ key }, i) => seed(site, key, values[i])),
    ...rest,
    ...taken,
  };
}
