/**
 * What the query cache holds that a reader can read without the network, for search on this device:
 * every article, post and list the cache has data for, by key (keys.ts), once readAllStored() has read
 * them from the device. A preview tab's cache holds
 * drafts (in memory only), so there it holds nothing searchable.
 */
import { isPreviewMode } from '../lib/preview-mode.ts';
import { wantStored } from './device-store';
import { queryStore } from './query-store';

/** Reads what the device stores beyond the page's own keys into the store, in slices. */
export { readAllStored } from './device-store';

export interface StoredItem {
  key: string;
  data: unknown;
}

const CONTENT_KEY = /^(entry|post|list):/;

export function storedContent(): StoredItem[] {
  if (isPreviewMode()) return [];
  return Object.entries(queryStore.getState().entries)
    .filter(([key, entry]) => CONTENT_KEY.test(key) && entry.data !== undefined)
    .map(([key, entry]) => ({ key, data: entry.data }));
}

/** The data of `key` as the device holds it (read from disk first, if not yet), or undefined. */
export async function heldData(key: string): Promise<unknown> {
  await wantStored(key);
  return queryStore.getState().entries[key]?.data;
}
