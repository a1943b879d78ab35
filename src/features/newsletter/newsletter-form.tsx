import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { subscribe } from '../../lib/functions-client';
import { submitSubscription, type SubmitResult } from '../../lib/newsletter-outbox';
import { isAcceptableEmail } from './validate-email';

/** Through the offline outbox; if its storage fails (private mode, full disk), a plain send as before. */
async function submitOrSend(email: string): Promise<SubmitResult> {
  try {
    return await submitSubscription(email, subscribe);
  } catch {
    const { error } = await subscribe(email);
    return error ? { status: 'failed', error } : { status: 'sent' };
  }
}

/**
 * The form keeps `type="email" required` for semantics and mobile keyboards, but `noValidate` so
 * our own rule (non-empty, with an at sign) and the 'Invalid email' toast decide, the same in every
 * browser.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!isAcceptableEmail(email)) {
      notifications.show({
        color: 'red',
        title: 'Invalid email',
        message: 'Please enter a valid email address',
      });
      return;
    }
    setSubmitting(true);
    const result = await submitOrSend(email.trim());
    setSubmitting(false);
    if (result.status === 'failed') {
      notifications.show({
        color: 'red',
        title: 'Subscription failed',
        message: result.error || 'Please try again later.',
      });
      return;
    }
    setEmail('');
    if (result.status === 'queued') {
      notifications.show({
        color: 'blue',
        title: "You're offline",
        message: "We'll subscribe you when you're back online.",
      });
      return;
    }
    notifications.show({
      color: 'green',
      title: 'Successfully subscribed!',
      message: 'Check your email for a welcome message.',
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter signup">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          name="email"
          label="Email address"
          placeholder="you@example.com"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          disabled={submitting}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Group>
    </form>
  );
}
