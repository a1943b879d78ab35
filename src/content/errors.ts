/**
 * Turns whatever the SDK throws into a QueryError the pages can show. contentful-sdk-core throws an
 * Error whose name is the CDA error id and whose message is JSON holding the HTTP status; with no
 * response at all it rethrows the raw axios error (no `response`, a `request`/`code` instead).
 */
import { NOT_CONFIGURED_MESSAGE } from '../lib/contentful.ts';
import type { QueryError, QueryErrorId } from './query-error.ts';

export const ERROR_MESSAGES: Record<Exclude<QueryErrorId, 'NotFound'>, string> = {
  NotConfigured: NOT_CONFIGURED_MESSAGE,
  Offline: "You're offline and this page hasn't been saved for offline reading yet.",
  RateLimited: 'Too many requests right now. Please try again in a moment.',
  ServerError: 'The content service is having trouble. Please try again later.',
  BadResponse: 'The content service sent a response we could not read.',
  Unknown: 'Something went wrong while loading this content.',
};

export class QueryFailure extends Error {
  readonly queryError: QueryError;
  constructor(id: QueryErrorId, message?: string) {
    const text = message ?? (id === 'NotFound' ? 'Not found' : ERROR_MESSAGES[id]);
    super(text);
    this.name = 'QueryFailure';
    this.queryError = { id, message: text };
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

function isNoResponse(error: object): boolean {
  if ('response' in error && error.response) return false;
  const code = 'code' in error ? error.code : undefined;
  return (
    ('isAxiosError' in error && error.isAxiosError === true) ||
    code === 'ERR_NETWORK' ||
    code === 'ECONNREFUSED' ||
    code === 'ECONNABORTED' ||
    code === 'ETIMEDOUT' ||
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
  if (isNoResponse(error)) return new QueryFailure('Offline');
  return new QueryFailure('Unknown');
}
