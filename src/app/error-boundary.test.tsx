import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../tests/render';
import { ErrorBoundary, describeError } from './error-boundary';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  it('prefers the status text, then the message', () => {
    expect(describeError({ status: 500, statusText: 'Internal Server Error', message: 'x' })).toBe(
      'Internal Server Error',
    );
    expect(describeError(new Error('chunk failed'))).toBe('chunk failed');
    expect(describeError(null)).toBe('Unknown error');
  });

  it("shows 'Unexpected Application Error!' with the error's message instead of a blank page", () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary>
        <Boom error={new Error('Cannot read properties of undefined')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
