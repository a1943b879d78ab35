/**
 * What "Save for offline" may do to the query cache, so the offline feature never reaches into the
 * store itself: load a key, keep it through eviction, read what it holds, and make the pins reach
 * IndexedDB now rather than when the coalesced write runs.
 */
import { flushDeviceStore, wantStored } from './device-store';
import { restoreStore } from './restore';
import { queryStore } from './query-store';

export { setPinned } from './query-store';
export { ensureFresh } from './run-query';

/** The data a key holds in the query cache, or undefined when it has none. */
export function cachedData(key: string): unknown {
  return queryStore.getState().entries[key]?.data;
}

/**
 * Reads these keys' stored copies from the device into the cache (no network); resolves once each is
 * there or has none. Only these keys: a page listing what is saved need not read all the device holds.
 */
export async function readStored(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  // A prerendered page opens the device store only after it has hydrated: opening it now is no harm.
  await restoreStore();
  await Promise.all([...new Set(keys)].map((key) => wantStored(key)));
}

export function flushStoredCopy(): Promise<void> {
  return flushDeviceStore();
}
