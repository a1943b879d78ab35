import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "5 minutes ago"; `now` is for tests. */
export function copyAgo(fetchedAt: number, now: number = Date.now()): string {
  return dayjs(fetchedAt).from(dayjs(now));
}

/**
 * Says quietly that the page shows a copy (the worker's cached copy or what the device stored),
 * because the network did not answer. The visitor's words for it are the product's fixed text.
 */
export function CopyNotice({
  show,
  fetchedAt,
  now,
}: {
  show: boolean;
  fetchedAt: number | null;
  now?: number;
}) {
  if (!show) return null;
  const when = fetchedAt ? ` ${copyAgo(fetchedAt, now)}` : '';
  return (
    <Text size="sm" c="dimmed" role="status">
      You&apos;re offline — showing the copy saved{when}
    </Text>
  );
}
