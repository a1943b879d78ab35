/**
 * The route table as the build sees it: no React, no page code, so the Node-side type check reads
 * these types without pulling the pages in. The app's table (route-table.tsx) adds each route's page.
 */
import type { KindKey } from '../content/kinds.ts';
import type { Article, ImageAsset, Post, RichDocument } from '../content/types.ts';
import type { QueryOutcome } from '../content/query-error.ts';
import type { PrerenderSeed } from '../prerender-data.ts';

export interface KindContent {
  /** Every article of the kind, whole, in the order the enumeration names them (newest first). */
  articles: Article[];
  /** How many entries the kind holds, as enumerated, pages or not: its list's length. */
  count: number;
}

/** An entry the build left out, and why, for the one line the build prints about it. */
export interface Skipped {
  contentType: string;
  id: string;
  why: string;
}

/**
 * The site's entries as the build enumerates them, from which each route lists its pages' parameters.
 * What a page shows beyond its own entry is the answer to its route's queries, which the build runs.
 */
export interface SiteContent {
  fetchedAt: number;
  kinds: Record<KindKey, KindContent>;
  posts: Post[];
  skipped: Skipped[];
}

/** One page the build writes, as its route describes it. */
export interface PageSpec {
  path: string;
  /** The store entries the page renders from; the browser seeds the same ones before hydrating. */
  seeds: PrerenderSeed[];
  /** In the sitemap; visitor-specific pages (unsubscribe, preview, saved, 404) are not. */
  listed: boolean;
  /**
   * Open to search engines though not in the sitemap (the search form). Unlisted pages carry
   * noindex otherwise.
   */
  indexed?: boolean;
  /** ISO date of the newest content the page shows, for the sitemap. */
  lastmod?: string;
  /** The page reads the query string: the browser hydrates it only for a visit without one. */
  searchSensitive?: boolean;
  /** The article or post the page shows, for its JSON-LD. */
  entry?: Article | Post;
  /** A fixed file name instead of the one the path maps to (the 404 page). */
  file?: string;
}

/** One item of a feed: the page it links to and what the feed reader shows. */
export interface FeedItemSpec {
  path: string;
  title: string;
  summary: string;
  body: RichDocument | null;
  image: ImageAsset | null;
  published: string | null;
  updated: string | null;
  author?: string;
  tags: string[];
}

/** An RSS and an Atom feed written at `${base}/feed.xml` and `${base}/atom.xml` ('' = the root). */
export interface FeedSpec {
  base: string;
  title: string;
  description: string;
  items: FeedItemSpec[];
}

/** A route's parameters, named after the `:name` segments of its pattern, each decoded once. */
export type RouteParams = Readonly<Record<string, string>>;

/**
 * A query as the build sees it: its store key and how to fetch it (src/store/query-values.ts; the build
 * runs `fetch` in its process, through its own client). The app's routes declare the whole query
 * values, the very values their pages read.
 */
export interface RouteQuery {
  key: string;
  fetch(): Promise<QueryOutcome<unknown>>;
}

/**
 * One page the build writes for a route, by its parameters: its path is the route's URL of them and
 * its seeds are the answers to the route's queries for them. What else the build needs to know of it.
 */
export interface RoutePage extends Omit<PageSpec, 'path' | 'seeds'> {
  params: RouteParams;
  /** A fixed path for a route without a URL of its own (the 404 page). */
  path?: string;
  /**
   * Answers the build already holds for the route's queries, in their order (an entry it read whole
   * while enumerating, a tag's page cut from every article); the queries past them it runs.
   */
  answers?: readonly unknown[];
  /**
   * What the page takes from its answers once they are in: its sitemap date. Null when they show
   * nothing (a numbered page emptied since the count), and no page is written.
   */
  fromAnswers?(answers: readonly unknown[]): { lastmod?: string } | null;
}

export interface RouteSpec {
  /** A wouter pattern (`/reviews/:slug`); none for the fallback, the not-found page. */
  pattern?: string;
  /** The URL of the page with these parameters; null when no URL can carry them. */
  href?(params: RouteParams): string | null;
  /**
   * The queries the page reads for these parameters, in the order it asks for them: preloading
   * fetches them ahead and the build runs them to seed the prerendered page, by their keys.
   */
  queries(params: RouteParams): readonly RouteQuery[];
  /** The pages the build writes for this route: their parameters, from the enumerated content. */
  prerender?(site: SiteContent): RoutePage[];
  /** The feeds this route's pages stand for. */
  feeds?(site: SiteContent): FeedSpec[];
}
