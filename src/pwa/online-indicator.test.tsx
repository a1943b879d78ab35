import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { OnlineIndicator } from './online-indicator';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('OnlineIndicator', () => {
  it('follows the connection both ways', () => {
    renderWithProviders(<OnlineIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Online');
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    goOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Online');
  });
});
