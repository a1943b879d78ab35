import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../tests/render';
import { CopyNotice, copyAgo } from './copy-notice';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('CopyNotice', () => {
  it('says how long ago the copy was stored, relatively', () => {
    expect(copyAgo(NOW - 5 * 60_000, NOW)).toBe('5 minutes ago');
    expect(copyAgo(NOW - 3 * 3600_000, NOW)).toBe('3 hours ago');
    expect(copyAgo(NOW - 2 * 86_400_000, NOW)).toBe('2 days ago');
  });

  it('shows the quiet notice only for a copy', () => {
    const { rerender } = renderWithProviders(
      <CopyNotice show fetchedAt={NOW - 5 * 60_000} now={NOW} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline — showing the copy saved 5 minutes ago",
    );
    rerender(<CopyNotice show={false} fetchedAt={NOW} now={NOW} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
