import { useMemo, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { PageMeta } from '../../components/page-meta';
import { INVALID_LINK_MESSAGE, hasUnsubscribeTarget, parseUnsubscribeParams } from './parse-params';
import { useUnsubscribe } from './use-unsubscribe';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto">
      <PageMeta title="Unsubscribe" />
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function UnsubscribePage() {
  const search = useSearch();
  const params = useMemo(() => parseUnsubscribeParams(search), [search]);
  const { phase, error, run, isRetry } = useUnsubscribe(params);

  if (!hasUnsubscribeTarget(params)) {
    return (
      <Frame title="Unsubscribe">
        <Alert color="red" variant="light" role="alert" title="Error">
          {INVALID_LINK_MESSAGE}
        </Alert>
        <Anchor component={Link} href="/">
          Return to Home
        </Anchor>
      </Frame>
    );
  }

  if (phase === 'success') {
    return (
      <Frame title="You've Been Unsubscribed">
        <Text role="status">
          {params.email ? <strong>{params.email}</strong> : 'Your address'} will no longer receive
          our newsletter. Thank you for reading with us; the galaxy is always open if you want to
          come back.
        </Text>
        <Anchor component={Link} href="/">
          Return to Home
        </Anchor>
      </Frame>
    );
  }

  if (phase === 'error' || (phase === 'processing' && isRetry)) {
    const retrying = phase === 'processing';
    return (
      <Frame title="Unsubscribe Failed">
        <Alert color="red" variant="light" role="alert" title="Error">
          <Text>{error}</Text>
          <Text size="sm" mt="xs">
            Please try again or contact support if the problem persists.
          </Text>
        </Alert>
        <Group>
          <Button onClick={() => void run()} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Try Again'}
          </Button>
        </Group>
      </Frame>
    );
  }

  const processing = phase === 'processing';
  return (
    <Frame title="Unsubscribe from the Newsletter">
      <Text>
        {params.email ? (
          <>
            Unsubscribe <strong style={{ overflowWrap: 'anywhere' }}>{params.email}</strong> from
            the Galactic Quandaries newsletter?
          </>
        ) : (
          'Unsubscribe this address from the Galactic Quandaries newsletter?'
        )}
      </Text>
      <Group>
        <Button color="red.9" onClick={() => void run()} disabled={processing}>
          {processing ? 'Processing...' : 'Confirm Unsubscribe'}
        </Button>
        <Anchor component={Link} href="/">
          Keep My Subscription
        </Anchor>
      </Group>
    </Frame>
  );
}
