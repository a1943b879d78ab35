import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { readInstallEnv } from '../../pwa/ios-install';
import { STORAGE_NOT_PERSISTENT, STORAGE_PERSISTENT } from './storage-texts';

/**
 * In the installed app only: whether the browser keeps this site's storage for good
 * (navigator.storage.persisted(); the first save asks for it where the browser offers it). Nothing
 * where the browser cannot tell.
 */
export function StorageDurability() {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    if (!readInstallEnv()?.standalone || !navigator.storage?.persisted) return;
    let live = true;
    navigator.storage.persisted().then(
      (value) => live && setPersisted(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (persisted === null) return null;
  return (
    <Text size="sm" c="dimmed">
      {persisted ? STORAGE_PERSISTENT : STORAGE_NOT_PERSISTENT}
    </Text>
  );
}
