import { describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from '../shared/build-id.ts';
import { SW_ENABLED } from './build-info';
import { isChunkLoadFailure, registerServiceWorker, reloadOnStaleChunk } from './register';

describe('registerServiceWorker', () => {
  it('is inert outside production builds', () => {
    expect(SW_ENABLED).toBe(false);
    expect(BUILD_ID).toMatch(/\S/);
    const register = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    registerServiceWorker();
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
  });
});

describe('reloadOnStaleChunk', () => {
  const preloadError = (
    payload: unknown = new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
  ) => Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });

  /** A window with the handler installed, and the reload it would call. */
  const watched = () => {
    sessionStorage.clear();
    const win = new EventTarget() as unknown as Window;
    Object.defineProperty(win, 'sessionStorage', { value: sessionStorage });
    const reload = vi.fn();
    reloadOnStaleChunk(win, reload);
    return { win, reload };
  };

  it('reloads once per build when a lazy chunk fails to load', () => {
    const { win, reload } = watched();
    const first = preloadError();
    win.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    win.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the lazily loaded job fails, not its chunk', () => {
    const { win, reload } = watched();
    const jobFailed = preloadError(new Error('search-index/manifest.json: HTTP 404'));
    win.dispatchEvent(jobFailed);
    expect(jobFailed.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('knows each engine’s words for a module that failed to load', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ])
      expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
    expect(isChunkLoadFailure(new Error('HTTP 404'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });

  it('never reloads a page that is being left, so the next page loads', () => {
    const { win, reload } = watched();
    win.dispatchEvent(new Event('beforeunload'));
    const failed = preloadError();
    win.dispatchEvent(failed);
    expect(failed.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Shown again from the back/forward cache: a broken chunk reloads as before.
    win.dispatchEvent(new Event('pageshow'));
    win.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
