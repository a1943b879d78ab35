import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "5 minutes ago"; `now` is for tests. */
export function savedAgo(fetchedAt: number, now: number = Date.now()): string {
  return dayjs(fetchedAt).from(dayjs(now));
}

/** Says quietly that the page is a copy saved earlier, because the network did not answer. */
export function SavedCopyNotice({
  show,
  fetchedAt,
  now,
}: {
  show: boolean;
  fetchedAt: number | null;
  now?: number;
}) {
  if (!show) return null;
  const when = fetchedAt ? ` ${savedAgo(fetchedAt, now)}` : '';
  return (
    <Text size="sm" c="dimmed" role="status">
      You&apos;re offline — showing the copy saved{when}
    </Text>
  );
}
