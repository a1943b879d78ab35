import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/render';
import { UnsubscribePage } from './unsubscribe-page';

describe('UnsubscribePage', () => {
  it('rejects a link without email and contactId and offers no action', () => {
    renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe?foo=bar' });
    expect(
      screen.getByText('Invalid unsubscribe link. Please contact support.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Unsubscribe' })).not.toBeInTheDocument();
  });

  it('shows the address with the confirm button and the keep link', () => {
    renderWithProviders(<UnsubscribePage />, {
      path: '/unsubscribe?email=reader%40example.com&email=other@x.y&contactId=9',
    });
    expect(screen.getByText('reader@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Unsubscribe' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Keep My Subscription' })).toHaveAttribute('href', '/');
  });

  it('moves to the error view with Try Again when the call fails', async () => {
    // Tests run without VITE_FUNCTIONS_URL, so the real client answers with its configuration error.
    renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe?contactId=9' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(
      screen.getByText('Please try again or contact support if the problem persists.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to unsubscribe')).toBeInTheDocument();
  });
});
