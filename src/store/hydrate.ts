/**
 * Bootstrapping the store. main.tsx awaits hydrateStore() before the first render so saved pages show
 * with no network wait; prerendering (issue 6) seeds queries with seedQuery().
 */
import { cacheStorage, queryStore, setManyData, type Seed } from './query-store';

let hydration: Promise<void> | null = null;

/** Resolves once the IndexedDB copy is loaded, or failed to load; never rejects. Safe to call twice. */
export function hydrateStore(): Promise<void> {
  hydration ??= queryStore.persist
    .rehydrate()
    .catch((error: unknown) => console.warn('[store] could not load the saved cache', error))
    .finally(() => {
      // bench:offline reads this mark to split an offline open into its phases.
      if (typeof performance !== 'undefined') performance.mark?.('gq:store-hydrated');
      cacheStorage.enableWrites();
      // Writes are coalesced for a moment; a closing tab should still save the last page it read.
      if (typeof window !== 'undefined')
        window.addEventListener('pagehide', () => void cacheStorage.flush());
    });
  return hydration;
}

/** Puts known data under a store key (keys.ts builders), e.g. data embedded in prerendered HTML. */
export function seedQuery(key: string, data: unknown, fetchedAt: number = Date.now()): void {
  seedQueries([{ key, data, fetchedAt }]);
}

/** seedQuery for several keys as one store change; a key already holding newer data keeps it. */
export function seedQueries(seeds: readonly Seed[]): void {
  const { entries } = queryStore.getState();
  setManyData(
    seeds.filter(({ key, fetchedAt }) => {
      const current = entries[key]?.fetchedAt;
      return current == null || current <= fetchedAt;
    }),
  );
}
