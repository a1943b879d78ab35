/**
 * Bootstrapping the store. start.tsx awaits restoreStore() (reading back what the device store kept)
 * before the first render so stored pages show with no network wait; prerendering seeds queries with
 * seedQuery(). "Restore" is the read-back from IndexedDB; "hydrate" means React's hydration only.
 */
import { isPreviewMode } from '../lib/preview-mode.ts';
import { flushDeviceStore, openDeviceStore, resetDeviceStore } from './device-store';
import { queryStore, setManyData, type Seed } from './query-store';

let restoring: Promise<void> | null = null;

/**
 * Opens the device store: resolves once the stored copies of this page's keys are loaded, or failed
 * to load; never rejects. Other keys load when a page asks for them (device-store.ts). Safe to call
 * twice. A preview tab neither loads the stored (published) copy nor ever writes: its store lives in
 * memory only, so no draft reaches IndexedDB and no stored copy stands in for a draft.
 */
export function restoreStore(): Promise<void> {
  if (isPreviewMode()) return Promise.resolve();
  const path = typeof window !== 'undefined' ? window.location.pathname : undefined;
  restoring ??= openDeviceStore(path)
    .catch((error: unknown) =>
      console.warn('[store] could not read back the stored content', error),
    )
    .finally(() => {
      // bench:offline reads this mark to split an offline open into its phases.
      if (typeof performance !== 'undefined') performance.mark?.('gq:store-restored');
      // Writes are coalesced for a moment; a closing tab should still save the last page it read.
      if (typeof window !== 'undefined')
        window.addEventListener('pagehide', () => void flushDeviceStore());
    });
  return restoring;
}

/** Tests: a new page load (the device store opens again; what is on disk stays). */
export function resetRestore(): void {
  resetDeviceStore();
  restoring = null;
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
