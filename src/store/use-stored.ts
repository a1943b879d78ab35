/**
 * Everything the query cache holds, read-only, for features that choose among stored content (what
 * is readable offline, what to read next) rather than ask for one key.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { readAllStored } from './device-store';
import { queryStore } from './query-store';
import { whenIdle } from '../lib/when-idle';

/** Only `data` is exposed: errors, flags and eviction times stay the store's business. */
export type StoredEntries = Readonly<Record<string, { readonly data?: unknown } | undefined>>;

const subscribe = (listener: () => void) => queryStore.subscribe(listener);
const read = (): StoredEntries => queryStore.getState().entries;
const none = () => null;

/**
 * The cache's entries, or null while `enabled` is false (no re-render for store changes then), on
 * the server and while hydrating: what is stored differs per device, so server HTML never shows it.
 * While enabled, what the device holds beyond this page's own keys is read in idle time, in slices.
 */
export function useStoredEntries(enabled = true): StoredEntries | null {
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => void readAllStored());
  }, [enabled]);
  return useSyncExternalStore(subscribe, enabled ? read : none, none);
}
