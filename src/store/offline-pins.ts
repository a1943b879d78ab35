/**
 * What "Save for offline" may do to the query cache, so the offline feature never reaches into the
 * store itself: load a key, keep it through eviction, read what it holds, and make the pins reach
 * IndexedDB now rather than when the coalesced write runs.
 */
import { flushDeviceStore } from './device-store';
import { queryStore } from './query-store';

export { setPinned } from './query-store';
export { ensureFresh } from './run-query';

/** The data a key holds in the query cache, or undefined when it has none. */
export function cachedData(key: string): unknown {
  return queryStore.getState().entries[key]?.data;
}

export function flushStoredCopy(): Promise<void> {
  return flushDeviceStore();
}
