/**
 * The server side of prerendering, built by Vite as an SSR bundle and imported by
 * build/prerender. It renders pages with the same components as the browser, from data seeded
 * into the same store, runs the routes' query values for the build and exposes the queries that
 * enumerate the archive, so the build fetches through the same SDK path.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { App } from './app/app';
import { providerProps } from './app/theme';
import { RichText } from './components/rich-text';
import type { RichDocument } from './content/types';
import { queryStore } from './store/query-store';
import { seedQueries } from './store/restore';
import type { PrerenderSeed } from './prerender-data';
import type { Queries } from './content/query-impl';
import { QueryFailure } from './content/errors';
import { readThroughBuildClient } from './lib/contentful';
import type { Query } from './store/query-values';

/**
 * The build enumerates the archive with the site's own queries, in process, with the client that
 * retries on its own. Loaded the way the app loads them (dynamically), so the query code stays one
 * chunk for both.
 */
const build = () => import('./content/query-impl').then((m) => m.buildQueries);
export const fetchRefs: Queries['fetchRefs'] = (...a) => build().then((q) => q.fetchRefs(...a));
export const fetchArticlesPage: Queries['fetchArticlesPage'] = (...a) =>
  build().then((q) => q.fetchArticlesPage(...a));
export const fetchPostsPage: Queries['fetchPostsPage'] = (...a) =>
  build().then((q) => q.fetchPostsPage(...a));

/**
 * Runs one of the routes' query values in the build's process, through the build's client: the very
 * query the page reads in the browser. Resolves with its answer; a failure is thrown as the
 * QueryFailure it was, so the build can tell one entry's failure from a service that is down.
 */
export async function runRouteQuery<T>(query: Pick<Query<T>, 'key' | 'fetch'>): Promise<T> {
  readThroughBuildClient();
  const outcome = await query.fetch();
  if (outcome.ok) return outcome.value;
  throw new QueryFailure(outcome.error.id, outcome.error.message);
}
export { detailQuery } from './store/query-values';
export { KINDS, KIND_ORDER } from './content/kinds';
export { ROUTES } from './app/route-table';
export { PRERENDER_DATA_ID, serialisePrerenderData } from './prerender-data';

/** Clears the store and puts exactly these queries in it: each page sees only its own data. */
export function seedStore(seeds: PrerenderSeed[]): void {
  queryStore.setState({ entries: {}, fetching: {} });
  seedQueries(seeds);
}

/**
 * Renders one path with the given data. prerender waits for the lazy page chunks and any
 * Suspense boundary, so the HTML is the finished page, not its skeleton.
 */
export async function renderPage(path: string, seeds: PrerenderSeed[]): Promise<string> {
  seedStore(seeds);
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    // Large Suspense boundaries are otherwise sent after a fallback and swapped in by an inline
    // script: without JavaScript (crawlers, link previews) the page would stay a skeleton.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Rich text as plain HTML for feeds. Mantine needs its provider (without page-wide styles in a feed),
 * and entry links need a router that does not read `location`.
 */
export function renderRichText(document: RichDocument): string {
  return renderToStaticMarkup(
    <MantineProvider {...providerProps}>
      <Router ssrPath="/">
        <RichText document={document} />
      </Router>
    </MantineProvider>,
  );
}
