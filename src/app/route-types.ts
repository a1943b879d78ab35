/**
 * The route table as the build sees it: no React, no page code, so the Node-side type check reads
 * these types without pulling the pages in. The app's table (route-table.tsx) adds each route's page.
 */
import type { KindKey } from '../content/kinds.ts';
import type { ListPageValue } from '../content/paging.ts';
import type { Article, ArticleSummary, ImageAsset, Post, RichDocument } from '../content/types.ts';
import type { PrerenderSeed } from '../prerender-data.ts';

export interface KindContent {
  /** The answers of the list page's own query (default limit) and of the home section's (HOME_LIMIT). */
  page: ArticleSummary[];
  home: ArticleSummary[];
  articles: Article[];
}

/** A kind's pages beyond its list (page 2 first), and how many entries the kind holds. */
export interface KindPages {
  total: number;
  older: ListPageValue[];
}

/** An entry the build left out, and why, for the one line the build prints about it. */
export interface Skipped {
  contentType: string;
  id: string;
  why: string;
}

/** Everything the prerendered site shows, fetched once by the build. */
export interface SiteContent {
  fetchedAt: number;
  kinds: Record<KindKey, KindContent>;
  /** Each kind's numbered list pages. */
  pages: Record<KindKey, KindPages>;
  posts: Post[];
  /** The home page's "catch up" feed. */
  latest: ArticleSummary[];
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
 * A query as the build sees it: its store key. The app's routes declare the whole query values of
 * src/store/query-values.ts (key, freshness, fetch), the very values their pages read.
 */
export interface RouteQuery {
  key: string;
}

/**
 * One page the build writes for a route, by its parameters: its path is the route's URL of them and
 * its seeds are the answers to the route's queries for them. What else the build needs to know of it.
 */
export interface RoutePage extends Omit<PageSpec, 'path' | 'seeds'> {
  params: RouteParams;
  /** A fixed path for a route without a URL of its own (the 404 page). */
  path?: string;
}

export interface RouteSpec {
  /** A wouter pattern (`/reviews/:slug`); none for the fallback, the not-found page. */
  pattern?: string;
  /** The URL of the page with these parameters; null when no URL can carry them. */
  href?(params: RouteParams): string | null;
  /**
   * The queries the page reads for these parameters, in the order it asks for them: preloading
   * fetches them ahead and the build seeds the prerendered page with their answers, by their keys.
   */
  queries(params: RouteParams): readonly RouteQuery[];
  /** The pages the build writes for this route, from the site's content. */
  prerender?(site: SiteContent): PageSpec[];
  /** The feeds this route's pages stand for. */
  feeds?(site: SiteContent): FeedSpec[];
}
