import { useEffect } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * The reader's first seconds belong to the page (hydration, first taps, images still arriving on a
 * slow link): started at once, the sync and its processing added about half a second of blocked main
 * thread to every page in Lighthouse's mobile run.
 */
const SETTLE_AFTER_LOAD_MS = 5000;

/** Renders nothing: starts the ahead-of-need download in idle time once the loaded page has settled. */
export function AheadOfNeed() {
  useEffect(() => {
    const w = window as IdleWindow;
    let settle: number | undefined;
    let idle: number | undefined;
    // Its code (sync mirror, derivation, image probes) loads only then: no page needs it to hydrate.
    const run = () =>
      void import('./run-ahead-of-need')
        .then((m) => m.runAheadOfNeed())
        .catch((error: unknown) => console.warn('[offline] ahead-of-need failed to load', error));
    const start = () => {
      settle = window.setTimeout(() => {
        if (w.requestIdleCallback) idle = w.requestIdleCallback(run, { timeout: 10_000 });
        else idle = window.setTimeout(run, 2000);
      }, SETTLE_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(settle);
      if (idle === undefined) return;
      if (w.cancelIdleCallback) w.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return null;
}
