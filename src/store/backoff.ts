/**
 * Retry policy of the store: three retries with exponential backoff capped at 30 s. Errors that
 * another attempt cannot fix (missing entry, no client, no network) fail at once so the visitor is
 * not kept waiting.
 */
import { QueryFailure } from '../content/errors';
import type { QueryErrorId } from './query-types';

const MAX_RETRIES = 3;
const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 30_000;

const FINAL: ReadonlySet<QueryErrorId> = new Set(['NotFound', 'NotConfigured', 'Offline']);

/** Wait before retry number `retry` (0-based): 1 s, 2 s, 4 s … never more than 30 s. */
export function backoffDelay(retry: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** retry, BACKOFF_CAP_MS);
}

export function isRetryable(error: unknown): boolean {
  return !(error instanceof QueryFailure && FINAL.has(error.queryError.id));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(attempt: () => Promise<T>, retries = MAX_RETRIES): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= retries || !isRetryable(error)) throw error;
      await sleep(backoffDelay(retry));
    }
  }
}
