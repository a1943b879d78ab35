import { useEffect } from 'react';
import { runAheadOfNeed } from './run-ahead-of-need';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Renders nothing: starts the ahead-of-need download in idle time after the app has loaded. */
export function AheadOfNeed() {
  useEffect(() => {
    const w = window as IdleWindow;
    let idle: number | undefined;
    const start = () => {
      const run = () => void runAheadOfNeed();
      if (w.requestIdleCallback) idle = w.requestIdleCallback(run, { timeout: 10_000 });
      else idle = window.setTimeout(run, 2000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle === undefined) return;
      if (w.cancelIdleCallback) w.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return null;
}
