/**
 * Fail fast when there is no network, so an offline page answers within 3 s: the SDK would retry a
 * connection error five times with a growing wait (about 30 s). While the browser says it is
 * offline (or goes offline mid-request) a request gets OFFLINE_GRACE_MS to be answered — enough for
 * the service worker's cached copy, far below 3 s — and is then answered Offline. While it claims
 * to be online, a request still unanswered after PROBE_AFTER_MS triggers a cheap probe of the
 * content host; if that cannot connect (servers down, captive network) the answer is Offline too. A
 * slow but working network is never cut short.
 */
import { QueryFailure } from '../content/errors';

const PROBE_AFTER_MS = 1000;
const OFFLINE_GRACE_MS = 1500;

/** Resolves false only when the host is certainly unreachable; unknown counts as reachable. */
export type Probe = () => Promise<boolean>;

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function failFastOffline<T>(request: () => Promise<T>, probe: Probe | null): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      if (typeof window !== 'undefined') window.removeEventListener('offline', onOffline);
      fn();
    };
    const giveUp = () => finish(() => reject(new QueryFailure('Offline')));
    function onOffline() {
      timers.push(setTimeout(giveUp, OFFLINE_GRACE_MS));
    }
    if (isBrowserOffline()) onOffline();
    else {
      if (typeof window !== 'undefined') window.addEventListener('offline', onOffline);
      const probeLater = () => {
        if (isBrowserOffline()) return giveUp();
        probe?.().then(
          (reachable) => !reachable && giveUp(),
          () => undefined,
        );
      };
      timers.push(setTimeout(probeLater, PROBE_AFTER_MS));
    }
    request().then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
