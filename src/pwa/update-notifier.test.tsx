import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { UpdateNotifier } from './update-notifier';
import { announceUpdate } from './update-state';

afterEach(() => act(() => announceUpdate(null)));

describe('UpdateNotifier', () => {
  it('shows nothing while no new version waits', () => {
    renderWithProviders(<UpdateNotifier />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('announces a waiting version once and activates it on Reload', async () => {
    const apply = vi.fn();
    renderWithProviders(
      <StrictMode>
        <UpdateNotifier />
      </StrictMode>,
    );
    act(() => announceUpdate({ apply }));
    expect(await screen.findAllByText('A new version is available')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('shows an update that was announced before it mounted', async () => {
    act(() => announceUpdate({ apply: () => undefined }));
    renderWithProviders(<UpdateNotifier />);
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  });
});
