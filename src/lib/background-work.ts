/**
 * The page's background downloads (the ahead-of-need window and its images, the installed app's search
 * index), known in one place so that they can be quieted. A waiting service worker takes over only once
 * the old one has no request in flight, and the browser stops the old one for it only once: a download
 * that wakes it again afterwards holds the switch until the old worker idles out (in Chromium, 30 s after
 * its last request; never while DevTools is attached). So before the page asks for a new version, it stops
 * starting downloads and lets those under way finish.
 */
const running = new Set<Promise<unknown>>();
let quiet = false;

/** Counts `work` as background work until it settles; returns it unchanged. */
export function trackBackground<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
  return work;
}

/** True once the page is about to be replaced: background work starts no further request. */
export function backgroundQuieted(): boolean {
  return quiet;
}

/**
 * Stops background work from starting requests, and resolves once the work under way has settled, or
 * after `limitMs` (a download stuck on a dead network must not hold the visitor's reload).
 */
export function quietBackground(limitMs: number): Promise<void> {
  quiet = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
  const settled = Promise.allSettled([...running]).then(() => undefined);
  return Promise.race([settled, limit]).finally(() => clearTimeout(timer));
}
