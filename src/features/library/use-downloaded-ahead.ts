import { useEffect, useState } from 'react';
import { mirrorSnapshot, type AheadEntry } from '../offline-reading/mirror-cache';

const NONE: readonly AheadEntry[] = [];

/** The articles the ahead-of-need download keeps on this device, read once the page is shown. */
export function useDownloadedAhead(): readonly AheadEntry[] {
  const [items, setItems] = useState(NONE);
  useEffect(() => {
    let live = true;
    mirrorSnapshot().then(
      (snapshot) => live && setItems(snapshot.items),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return items;
}
