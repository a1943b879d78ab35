/**
 * The content worker: runs the content queries (and with them the `contentful` SDK) off the main
 * thread. Started by query-bridge.ts through queries.ts; answers with normalised data or a QueryError.
 */
import * as impl from './query-impl';
import { toQueryError } from './errors';
import { serveQueries } from './query-bridge';

serveQueries(self as unknown as Parameters<typeof serveQueries>[0], impl, toQueryError);
