import type { ReactNode } from 'react';
import { Route, Switch, type Path } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { segmentToSlug } from '../shared/page-paths';
import { ensureFresh } from '../store/run-query';
import { ROUTES, type AppRoute } from './route-table';
import type { RouteParams } from './route-types';

/** The `:name` segments of a pattern, in order. */
const paramNames = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/**
 * The raw (still escaped) parameters of a path the pattern matches, or null. Patterns are static
 * segments and `:name` segments, each matching one non-empty segment; a trailing slash is ignored,
 * as wouter ignores it.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = have[i]!;
    else if (segment !== have[i]) return null;
  }
  return params;
}

/**
 * Each parameter decoded exactly once, or null when one holds a malformed escape (that page is the
 * not-found page).
 */
function decodeParams(
  pattern: string,
  raw: Record<string, string | undefined>,
): RouteParams | null {
  const params: Record<string, string> = {};
  for (const name of paramNames(pattern)) {
    const value = segmentToSlug(raw[name] ?? '');
    if (value === null) return null;
    params[name] = value;
  }
  return params;
}

export interface Router {
  AppRoutes: () => ReactNode;
  /**
   * Starts loading the page chunk a path will render, and with `data` the queries its route declares
   * for the path (a copy on the device first, the network when none is fresh, as the page itself
   * would), but those of the keys in `held`; resolves when the chunk is there or failed, never
   * rejects. A path no route matches loads the fallback's chunk.
   */
  preloadRoute(path: string, options?: PreloadOptions): Promise<void>;
  /** Whether a path renders the fallback (no route matches it, or its slug does not decode). */
  showsFallback(path: string): boolean;
}

export interface PreloadOptions {
  /** Start the route's queries too, through the store's runner. */
  data?: boolean;
  /**
   * Keys the page already holds data for (a prerendered page's seeds): left to the page, which
   * revalidates them once it has hydrated, so nothing is fetched while it hydrates.
   */
  held?: ReadonlySet<string>;
}

/** The router and the page preloading of a route table; the fallback route (no pattern) comes last. */
export function createRouter(table: readonly AppRoute[]): Router {
  const matched = table.filter((route) => route.pattern !== undefined);
  const fallback = table.find((route) => route.pattern === undefined);
  const notFound = () => fallback?.render({}) ?? null;

  const routeOf = (path: string) =>
    matched.find(({ pattern }) => matchPattern(pattern!, path) !== null);
  const showsFallback = (path: string) => {
    const route = routeOf(path);
    return !route || decodeParams(route.pattern!, matchPattern(route.pattern!, path)!) === null;
  };

  const preloadRoute = (
    path: string,
    { data = false, held }: PreloadOptions = {},
  ): Promise<void> => {
    const route = routeOf(path) ?? fallback;
    if (!route) return Promise.resolve();
    const params =
      data && route.pattern !== undefined
        ? decodeParams(route.pattern, matchPattern(route.pattern, path)!)
        : null;
    for (const query of params ? route.queries(params) : [])
      if (!held?.has(query.key)) void ensureFresh(query);
    return route.page.preload().then(
      () => undefined,
      () => undefined,
    );
  };

  const AppRoutes = () => (
    <Switch>
      {matched.map((route) => (
        <Route key={route.pattern} path={route.pattern!}>
          {(raw: Record<string, string | undefined>) => {
            const params = decodeParams(route.pattern!, raw);
            return params === null ? notFound() : route.render(params);
          }}
        </Route>
      ))}
      <Route>{notFound()}</Route>
    </Switch>
  );
  return { AppRoutes, preloadRoute, showsFallback };
}

/**
 * The location as the browser (or the prerender) spells it, percent-escapes intact. wouter runs every
 * path through decodeURI before matching; with each `%` written as `%25` that decoding gives back the
 * raw path, so a slug is decoded exactly once, by decodeParams: `/news/%252e%252e` is the slug
 * `%2e%2e`, and `/news/a%2Fb` one segment, the slug `a/b`.
 */
export function useRawLocation(
  options: { ssrPath?: Path } = {},
): ReturnType<typeof useBrowserLocation> {
  const [path, navigate] = useBrowserLocation(options);
  return [path.replace(/%/g, '%25'), navigate];
}

export const { AppRoutes, preloadRoute, showsFallback } = createRouter(ROUTES);
