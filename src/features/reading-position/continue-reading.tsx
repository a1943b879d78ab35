import { useEffect, useSyncExternalStore } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { loadPositions, positions, subscribePositions } from './position-db';
import { unfinished, type ReadingPosition } from './positions';

const NONE: readonly ReadingPosition[] = [];

/** Up to three articles started and not finished on this device, most recent first; nothing if none. */
export function ContinueReading() {
  useEffect(() => void loadPositions(), []);
  const list = useSyncExternalStore(subscribePositions, positions, () => NONE);
  const items = unfinished(list);
  if (items.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="continue-reading">
      <Title order={2} id="continue-reading">
        Continue reading
      </Title>
      <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.key}>
            <Anchor component={Link} href={item.path} fw={600}>
              {item.title}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              {Math.round(item.progress * 100)}% read
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
