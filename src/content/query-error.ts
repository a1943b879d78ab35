/**
 * What every content query ends in, as plain data: the value, or a QueryError the store keeps and the
 * pages show (src/store/query-types.ts hands it on as part of their contract). Errors are classified
 * once, where they happen (errors.ts, beside the SDK call, in the content worker or in place); from
 * there on they travel as these objects, across the worker boundary too, and are never rebuilt.
 */
import { NOT_CONFIGURED_MESSAGE } from '../lib/contentful.ts';

export type QueryErrorId =
  | 'NotFound'
  | 'NotConfigured'
  | 'Offline'
  | 'RateLimited'
  | 'ServerError'
  | 'BadResponse'
  | 'Unknown';

export interface QueryError {
  id: QueryErrorId;
  /** Visitor-facing message (docs/product.md#page-states-and-their-texts lists the fixed ones). */
  message: string;
}

/**
 * A query's answer. `copyStoredAt` is present only when the answer is a copy the service worker kept
 * rather than news from the network: the time that copy was stored, or null when it is not known
 * (src/shared/cached-copy.ts). The store's entry keeps it as it is.
 */
export type QueryOutcome<T> =
  { ok: true; value: T; copyStoredAt?: number | null } | { ok: false; error: QueryError };

export const ERROR_MESSAGES: Record<Exclude<QueryErrorId, 'NotFound'>, string> = {
  NotConfigured: NOT_CONFIGURED_MESSAGE,
  Offline: "You're offline and this page hasn't been saved for offline reading yet.",
  RateLimited: 'Too many requests right now. Please try again in a moment.',
  ServerError: 'The content service is having trouble. Please try again later.',
  BadResponse: 'The content service sent a response we could not read.',
  Unknown: 'Something went wrong while loading this content.',
};

/** The error with its fixed message, or with `message` (NotFound carries the kind's own text). */
export function queryError(id: QueryErrorId, message?: string): QueryError {
  return { id, message: message ?? (id === 'NotFound' ? 'Not found' : ERROR_MESSAGES[id]) };
}

const ERROR_IDS: ReadonlySet<string> = new Set(['NotFound', ...Object.keys(ERROR_MESSAGES)]);

/** Data that came from elsewhere (a worker's message) checked to be a QueryError; else the generic one. */
export function asQueryError(value: unknown): QueryError {
  if (value && typeof value === 'object') {
    const { id, message } = value as Partial<QueryError>;
    if (typeof id === 'string' && ERROR_IDS.has(id) && typeof message === 'string')
      return { id: id as QueryErrorId, message };
  }
  return queryError('Unknown');
}
