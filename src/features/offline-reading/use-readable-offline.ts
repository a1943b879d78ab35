import { useCallback } from 'react';
import { useStoredEntries } from '../../store/use-stored';
import { useOnline } from '../../pwa/use-online';
import { isReadableOffline, storeKeyFor } from './readable';

export interface ReadableOffline {
  offline: boolean;
  /** Always true online: readability only matters without a network. */
  isReadable: (item: { contentType: string; slug: string }) => boolean;
}

/**
 * Whether cards' articles can be read now. Online it reads nothing and never re-renders for store
 * changes; offline it follows the device store.
 */
export function useReadableOffline(): ReadableOffline {
  const offline = !useOnline();
  const entries = useStoredEntries(offline);
  const isReadable = useCallback(
    (item: { contentType: string; slug: string }) => {
      if (!offline || !entries) return true;
      return isReadableOffline(storeKeyFor(item.contentType, item.slug), entries);
    },
    [offline, entries],
  );
  return { offline, isReadable };
}
