/**
 * The page-side bridge: the only code that talks to the service worker. Registers it after load, turns a
 * waiting worker into a pending update (shown by <UpdateNotifier/>), and activates it only when the visitor
 * asks, so the running version keeps working until then.
 */
import { Workbox } from 'workbox-window';
import { quietBackground } from '../lib/background-work';
import { BUILD_ID } from '../shared/build-id.ts';
import { SW_ENABLED } from './build-info';
import { captureInstallPrompt } from './install-prompt';
import { registerPeriodicRefresh } from './periodic-sync';
import { announceUpdate } from './update-state';

const UPDATE_EVERY_MS = 60 * 60 * 1000;
/** Focus and tab switches can come in bursts; one check per window is plenty. */
const FOCUS_CHECK_MIN_GAP_MS = 5 * 60 * 1000;
const CHUNK_RELOAD_KEY = 'gq:chunk-reload';
/** Long enough for a navigation that aborted the failed import to reach its pagehide. */
export const STALE_CHUNK_RELOAD_DELAY_MS = 1000;
/** How long the visitor's Reload waits for background downloads under way to finish, at most. */
const QUIET_BEFORE_UPDATE_MS = 5000;

let started = false;

function reloadOnce(): void {
  window.location.reload();
}

/**
 * What each engine says when a module or stylesheet of the build cannot be loaded (a dynamic import
 * rejects with a TypeError; Vite's own error for a chunk's CSS). The bundler wraps a whole
 * `import('…').then((m) => m.job())` chain in its preload helper, so the event also fires when the
 * job itself fails (a background download answered 404, say): only a load failure means a stale build.
 */
const CHUNK_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // WebKit
  /Unable to preload CSS/i, // Vite, a chunk's stylesheet
];

export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return CHUNK_LOAD_FAILURES.some((pattern) => pattern.test(message));
}

/**
 * A lazy chunk can vanish when another tab activated a newer worker (whose precache no longer holds this
 * build's files). Reloading once loads the build that is now current instead of leaving a broken route.
 * A page that is already being left never reloads itself: a lazy import that fails while the next page
 * loads (Firefox aborts them offline) would otherwise cancel that navigation and reload the old page.
 */
export function reloadOnStaleChunk(win: Window = window, reload: () => void = reloadOnce): void {
  let leaving = false;
  win.addEventListener('beforeunload', () => (leaving = true));
  win.addEventListener('pagehide', () => (leaving = true));
  // Back from the back/forward cache, or a navigation that did not replace the page after all.
  win.addEventListener('pageshow', () => (leaving = false));
  win.addEventListener('focus', () => (leaving = false));
  /** Whether this build may still reload itself once: sessionStorage holds the loop guard. */
  const mayReload = (): boolean => {
    try {
      return win.sessionStorage.getItem(CHUNK_RELOAD_KEY) !== BUILD_ID;
    } catch {
      return false; // no sessionStorage: no loop guard, so no automatic reload either
    }
  };
  win.addEventListener('vite:preloadError', (event) => {
    if (leaving || !isChunkLoadFailure((event as Event & { payload?: unknown }).payload)) return;
    if (!mayReload()) return;
    event.preventDefault();
    // Wait before reloading: an engine may abort the old page's imports before it tells the page it is
    // being left, and a reload then would cancel the navigation under way. The guard is spent only by
    // a reload that happens.
    setTimeout(() => {
      if (leaving || !mayReload()) return;
      try {
        win.sessionStorage.setItem(CHUNK_RELOAD_KEY, BUILD_ID);
      } catch {
        return;
      }
      reload();
    }, STALE_CHUNK_RELOAD_DELAY_MS);
  });
}

function watchForUpdates(wb: Workbox): void {
  let lastCheck = Date.now();
  const check = (force: boolean) => {
    if (!navigator.onLine || (!force && Date.now() - lastCheck < FOCUS_CHECK_MIN_GAP_MS)) return;
    lastCheck = Date.now();
    wb.update().catch(() => undefined);
  };
  window.setInterval(() => check(true), UPDATE_EVERY_MS);
  window.addEventListener('focus', () => check(false));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check(false);
  });
}

function connect(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  let applying = false;
  let registration: ServiceWorkerRegistration | undefined;

  const apply = () => {
    if (applying) return;
    applying = true;
    // The waiting worker takes over once the old one has no request in flight, and the browser stops
    // the old one for it only once: a background download that wakes it again would hold the switch
    // (see lib/background-work.ts). So the page's downloads stop first, then the switch is asked.
    void quietBackground(QUIET_BEFORE_UPDATE_MS).then(() => {
      // Another tab may already have activated it; then there is nothing to wait for.
      if (registration?.waiting) wb.messageSkipWaiting();
      else reloadOnce();
    });
  };

  wb.addEventListener('waiting', () => announceUpdate({ apply }));
  wb.addEventListener('controlling', (event) => {
    if (applying) reloadOnce();
    // Taken over by a newer worker that another tab activated: this page's files are no longer cached.
    else if (event.isUpdate) announceUpdate({ apply: reloadOnce });
  });

  wb.register()
    .then((reg) => {
      registration = reg;
      if (!reg) return;
      watchForUpdates(wb);
      // The browser registers a periodic sync only with an active worker.
      void navigator.serviceWorker.ready.then((active) => registerPeriodicRefresh(active));
    })
    .catch(() => undefined);
}

/**
 * Started once by the background jobs (app/background.ts). Does nothing on the server, in tests, in
 * dev, or without worker support.
 */
export function registerServiceWorker(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  captureInstallPrompt();
  if (!SW_ENABLED || !('serviceWorker' in navigator)) return;
  reloadOnStaleChunk();
  connect();
}
