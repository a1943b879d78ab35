import { Badge } from '@mantine/core';
import { useOnline } from './use-online';

/** Header badge; a live region so screen-reader users hear the connection change too. */
export function OnlineIndicator() {
  const online = useOnline();
  return (
    <Badge
      role="status"
      aria-live="polite"
      variant="dot"
      color={online ? 'teal' : 'orange'}
      data-online={online}
    >
      {online ? 'Online' : 'Offline'}
    </Badge>
  );
}
