/**
 * The one retry layer between a reader and the content service (the SDK's own retries are off): a
 * failed attempt is tried again after a growing wait, at most MAX_ATTEMPTS times, all within
 * QUERY_BUDGET_MS (src/shared/time-budget.ts explains the numbers). Errors another attempt cannot fix
 * (missing entry, no client, no network) end at once, so the reader is not kept waiting.
 */
import {
  queryError,
  type QueryError,
  type QueryErrorId,
  type QueryOutcome,
} from '../content/query-error.ts';
import { MAX_ATTEMPTS, QUERY_BUDGET_MS, RETRY_BASE_MS } from '../shared/time-budget.ts';

const FINAL: ReadonlySet<QueryErrorId> = new Set(['NotFound', 'NotConfigured', 'Offline']);

/** Wait before retry number `retry` (0-based): 0.4 s, 0.8 s, 1.6 s, 3.2 s. */
export function backoffDelay(retry: number): number {
  return RETRY_BASE_MS * 2 ** retry;
}

export function isRetryable(error: QueryError): boolean {
  return !FINAL.has(error.id);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it answers, fails for good, or the budget is spent. An attempt still pending
 * when the budget ends is left behind (its answer is ignored): the last error is the answer, or
 * ServerError when the service never answered at all.
 */
export async function withRetry<T>(
  attempt: () => Promise<QueryOutcome<T>>,
  budgetMs: number = QUERY_BUDGET_MS,
): Promise<QueryOutcome<T>> {
  const started = Date.now();
  let last: QueryOutcome<T> = { ok: false, error: queryError('ServerError') };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const spent = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
  try {
    for (let retry = 0; ; retry++) {
      const outcome = await Promise.race([attempt(), spent]);
      if (outcome === null) return last;
      if (outcome.ok || !isRetryable(outcome.error) || retry + 1 >= MAX_ATTEMPTS) return outcome;
      last = outcome;
      const wait = backoffDelay(retry);
      if (Date.now() - started + wait >= budgetMs) return outcome;
      await sleep(wait);
    }
  } finally {
    clearTimeout(timer);
  }
}
