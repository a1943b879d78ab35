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
