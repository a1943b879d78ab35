import { useSyncExternalStore } from 'react';
import { Text } from '@mantine/core';
import { isSafariTab, readInstallEnv } from '../../pwa/ios-install';
import { SAFARI_STORAGE_NOTE } from './storage-texts';

/**
 * In a Safari tab on iOS/iPadOS only: how long Safari keeps what the reader saved, and that the Home
 * Screen app keeps it. Prerendered HTML and hydration (which know no browser) never have it; the client adds it.
 */
const noChange = () => () => undefined;
const inSafariTab = () => isSafariTab(readInstallEnv());

export function SafariStorageNote() {
  const shown = useSyncExternalStore(noChange, inSafariTab, () => false);
  return shown ? (
    <Text size="sm" c="dimmed" maw="36rem">
      {SAFARI_STORAGE_NOTE}
    </Text>
  ) : null;
}
