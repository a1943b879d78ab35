import { Group } from '@mantine/core';
import { InstallButton } from './install-button';
import { OnlineIndicator } from './online-indicator';
import { UpdateNotifier } from './update-notifier';

/**
 * Everything the page shows of the PWA in one place: the online badge, the install button and the
 * update notice. Only UI: capturing the install prompt and registering the worker are background
 * jobs (src/app/background.ts).
 */
export function PwaControls() {
  return (
    <Group gap="xs">
      <OnlineIndicator />
      <InstallButton size="sm" variant="light" />
      <UpdateNotifier />
    </Group>
  );
}
