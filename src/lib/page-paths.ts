/**
 * The slug mapping moved to src/shared/page-paths.ts (the page and the worker both use it). server/
 * still imports it from here; point those imports at src/shared and delete this file.
 */
export * from '../shared/page-paths.ts';
