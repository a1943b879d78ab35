import { notifications } from '@mantine/notifications';
import type { FlushResult } from '../../lib/newsletter-outbox';

/** Tells the reader how each signup queued while offline went, once it has been sent. */
export function announceFlushed(results: FlushResult[]): void {
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
