import { useEffect, useState, type ComponentType } from 'react';
import type { NotificationsProps } from '@mantine/notifications';

/**
 * The toast host, loaded after the first commit. With its transitions and scroll-lock helpers it is
 * about 10 KB gzipped that no page needs to paint or hydrate. Toasts shown earlier wait in Mantine's
 * notifications store and appear once the host mounts. Rendering nothing until then keeps the
 * server HTML and the hydrating client identical.
 */
export function DeferredNotifications() {
  const [Host, setHost] = useState<ComponentType<NotificationsProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./notifications-host')
      .then((m) => live && setHost(() => m.Notifications))
      .catch((error: unknown) => console.warn('Could not load the notification host', error));
    return () => {
      live = false;
    };
  }, []);
  return Host ? <Host position="top-right" limit={3} /> : null;
}
