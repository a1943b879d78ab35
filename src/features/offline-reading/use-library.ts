import { useEffect, useSyncExternalStore } from 'react';
import { EMPTY_LIBRARY, libraryStore, loadLibrary, type LibraryState } from '../../store/library';

const subscribe = (listener: () => void) => libraryStore.subscribe(listener);
const read = () => libraryStore.getState();
/**
 * While React hydrates a prerendered page it reads the server's value: the empty library the page was
 * built with, even when the device's library has already been read (on a returning reader's phone it
 * often is, by the time a part below hydrates). A saved article's "Saved for offline" then follows in
 * the render right after, instead of a text that differs from the server's and a page rendered anew.
 */
const onServer = () => EMPTY_LIBRARY;

/** The library state, loaded from IndexedDB on first use. */
export function useLibrary(): LibraryState {
  useEffect(() => void loadLibrary(), []);
  return useSyncExternalStore(subscribe, read, onServer);
}
