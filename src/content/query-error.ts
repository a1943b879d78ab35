/**
 * The error every content query ends in, whether it ran in the content worker or in place. The store
 * keeps it and the pages show it (src/store/query-types.ts hands it on as part of their contract).
 */

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
