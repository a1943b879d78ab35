import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/render';
import { CONFIRM_TEXTS, ConfirmPage } from './confirm-page';

describe('ConfirmPage', () => {
  it('rejects a link without a contactId and calls nothing', () => {
    renderWithProviders(<ConfirmPage />, { path: '/confirm?email=reader%40example.com' });
    expect(screen.getByText(CONFIRM_TEXTS.invalidLink)).toBeInTheDocument();
    expect(screen.queryByText(CONFIRM_TEXTS.processing)).not.toBeInTheDocument();
  });

  it('confirms on opening and shows the failure with Try Again', async () => {
    // Tests run without VITE_FUNCTIONS_URL, so the real client answers with its configuration error.
    renderWithProviders(<ConfirmPage />, {
      path: `/confirm?email=reader%40example.com&contactId=${'a'.repeat(32)}`,
    });
    expect(
      await screen.findByRole('heading', { name: CONFIRM_TEXTS.errorTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(/VITE_FUNCTIONS_URL/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CONFIRM_TEXTS.retry }));
    expect(await screen.findByRole('button', { name: CONFIRM_TEXTS.retry })).toBeEnabled();
  });
});
