/**
 * Cache names shared by the worker and the page (src/pwa/ writes the saved files and page copies the
 * worker serves). Plain constants so both programs can import them.
 */
export const IMAGES_CACHE = 'images';
export const CDA_CACHE = 'cda';
/** Files of articles saved for offline reading: never expired by the worker, removed by the page. */
export const SAVED_FILES_CACHE = 'saved-files';
/** Page copies are per build: `pages-<build id>`. */
export const PAGES_CACHE_PREFIX = 'pages-';
/**
 * The archive's search index pieces the page fetched (or downloaded whole): kept by the worker so a
 * search repeated offline answers as online; pieces the current manifest no longer lists are dropped.
 */
export const SEARCH_INDEX_CACHE = 'search-index';
