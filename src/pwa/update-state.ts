/**
 * "A new version is waiting" as a tiny external store, so the registration code (outside React) and the
 * notifier component (inside it) meet without either importing the other's world.
 */

export interface PendingUpdate {
  /** Activates the waiting worker and reloads once it controls the page. */
  apply: () => void;
}

type Listener = () => void;

let pending: PendingUpdate | null = null;
const listeners = new Set<Listener>();

export function announceUpdate(update: PendingUpdate | null): void {
  pending = update;
  listeners.forEach((listener) => listener());
}

export function getPendingUpdate(): PendingUpdate | null {
  return pending;
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
