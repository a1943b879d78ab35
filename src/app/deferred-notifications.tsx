import { useEffect, useState, type ComponentType } from 'react';
import { notificationsStore, type NotificationsProps } from '@mantine/notifications';

const anyToShow = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/**
 * The toast host, loaded when the first toast is raised. With its transitions and scroll-lock helpers
 * it is about 10 KB gzipped, and mounting it is work of its own; most visits raise no toast, so no
 * page pays for it to paint, hydrate or start. A toast waits in Mantine's notifications store until
 * the host has mounted, then appears. Rendering nothing until then keeps the server HTML and the
 * hydrating client identical.
 */
export function DeferredNotifications() {
  const [Host, setHost] = useState<ComponentType<NotificationsProps> | null>(null);
  useEffect(() => {
    let live = true;
    // Called once at most: the first call unsubscribes, and the check below runs before any toast can.
    const load = () => {
      unsubscribe();
      import('./notifications-host')
        .then((m) => live && setHost(() => m.Notifications))
        .catch((error: unknown) => console.warn('Could not load the notification host', error));
    };
    const unsubscribe = notificationsStore.subscribe(() => {
      if (anyToShow()) load();
    });
    // A toast raised before this effect ran (during start-up) is already waiting.
    if (anyToShow()) load();
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return Host ? <Host className="toast-host" position="top-right" limit={3} /> : null;
}
