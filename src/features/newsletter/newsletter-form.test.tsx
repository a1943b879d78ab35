import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/render';
import { NewsletterForm } from './newsletter-form';
import { isAcceptableEmail } from './validate-email';

describe('newsletter validation: non-empty with an at sign', () => {
  it('accepts only non-empty values containing an at sign', () => {
    expect(isAcceptableEmail('')).toBe(false);
    expect(isAcceptableEmail('   ')).toBe(false);
    expect(isAcceptableEmail('reader.example.com')).toBe(false);
    expect(isAcceptableEmail('reader@example.com')).toBe(true);
  });

  it('shows the destructive toast and keeps the field for an invalid address', async () => {
    renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText(/email address/i);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await userEvent.type(input, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(input).toHaveValue('not-an-address');
  });
});
