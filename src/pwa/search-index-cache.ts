/**
 * What the page may know of the worker's search index cache (sw/search-index.ts fills it): whether
 * pieces are kept at all, and which are held.
 */
import { SEARCH_INDEX_CACHE } from '../shared/cache-names';

/** Whether the worker keeps what this page fetches (a controlled page with Cache Storage). */
export const canKeepSearchIndex = (): boolean =>
  typeof caches !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  !!navigator.serviceWorker?.controller;

/** The paths of the index files the worker holds. */
export async function heldSearchIndexPaths(): Promise<Set<string>> {
  const cache = await caches.open(SEARCH_INDEX_CACHE);
  return new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
}
