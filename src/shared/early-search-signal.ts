/**
 * How a page of results opened directly tells its loader (build/vite-paint-first.ts) that its early
 * results are on screen and reported, or will not be: the loader holds the app's stylesheet, manifest
 * and entry until then, as it holds them for a page's largest image. Both sides read these names.
 */

/** The window event fired once, when the early search has settled. */
export const EARLY_SEARCH_SETTLED = 'gq-early-search-settled';

/**
 * How long the app waits for a page of results to draw its first results before it starts anyway:
 * long enough for an answer on a phone's network, short enough that the page's own controls are never
 * held back much when the answer is slow. The page's loader and the entry both count it from the
 * first paint, so it is never waited twice.
 */
export const EARLY_RESULTS_WAIT_MS = 1000;

declare global {
  interface Window {
    /** True once the early search has settled: a loader that looks later need not wait. */
    gqEarlySettled?: boolean;
  }
}
