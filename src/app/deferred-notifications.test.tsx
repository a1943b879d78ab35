import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { DeferredNotifications } from './deferred-notifications';
import { theme } from './theme';

const app = (
  <MantineProvider theme={theme}>
    <DeferredNotifications />
  </MantineProvider>
);

describe('DeferredNotifications', () => {
  it('renders nothing on the server, so hydration sees the same markup', () => {
    expect(renderToString(<DeferredNotifications />)).toBe('');
  });

  it('shows a toast raised before the host loaded', async () => {
    notifications.clean();
    notifications.show({ message: 'Saved before the host existed' });
    render(app);
    expect(await screen.findByText('Saved before the host existed')).toBeInTheDocument();
  });
});
