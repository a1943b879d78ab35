/**
 * Turns whatever the SDK throws into a QueryError, once, beside the SDK call. contentful-sdk-core
 * throws an Error whose name is the CDA error id and whose message is JSON holding the HTTP status;
 * with no response at all it rethrows the raw axios error (no `response`, a `request`/`code` instead).
 * Code that calls the queries in process (the prerender build, the preview function) gets the error
 * thrown as a QueryFailure; the store gets the QueryError itself inside a QueryOutcome.
 */
import { ERROR_MESSAGES, queryError, type QueryError, type QueryErrorId } from './query-error.ts';

export { ERROR_MESSAGES };

/** A classified error, thrown by the queries; `queryError` is the plain data the pages show. */
export class QueryFailure extends Error {
  readonly queryError: QueryError;
  constructor(id: QueryErrorId, message?: string) {
    const error = queryError(id, message);
    super(error.message);
    this.name = 'QueryFailure';
    this.queryError = error;
  }
}

function statusOf(error: Error & { response?: { status?: unknown } }): number | null {
  if (typeof error.response?.status === 'number') return error.response.status;
  try {
    const parsed: unknown = JSON.parse(error.message);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'status' in parsed &&
      typeof parsed.status === 'number'
    ) {
      return parsed.status;
    }
  } catch {
    // not the SDK's JSON message
  }
  return null;
}

/** The request gave up waiting (axios' own timeout): the service was reached but did not answer. */
function isTimeout(error: object): boolean {
  const code = 'code' in error ? error.code : undefined;
  const message = error instanceof Error ? error.message : '';
  return code === 'ETIMEDOUT' || (code === 'ECONNABORTED' && /timeout/i.test(message));
}

function isNoResponse(error: object): boolean {
  if ('response' in error && error.response) return false;
  const code = 'code' in error ? error.code : undefined;
  return (
    ('isAxiosError' in error && error.isAxiosError === true) ||
    code === 'ERR_NETWORK' ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNABORTED' ||
    (error instanceof TypeError && /fetch|network/i.test(error.message))
  );
}

export function toQueryError(error: unknown): QueryError {
  return toFailure(error).queryError;
}

export function toFailure(error: unknown): QueryFailure {
  if (error instanceof QueryFailure) return error;
  if (!error || typeof error !== 'object') return new QueryFailure('Unknown');
  if (error instanceof Error) {
    const status = statusOf(error);
    if (status === 404 || error.name === 'NotFound') return new QueryFailure('NotFound');
    if (status === 429 || error.name === 'RateLimitExceeded')
      return new QueryFailure('RateLimited');
    if (status !== null && status >= 500) return new QueryFailure('ServerError');
    if (status !== null) return new QueryFailure('BadResponse');
    if (error instanceof SyntaxError) return new QueryFailure('BadResponse');
  }
  // A hanging service is trouble at the service, worth another attempt; not the reader's network.
  if (isTimeout(error)) return new QueryFailure('ServerError');
  if (isNoResponse(error)) return new QueryFailure('Offline');
  return new QueryFailure('Unknown');
}
