import { useEffect, useSyncExternalStore } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getPendingUpdate, subscribeToUpdates } from './update-state';

const NOTIFICATION_ID = 'app-update';

/**
 * Shows "A new version is available" while a new worker waits. Renders nothing itself: the message goes
 * through the app's <Notifications/>, so this must sit inside MantineProvider next to it.
 */
export function UpdateNotifier() {
  const update = useSyncExternalStore(subscribeToUpdates, getPendingUpdate, () => null);

  useEffect(() => {
    if (!update) return;
    notifications.show({
      id: NOTIFICATION_ID,
      autoClose: false,
      withCloseButton: true,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">A new version is available</Text>
          <Button size="xs" onClick={update.apply}>
            Reload
          </Button>
        </Group>
      ),
    });
    return () => {
      notifications.hide(NOTIFICATION_ID);
    };
  }, [update]);

  return null;
}
