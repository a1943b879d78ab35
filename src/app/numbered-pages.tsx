/**
 * The app's route (a route of the build's table plus its page), and what the routes of numbered list
 * pages share (a kind's `/page/{n}`, a tag's): the page a `:n` segment names, its URL, its sitemap date,
 * and values derived once per collected content.
 */
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { pageHref, parsePageNumber, type ListPageValue } from '../content/paging';
import type { Article } from '../content/types';
import type { Query } from '../store/query-values';
import type { Preloadable } from './lazy-page';
import { newest } from './route-content';
import type { RouteParams, RouteSpec } from './route-types';

export interface AppRoute extends RouteSpec {
  /** The page's chunk, loaded ahead by preloadRoute. */
  page: Preloadable;
  /** The query values the page reads for these parameters; preloadRoute can fetch them ahead. */
  queries(params: RouteParams): readonly Query<unknown>[];
  /** The page for these parameters (already decoded once). */
  render(params: RouteParams): ReactNode;
}

/**
 * Page n of a list, by the decoded `:n` segment: the list's own page for 1 (one URL per page), the
 * list's empty state for a segment that names no page (`0`, `02`, `1e3`), else `render(n)`.
 */
export function numberedPage(
  segment: string,
  base: string | null,
  render: (page: number | null) => ReactNode,
): ReactNode {
  const n = parsePageNumber(segment);
  if (n === 1 && base !== null) return <Redirect to={base} replace />;
  return render(n !== null && n > 1 ? n : null);
}

/** The URL of page `:n` of the list at `base`; null when the segment names no page. */
export function numberedHref(base: string | null, segment: string): string | null {
  const n = parsePageNumber(segment);
  return base === null || n === null ? null : pageHref(base, n);
}

/** The newest update among the articles a page shows, for its sitemap date. */
export function pageLastmod(articles: readonly Article[], page: ListPageValue): string | undefined {
  const updated = updatedById(articles);
  return newest(page.items.map((item) => updated.get(item.id) ?? null));
}

/**
 * Derived once per collected content (or article list) and reused by every route that asks: the
 * build's page list reads them for each of thousands of pages.
 */
export function perContent<K extends object, V>(derive: (from: K) => V): (from: K) => V {
  const known = new WeakMap<K, V>();
  return (from) => {
    if (!known.has(from)) known.set(from, derive(from));
    return known.get(from)!;
  };
}

const updatedById = perContent(
  (articles: readonly Article[]) => new Map(articles.map((a) => [a.id, a.updatedAt])),
);
