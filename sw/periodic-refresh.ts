/**
 * The installed app's daily background refresh: when the browser fires the periodic sync tag the page
 * registered (src/pwa/periodic-sync.ts), the worker runs the same mirror refresh as the page's
 * ahead-of-need download and keeps the mirror in the same IndexedDB record. Offline pages already fall
 * back to that mirror for articles their store lacks, so an article published since the last visit
 * opens with no signal, without the worker having to guess the SDK's request URLs.
 */
import { connectionAllowsPrefetch, type ConnectionInfo } from '../src/shared/article-lists.ts';
import { AHEAD_REFRESH_TAG } from '../src/shared/periodic-refresh.ts';
import { environmentBase, keptMirror, refreshMirror } from '../src/shared/refresh-mirror.ts';
import { CONTENTFUL } from './build-env.ts';

export interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export type Refresh = () => Promise<unknown>;

/**
 * The refresh the worker runs: nothing when the build reads no Delivery API, nor on a data-saver or
 * 2G connection (the same rule as the page's run; the browser may fire the event on any network).
 */
export function refreshAheadOfNeed(): Promise<unknown> {
  const target = environmentBase(CONTENTFUL);
  const connection = (navigator as WorkerNavigator & { connection?: ConnectionInfo }).connection;
  if (!target || !connectionAllowsPrefetch(connection)) return Promise.resolve(null);
  return refreshMirror(
    target,
    // A worker serves every tab and never shows drafts.
    keptMirror(() => false),
  );
}

/** Answers the refresh tag (other tags are left alone); the event lasts until the refresh ends. */
export function handlePeriodicSync(event: PeriodicSyncEvent, refresh: Refresh): void {
  if (event.tag !== AHEAD_REFRESH_TAG) return;
  event.waitUntil(
    refresh().catch((error: unknown) => {
      // No signal or a refused answer: the next periodic sync tries again.
      console.warn('[offline] background refresh failed', error);
    }),
  );
}
