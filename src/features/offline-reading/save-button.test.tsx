import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { withTheme } from '../../../tests/render';
import { EMPTY_LIBRARY, libraryStore } from '../../store/library';
import { SaveButton } from './save-button';

const TARGET = {
  key: 'entry:discussions:carrier-bag',
  path: '/discussions/carrier-bag',
  title: 'The Carrier Bag',
  body: null,
};

const page = () =>
  withTheme(
    <article>
      <SaveButton target={TARGET} />
    </article>,
  );

afterEach(() => libraryStore.setState(EMPTY_LIBRARY, true));

describe('SaveButton on a prerendered page', () => {
  it('hydrates as the server drew it when the device’s library was read first, then shows it saved', async () => {
    // The prerender knows no device: the button offers to save.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const serverButton = container.querySelector('button');
    expect(serverButton?.textContent).toBe('Save for offline');

    // On a returning reader's phone the library (this article saved) is often read before the
    // part holding the button hydrates.
    const saved = { ...TARGET, savedAt: Date.now(), files: [], linked: [], fileBytes: 0 };
    libraryStore.setState({ saved: { [TARGET.key]: saved } });

    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) }),
    );
    // No text that differs from the server's, so no page rendered anew: React kept the server's button.
    expect(recoverable).toEqual([]);
    expect(serverButton?.isConnected).toBe(true);
    expect(container.querySelector('button')).toBe(serverButton);
    // And the render after hydration tells the truth.
    expect(serverButton?.textContent).toBe('Saved for offline');
    expect(serverButton).toHaveAttribute('aria-pressed', 'true');
    expect(container.textContent).toContain('Remove');
    await act(async () => root.unmount());
    container.remove();
  });
});
