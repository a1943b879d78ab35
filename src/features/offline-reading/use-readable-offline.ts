import { useCallback, useEffect, useState } from 'react';
import { useStoredEntries } from '../../store/use-stored';
import { useOnline } from '../../pwa/use-online';
import { isReadableOffline, storeKeyFor, type ReadableSources } from './readable';
import { mirrorSnapshot } from './mirror-cache';

const NO_KEYS: ReadonlySet<string> = new Set();

export interface ReadableOffline {
  offline: boolean;
  /** Always true online: readability only matters without a network. */
  isReadable: (item: { contentType: string; slug: string }) => boolean;
}

/**
 * Whether cards' articles can be read now. Online it reads nothing and never re-renders for store
 * changes; offline it follows the store and loads the mirror's keys once.
 */
export function useReadableOffline(): ReadableOffline {
  const offline = !useOnline();
  const entries = useStoredEntries(offline);
  const [mirrorKeys, setMirrorKeys] = useState<ReadonlySet<string>>(NO_KEYS);
  useEffect(() => {
    if (!offline) return;
    let live = true;
    mirrorSnapshot().then(
      (snapshot) => live && setMirrorKeys(snapshot.keys),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [offline]);
  const isReadable = useCallback(
    (item: { contentType: string; slug: string }) => {
      if (!offline || !entries) return true;
      const sources: ReadableSources = { entries, mirrorKeys };
      return isReadableOffline(storeKeyFor(item.contentType, item.slug), sources);
    },
    [offline, entries, mirrorKeys],
  );
  return { offline, isReadable };
}
