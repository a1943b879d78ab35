import { Text } from '@mantine/core';
import dayjs from 'dayjs';

/** Tells the visitor the page is a copy saved earlier because the network is not answering. */
export function SavedCopyNotice({ show, fetchedAt }: { show: boolean; fetchedAt: number | null }) {
  if (!show) return null;
  const when = fetchedAt ? ` from ${dayjs(fetchedAt).format('MMMM D, YYYY h:mm A')}` : '';
  return (
    <Text size="sm" c="dimmed" role="status">
      You&apos;re offline. Showing the copy saved{when}.
    </Text>
  );
}
