/**
 * Fail fast when there is no network, so an offline page answers within 3 s. While the browser says
 * it is offline (or goes offline mid-request) a request gets OFFLINE_GRACE_MS to be answered — enough
 * for the service worker's cached copy, far below 3 s — and is then answered Offline. While it claims
 * to be online, a request still unanswered after PROBE_AFTER_MS triggers a cheap probe of the content
 * host; if that cannot connect (servers down, captive network) the answer is Offline too. A slow but
 * working network is never cut short here: only the query budget ends it (backoff.ts).
 */
import { queryError, type QueryOutcome } from '../content/query-error.ts';
import { OFFLINE_GRACE_MS, PROBE_AFTER_MS } from '../shared/time-budget.ts';
import { isBrowserOffline } from '../lib/browser-offline.ts';

/** Resolves false only when the host is certainly unreachable; unknown counts as reachable. */
export type Probe = () => Promise<boolean>;

export function failFastOffline<T>(
  request: () => Promise<QueryOutcome<T>>,
  probe: Probe | null,
): Promise<QueryOutcome<T>> {
  return new Promise<QueryOutcome<T>>((resolve) => {
    let settled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = (outcome: QueryOutcome<T>) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      if (typeof window !== 'undefined') window.removeEventListener('offline', onOffline);
      resolve(outcome);
    };
    const giveUp = () => finish({ ok: false, error: queryError('Offline') });
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
    request().then(finish, (error: unknown) => {
      // A query answers with an outcome; a rejection is a bug in this app, not the service's doing.
      console.error('[store] a query threw instead of answering', error);
      finish({ ok: false, error: queryError('Unknown') });
    });
  });
}
