/**
 * Offline reading, the feature's one public entry: what other features and the app use of it.
 *
 * The feature keeps articles readable without a network: the reader's library (saved articles and
 * the recently read, the "Read offline" page), "Save for offline", the ahead-of-need download (a
 * bounded mirror of the newest articles, refreshed by the page and by the installed app's worker,
 * that fills the device store) and what pages show offline (card marks, the "Available offline"
 * filter, the offline view, the copy notice). Every offline page reads the device store only.
 *
 * Two modules are loaded by their own path, so each stays a chunk of its own: the library page
 * (`library-page.tsx`, a lazy route) and the ahead-of-need run (`run-ahead-of-need.ts`, a background
 * job).
 */
export { OfflineReadingProvider } from './offline-reading-provider';
export { AvailableOfflineFilter } from './offline-filter';
export { OfflineView, OfflineLibraryLink, OFFLINE_TEXT } from './offline-view';
export { CopyNotice } from './copy-notice';
export { useRecordRead } from './use-record-read';
export { useLibrary } from './use-library';
export { SaveButton } from './save-button';
export { formatBytes } from './sizes';
export { connectionAllowsPrefetch, type ConnectionInfo } from './prefetch-rule';
