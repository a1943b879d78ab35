/**
 * Everything the query cache holds, read-only, for features that choose among stored content (what
 * is readable offline, what to read next) rather than ask for one key.
 */
import { useSyncExternalStore } from 'react';
import { queryStore } from './query-store';

/** Only `data` is exposed: errors, flags and eviction times stay the store's business. */
export type StoredEntries = Readonly<Record<string, { readonly data?: unknown } | undefined>>;

const subscribe = (listener: () => void) => queryStore.subscribe(listener);
const read = (): StoredEntries => queryStore.getState().entries;
const none = () => null;

/**
 * The cache's entries, or null while `enabled` is false (no re-render for store changes then), on
 * the server and while hydrating: what is stored differs per device, so server HTML never shows it.
 */
export function useStoredEntries(enabled = true): StoredEntries | null {
  return useSyncExternalStore(subscribe, enabled ? read : none, none);
}
