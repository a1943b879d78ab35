import { useEffect } from 'react';
import { Group } from '@mantine/core';
import { InstallButton } from './install-button';
import { OnlineIndicator } from './online-indicator';
import { registerServiceWorker } from './register';
import { UpdateNotifier } from './update-notifier';

/**
 * Everything the page shows of the PWA in one place: the online badge, the install button and the
 * update notice. Registering the worker from an effect keeps it off the first paint and out of
 * server rendering (effects never run there); registerServiceWorker is idempotent.
 */
export function PwaControls() {
  useEffect(() => registerServiceWorker(), []);
  return (
    <Group gap="xs">
      <OnlineIndicator />
      <InstallButton size="sm" variant="light" />
      <UpdateNotifier />
    </Group>
  );
}
