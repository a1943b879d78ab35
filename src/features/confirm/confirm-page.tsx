import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { PageMeta } from '../../components/page-meta';
import { confirmSubscription } from '../../lib/functions-client';
import { hasUnsubscribeTarget, parseUnsubscribeParams } from '../unsubscribe';

export const CONFIRM_TEXTS = {
  title: 'Confirm Your Subscription',
  processing: 'Confirming your subscription...',
  successTitle: 'Subscription Confirmed',
  success: 'will receive new issues of the Galactic Quandaries newsletter.',
  errorTitle: 'Confirmation Failed',
  fallbackError: 'We could not confirm your subscription. Please try again.',
  invalidLink: 'Invalid confirmation link. Please use the link from your welcome email.',
  retry: 'Try Again',
  retrying: 'Retrying...',
  home: 'Return to Home',
} as const;

type Phase = 'processing' | 'success' | 'error';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto">
      <PageMeta title="Confirm Subscription" />
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The welcome mail's confirmation link opens this page, which confirms at once: the call is a POST
 * made by the page's script, so a mail scanner that only fetches the link confirms nothing.
 */
export function ConfirmPage() {
  const search = useSearch();
  const params = useMemo(() => parseUnsubscribeParams(search), [search]);
  const usable = hasUnsubscribeTarget(params) && params.contactId !== '';
  const [phase, setPhase] = useState<Phase>('processing');
  const [error, setError] = useState('');
  const [attempts, setAttempts] = useState(0);
  const started = useRef(false);

  const run = async () => {
    setPhase('processing');
    setAttempts((n) => n + 1);
    const result = await confirmSubscription(params.email, params.contactId);
    if (result.error === null) {
      setPhase('success');
      return;
    }
    setError(result.error || CONFIRM_TEXTS.fallbackError);
    setPhase('error');
  };

  useEffect(() => {
    if (!usable || started.current) return;
    started.current = true;
    void run();
    // Runs once per visit; a retry is the visitor's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [usable]);

  if (!usable) {
    return (
      <Frame title={CONFIRM_TEXTS.title}>
        <Alert color="red" variant="light" role="alert" title="Error">
          {CONFIRM_TEXTS.invalidLink}
        </Alert>
        <Anchor component={Link} href="/">
          {CONFIRM_TEXTS.home}
        </Anchor>
      </Frame>
    );
  }

  if (phase === 'success') {
    return (
      <Frame title={CONFIRM_TEXTS.successTitle}>
        <Text role="status">
          {params.email ? (
            <strong style={{ overflowWrap: 'anywhere' }}>{params.email}</strong>
          ) : (
            'Your address'
          )}{' '}
          {CONFIRM_TEXTS.success}
        </Text>
        <Anchor component={Link} href="/">
          {CONFIRM_TEXTS.home}
        </Anchor>
      </Frame>
    );
  }

  if (phase === 'error' || attempts > 1) {
    const retrying = phase === 'processing';
    return (
      <Frame title={CONFIRM_TEXTS.errorTitle}>
        <Alert color="red" variant="light" role="alert" title="Error">
          <Text>{error}</Text>
        </Alert>
        <Group>
          <Button onClick={() => void run()} disabled={retrying}>
            {retrying ? CONFIRM_TEXTS.retrying : CONFIRM_TEXTS.retry}
          </Button>
          <Anchor component={Link} href="/">
            {CONFIRM_TEXTS.home}
          </Anchor>
        </Group>
      </Frame>
    );
  }

  return (
    <Frame title={CONFIRM_TEXTS.title}>
      <Text role="status" aria-busy="true">
        {CONFIRM_TEXTS.processing}
      </Text>
    </Frame>
  );
}
