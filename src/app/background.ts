/**
 * Everything the browser app runs besides rendering pages, started from this one place. start.tsx calls
 * startBackgroundJobs once the first page has committed: none of these jobs is needed to paint or
 * hydrate, and server rendering never runs them. Each job's code loads as its own chunk when it
 * starts, so the entry (evaluated before hydration on every first visit) does not carry it.
 *
 * - at once: the install prompt is captured and the service worker registered;
 * - at once and on every `online` event: newsletter signups queued offline are sent;
 * - in the first idle time: articles the installed app's worker downloaded meanwhile go into the
 *   store (only a small stamp is read unless it did);
 * - after the load event, a settling pause and idle time: the ahead-of-need download (at once on the
 *   installed app's first launch, which the reader made to read offline), and in the installed app the
 *   archive's search index (other pages load none of it before search is used).
 */
import { captureInstallPrompt } from '../pwa/install-prompt';
import { takeFirstAppLaunch } from '../pwa/ios-install';
import { backgroundQuieted, trackBackground } from '../lib/background-work';
import { whenIdle } from '../lib/when-idle';

/**
 * The reader's first seconds belong to the page (hydration, first taps, images still arriving on a
 * slow link): started at once, the sync and its processing added about half a second of blocked main
 * thread to every page in Lighthouse's mobile run.
 */
export const SETTLE_AFTER_LOAD_MS = 5000;
/** The download waits for idle time, but a page that never idles still gets it this much later. */
const AHEAD_IDLE_TIMEOUT_MS = 10_000;
/** What the worker downloaded is what an offline reader opened the app for: it waits less. */
const REFRESHED_IDLE_TIMEOUT_MS = 2000;

const warnFailed = (job: string) => (error: unknown) =>
  console.warn(`[background] ${job} failed`, error);

function registerWorker(): void {
  // At once: Chromium may offer the prompt before the worker's chunk arrives.
  captureInstallPrompt();
  import('../pwa/register')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(warnFailed('service worker registration'));
}

function syncNewsletterOutbox(): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  Promise.all([
    import('../lib/functions-client'),
    import('../lib/newsletter-outbox'),
    import('../features/newsletter/outbox-announce'),
  ])
    .then(([client, outbox, announce]) => {
      if (!cancelled) stop = outbox.startOutboxSync(client.subscribe, announce.announceFlushed);
    })
    .catch(warnFailed('newsletter outbox'));
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Articles the installed app's worker downloaded while it was closed go into the store at once. */
function fillFromRefreshedMirror(): () => void {
  return whenIdle(() => {
    import('../features/offline-reading/run-ahead-of-need')
      .then((m) => m.fillFromRefreshedMirror())
      .catch(warnFailed('ahead-of-need refresh'));
  }, REFRESHED_IDLE_TIMEOUT_MS);
}

function runAheadOfNeed(firstLaunch = false): void {
  // Not even its chunk once the page is about to reload into a new version: any request wakes the
  // old service worker, which holds the switch.
  if (backgroundQuieted()) return;
  trackBackground(
    import('../features/offline-reading/run-ahead-of-need').then((m) =>
      m.runAheadOfNeed(Date.now(), firstLaunch),
    ),
  ).catch(warnFailed('ahead-of-need download'));
}

function downloadSearchIndex(): void {
  if (backgroundQuieted() || !window.matchMedia?.('(display-mode: standalone)').matches) return;
  trackBackground(
    import('../features/search/archive-download').then((m) => m.downloadWhenInstalled()),
  ).catch(warnFailed('search index download'));
}

/**
 * Runs `task` in idle time once the page has loaded and `settleMs` more have passed; returns a
 * cancel that works at every stage.
 */
export function afterLoadSettled(task: () => void, settleMs = SETTLE_AFTER_LOAD_MS): () => void {
  let settle: number | undefined;
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    settle = window.setTimeout(() => {
      cancelIdle = whenIdle(task, AHEAD_IDLE_TIMEOUT_MS);
    }, settleMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(settle);
    cancelIdle?.();
  };
}

/** Starts every background job; returns a stop for the ones that keep running. */
export function startBackgroundJobs(): () => void {
  registerWorker();
  const stopOutbox = syncNewsletterOutbox();
  const cancelRefreshed = fillFromRefreshedMirror();
  const cancelAhead = takeFirstAppLaunch()
    ? (runAheadOfNeed(true), () => undefined)
    : afterLoadSettled(() => runAheadOfNeed());
  const cancelIndex = afterLoadSettled(downloadSearchIndex);
  return () => {
    stopOutbox();
    cancelRefreshed();
    cancelAhead();
    cancelIndex();
  };
}
