/**
 * Bootstrapping the store. start.tsx awaits hydrateStore() before the first render so saved pages show
 * with no network wait; prerendering seeds queries with seedQuery().
 */
import { isPreviewMode } from '../lib/preview-mode.ts';
import { flushDeviceStore, openDeviceStore, resetDeviceStore } from './device-store';
import { queryStore, setManyData, type Seed } from './query-store';

let hydration: Promise<void> | null = null;

/**
 * Opens the device store: resolves once the stored copies of this page's keys are loaded, or failed
 * to load; never rejects. Other keys load when a page asks for them (device-store.ts). Safe to call
 * twice. A preview tab neither loads the saved (published) copy nor ever writes: its store lives in
 * memory only, so no draft reaches IndexedDB and no saved copy stands in for a draft.
 */
export function hydrateStore(): Promise<void> {
  if (isPreviewMode()) return Promise.resolve();
  const path = typeof window !== 'undefined' ? window.location.pathname : undefined;
  hydration ??= openDeviceStore(path)
    .catch((error: unknown) => console.warn('[store] could not load the saved cache', error))
    .finally(() => {
      // bench:offline reads this mark to split an offline open into its phases.
      if (typeof performance !== 'undefined') performance.mark?.('gq:store-hydrated');
      // Writes are coalesced for a moment; a closing tab should still save the last page it read.
      if (typeof window !== 'undefined')
        window.addEventListener('pagehide', () => void flushDeviceStore());
    });
  return hydration;
}

/** Tests: a new page load (the device store opens again; what is on disk stays). */
export function resetHydration(): void {
  resetDeviceStore();
  hydration = null;
}

/** Puts known data under a store key (keys.ts builders), e.g. data embedded in prerendered HTML. */
export function seedQuery(key: string, data: unknown, fetchedAt: number = Date.now()): void {
  seedQueries([{ key, data, fetchedAt }]);
}

/**
 * seedQuery for several keys as one store change; a key already holding newer data keeps it. A preview
 * tab takes no seeds: prerendered and downloaded-ahead data is the published view, not the drafts.
 */
export function seedQueries(seeds: readonly Seed[]): void {
  if (isPreviewMode()) return;
  const { entries } = queryStore.getState();
  setManyData(
    seeds.filter(({ key, fetchedAt }) => {
      const current = entries[key]?.fetchedAt;
      return current == null || current <= fetchedAt;
    }),
  );
}
