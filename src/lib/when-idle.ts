type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Even on a busy page a stale copy is revalidated within this time. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. Work
 * that the reader does not wait for — refreshing a copy already on screen — should not compete with
 * hydration and the first taps.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(task, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
