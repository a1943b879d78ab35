import { useEffect, useSyncExternalStore } from 'react';
import { libraryStore, loadLibrary, type LibraryState } from '../../store/library';

const subscribe = (listener: () => void) => libraryStore.subscribe(listener);

/** The library state, loaded from IndexedDB on first use. */
export function useLibrary(): LibraryState {
  useEffect(() => void loadLibrary(), []);
  const read = () => libraryStore.getState();
  return useSyncExternalStore(subscribe, read, read);
}
