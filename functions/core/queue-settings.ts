/**
 * How the mail queue paces itself: lease, batch, retry backoff and the attempt limit. Its own module
 * because the handlers' dependencies (deps.ts) carry overrides of it and the queue reads them.
 */
export interface QueueSettings {
  /** How long a claim keeps other workers off a row; must outlast one send. */
  leaseMs: number;
  /** Rows claimed (and sent in parallel) per round. */
  batch: number;
  /** Delay after the first failed attempt; each further failure doubles it, up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A row that failed this often is left for an operator instead of retried forever. */
  maxAttempts: number;
  /** Test clock in ms; without it the database's clock decides, so all workers agree. */
  now?: () => number;
}

export const DEFAULT_QUEUE: QueueSettings = {
  leaseMs: 60_000,
  batch: 5,
  backoffBaseMs: 30_000,
  backoffMaxMs: 6 * 60 * 60 * 1000,
  maxAttempts: 20,
};

/** Delay before the next attempt after `attempts` failed ones: base, 2×base, 4×base … capped. */
export function backoffMs(attempts: number, settings: QueueSettings = DEFAULT_QUEUE): number {
  const doubled = settings.backoffBaseMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(settings.backoffMaxMs, doubled);
}
