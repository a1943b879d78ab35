import { useEffect, useSyncExternalStore } from 'react';
import { aheadState, type AheadEntry } from './ahead-state';

const NONE: readonly AheadEntry[] = [];
const subscribe = (listener: () => void) => aheadState.store.subscribe(listener);
const read = () => aheadState.store.getState().items;

/** The articles the ahead-of-need download put into the device store, read once the page is shown. */
export function useDownloadedAhead(): readonly AheadEntry[] {
  useEffect(() => void aheadState.load(), []);
  return useSyncExternalStore(subscribe, read, () => NONE);
}
