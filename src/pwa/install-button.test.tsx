import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';

/** What Chromium dispatches: an Event with prompt() and a userChoice promise. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

function setStandalone(standalone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

// The prompt store is module state by design (the event fires once per page); each test gets a fresh page.
async function freshButton() {
  vi.resetModules();
  const { InstallButton } = await import('./install-button');
  renderWithProviders(<InstallButton />);
}

beforeEach(() => setStandalone(false));

describe('InstallButton', () => {
  it('stays hidden until the browser offers installation', async () => {
    await freshButton();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
  });

  it('keeps its slot while hidden, so appearing later shifts no layout', async () => {
    await freshButton();
    const slot = screen.getByText('Install app').closest('button')!;
    expect(slot).toHaveStyle({ visibility: 'hidden' });
    expect(slot).toHaveAttribute('tabindex', '-1');
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install app' })).toBe(slot);
    expect(slot).not.toHaveStyle({ visibility: 'hidden' });
  });

  it('opens the browser dialog and disappears once accepted', async () => {
    await freshButton();
    const event = offerInstall('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('hides after appinstalled even if the prompt was never used', async () => {
    await freshButton();
    offerInstall();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('never shows when already running as an installed app', async () => {
    setStandalone(true);
    await freshButton();
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
