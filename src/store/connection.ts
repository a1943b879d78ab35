/**
 * The connection as this page has seen it since it started. The entry starts watching before the app
 * loads, so a connection that comes back while the page is still hydrating is not missed: a page
 * opened offline (from the service worker) has been offline since it started, and the copy it shows
 * is refreshed once the network is back even if its data hooks mount after the 'online' event.
 */
import { isBrowserOffline } from '../lib/browser-offline';

/** An outage that ended: when the connection was lost (null: the loss was not seen). */
export interface Reconnect {
  lostAt: number | null;
}

type Listener = (reconnect: Reconnect) => void;

let watching = false;
/** When the outage in progress began (null: online, as far as this page knows). */
let lostAt: number | null = null;
let last: Reconnect | null = null;
const listeners = new Set<Listener>();

/** Idempotent; cheap enough for the entry (two listeners). */
export function watchConnection(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  if (isBrowserOffline()) lostAt = Date.now();
  window.addEventListener('offline', () => (lostAt ??= Date.now()));
  window.addEventListener('online', () => {
    last = { lostAt };
    lostAt = null;
    for (const listener of listeners) listener(last);
  });
}

/** Calls `listener` each time the browser comes back online; returns a stop. */
export function onReconnect(listener: Listener): () => void {
  watchConnection();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last time this page came back online, or null. */
export function lastReconnect(): Reconnect | null {
  return last;
}

/** Test helper: forget what was seen (the listeners stay). */
export function resetConnection(): void {
  lostAt = isBrowserOffline() ? Date.now() : null;
  last = null;
}
