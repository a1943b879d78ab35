import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { unsubscribe } from '../../lib/functions-client';
import type { UnsubscribeParams } from './parse-params';

export type UnsubscribePhase = 'initial' | 'processing' | 'success' | 'error';

const FALLBACK_ERROR = 'Failed to unsubscribe. Please try again.';

/** The unsubscribe state machine: initial → processing → success | error, and error → retry. */
export function useUnsubscribe({ email, contactId }: UnsubscribeParams) {
  const [phase, setPhase] = useState<UnsubscribePhase>('initial');
  const [error, setError] = useState('');
  const [attempts, setAttempts] = useState(0);

  const run = useCallback(async () => {
    setPhase('processing');
    setAttempts((n) => n + 1);
    const result = await unsubscribe(email, contactId);
    if (result.error === null) {
      setPhase('success');
      notifications.show({ color: 'green', message: "You've been unsubscribed successfully" });
      return;
    }
    setError(result.error || FALLBACK_ERROR);
    setPhase('error');
    notifications.show({ color: 'red', message: 'Failed to unsubscribe' });
  }, [email, contactId]);

  /** 'Retrying...' rather than 'Processing...' when this is not the first attempt. */
  const isRetry = attempts > 1;
  return { phase, error, run, isRetry };
}
