import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';

export const NOT_AVAILABLE_OFFLINE = 'Not available offline';
export const NOT_AVAILABLE_EXPLAINED =
  "This article isn't on this device yet, so it can't open without a connection. It will open once you're back online.";

/**
 * The line under a card whose article cannot be read offline; after a tap on the card it says why
 * and points to what can be read.
 */
export function OfflineCardNote({ explained }: { explained: boolean }) {
  return (
    <>
      <Text size="sm" fw={700} mt="xs">
        {NOT_AVAILABLE_OFFLINE}
      </Text>
      {explained && (
        <Text size="sm" role="status" mt={4}>
          {NOT_AVAILABLE_EXPLAINED}{' '}
          <Anchor component={Link} href="/saved">
            See what you can read offline
          </Anchor>
        </Text>
      )}
    </>
  );
}
