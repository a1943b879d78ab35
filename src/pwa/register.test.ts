import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from '../shared/build-id.ts';
import { SW_ENABLED } from './build-info';
import {
  isChunkLoadFailure,
  registerServiceWorker,
  reloadOnStaleChunk,
  STALE_CHUNK_RELOAD_DELAY_MS,
} from './register';

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
  afterEach(() => vi.useRealTimers());
  const preloadError = (
    payload: unknown = new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
  ) => Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });

  /** A window with the handler installed, and the reload it would call. */
  const watched = () => {
    vi.useFakeTimers();
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
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(STALE_CHUNK_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    win.dispatchEvent(preloadError());
    vi.advanceTimersByTime(STALE_CHUNK_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the lazily loaded job fails, not its chunk', () => {
    const { win, reload } = watched();
    const jobFailed = preloadError(new Error('search-index/manifest.json: HTTP 404'));
    win.dispatchEvent(jobFailed);
    expect(jobFailed.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(preloadError());
    vi.advanceTimersByTime(STALE_CHUNK_RELOAD_DELAY_MS);
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
    vi.advanceTimersByTime(STALE_CHUNK_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets a navigation that aborted the import win, even when the page hears of it later', () => {
    const { win, reload } = watched();
    win.dispatchEvent(preloadError());
    vi.advanceTimersByTime(STALE_CHUNK_RELOAD_DELAY_MS / 2);
    win.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(STALE_CHUNK_RELOAD_DELAY_MS);
    expect(reload).not.toHaveBeenCalled();
    // The loop guard is not spent: a real stale chunk later still reloads.
    win.dispatchEvent(new Event('pageshow'));
    win.dispatchEvent(preloadError());
    vi.advanceTimersByTime(STALE_CHUNK_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
