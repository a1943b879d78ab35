/**
 * The "Available offline" filter: one setting for the tab, shared by the home page and every list, so
 * a reader on a train who turned it on keeps seeing only what opens. Offered only while offline;
 * online it has no effect.
 */
import { useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import { useOnline } from '../../pwa/use-online';

let onlyReadable = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setOnlyReadable(value: boolean): void {
  onlyReadable = value;
  listeners.forEach((listener) => listener());
}

const useSetting = () =>
  useSyncExternalStore(
    subscribe,
    () => onlyReadable,
    () => false,
  );

/** True when cards that cannot be read now are to be left out (offline, filter on). */
export function useOnlyReadable(): boolean {
  const online = useOnline();
  return useSetting() && !online;
}

export function AvailableOfflineFilter() {
  const online = useOnline();
  const checked = useSetting();
  if (online) return null;
  return (
    // A toggle button rather than a switch: its styles are already in the page's first sheet.
    <Button
      variant={checked ? 'filled' : 'default'}
      size="xs"
      w="fit-content"
      aria-pressed={checked}
      onClick={() => setOnlyReadable(!checked)}
    >
      Available offline
    </Button>
  );
}
