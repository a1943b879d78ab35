/**
 * Fail fast when there is no network (issue 4): the SDK would retry a connection error five times with
 * a growing wait (about 30 s). We answer Offline at once when the browser says it is offline, when it
 * goes offline mid-request, or when a request is still unanswered after PROBE_AFTER_MS and a cheap probe
 * of the content host cannot connect — so the visitor sees the offline message within ~3 s.
 */
import { QueryFailure } from '../content/errors';

export const PROBE_AFTER_MS = 1000;

/** Resolves false only when the host is certainly unreachable; unknown counts as reachable. */
export type Probe = () => Promise<boolean>;

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function failFastOffline<T>(request: () => Promise<T>, probe: Probe | null): Promise<T> {
  if (isBrowserOffline()) return Promise.reject(new QueryFailure('Offline'));
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('offline', onOffline);
      fn();
    };
    const onOffline = () => finish(() => reject(new QueryFailure('Offline')));
    if (typeof window !== 'undefined') window.addEventListener('offline', onOffline);
    const timer = setTimeout(() => {
      if (isBrowserOffline()) return onOffline();
      probe?.().then(
        (reachable) => !reachable && onOffline(),
        () => undefined,
      );
    }, PROBE_AFTER_MS);
    request().then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
