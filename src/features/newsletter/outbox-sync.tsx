import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { subscribe } from '../../lib/functions-client';
import { startOutboxSync, type FlushResult } from '../../lib/newsletter-outbox';

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

/** Renders nothing: sends signups queued while offline, at start-up and whenever the browser is back online. */
export function OutboxSync() {
  useEffect(() => startOutboxSync(subscribe, announce), []);
  return null;
}
