import { useEffect } from 'react';
import { seedQueries } from '../../store/hydrate';
import { libraryStore } from '../../store/library';
import { useOnline } from '../../pwa/use-online';
import { mirrorSnapshot } from './mirror-cache';

/**
 * A page with no data that cannot reach the network takes its article from the ahead-of-need mirror,
 * so every card marked readable offline opens. Dated when the mirror was last synced (or as old as
 * can be), so the first chance online revalidates it.
 */
export function useMirrorFallback(key: string, hasData: boolean, offlineError: boolean): void {
  const offline = !useOnline() || offlineError;
  useEffect(() => {
    if (hasData || !offline) return;
    let live = true;
    mirrorSnapshot().then(
      (snapshot) => {
        const data = live ? snapshot.data(key) : null;
        const fetchedAt = libraryStore.getState().prefetchedAt ?? 0;
        if (data) seedQueries([{ key, data, fetchedAt }]);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, hasData, offline]);
}
