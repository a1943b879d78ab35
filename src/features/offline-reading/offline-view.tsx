import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PageMeta } from '../../components/page-meta';

export const OFFLINE_TEXT =
  "You're offline and this page hasn't been saved for offline reading yet.";

export function OfflineLibraryLink() {
  return (
    <Text>
      <Anchor component={Link} href="/saved">
        See what you can read offline
      </Anchor>
    </Text>
  );
}

/** A page with nothing saved while offline: a calm explanation and the way to what can be read. */
export function OfflineView({ title }: { title: string }) {
  return (
    <Stack gap="sm">
      <PageMeta title={title} />
      <Title order={1}>{title}</Title>
      <Text role="status">{OFFLINE_TEXT}</Text>
      <OfflineLibraryLink />
    </Stack>
  );
}
