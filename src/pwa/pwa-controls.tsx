import { useEffect } from 'react';
import { Group } from '@mantine/core';
import { InstallButton } from './install-button';
import { OnlineIndicator } from './online-indicator';
import { captureInstallPrompt } from './install-prompt';
import { UpdateNotifier } from './update-notifier';

/**
 * Everything the page shows of the PWA in one place: the online badge, the install button and the
 * update notice. Registering the worker from an effect keeps it off the first paint and out of
 * server rendering (effects never run there); registerServiceWorker is idempotent. workbox-window
 * loads as its own chunk so it is not evaluated with the entry (blocking time on first load); the
 * install prompt is captured at once, since the browser may offer it before that chunk arrives.
 */
export function PwaControls() {
  useEffect(() => {
    captureInstallPrompt();
    void import('./register').then(({ registerServiceWorker }) => registerServiceWorker());
  }, []);
  return (
    <Group gap="xs">
      <OnlineIndicator />
      <InstallButton size="sm" variant="light" />
      <UpdateNotifier />
    </Group>
  );
}
