import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import type { FlushResult } from '../../lib/newsletter-outbox';

function announce(results: FlushResult[]): void {
  for (const result of results) {
    if (result.status === 'sent')
      notifications.show({
        color: 'green',
        title: 'Successfully subscribed!',
        message: 'Check your email for a welcome message.',
      });
    else
      notifications.show({
        color: 'red',
        title: 'Subscription failed',
        message: result.error || 'Please try again later.',
      });
  }
}

/**
 * Renders nothing: sends signups queued while offline, at start-up and whenever the browser is back
 * online. The functions client and the outbox load as their own chunk, so the header (in the entry)
 * does not make every first page evaluate them.
 */
export function OutboxSync() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([
      import('../../lib/functions-client'),
      import('../../lib/newsletter-outbox'),
    ]).then(([client, outbox]) => {
      if (!cancelled) stop = outbox.startOutboxSync(client.subscribe, announce);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
