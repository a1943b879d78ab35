import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { DeferredNotifications } from './deferred-notifications';
import { providerProps } from './theme';

const app = (
  <MantineProvider {...providerProps}>
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

describe('DeferredNotifications, loaded on demand', () => {
  it('loads the host only once a toast is raised', async () => {
    notifications.clean();
    render(app);
    // Nothing to show: the host is not there (Mantine's host renders its portal root when mounted).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.toast-host')).toBeNull();
    notifications.show({ message: 'Raised after start-up' });
    expect(await screen.findByText('Raised after start-up')).toBeInTheDocument();
    expect(document.querySelector('.toast-host')).not.toBeNull();
  });
});
