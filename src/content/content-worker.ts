/**
 * The content worker: runs the content queries (and with them the `contentful` SDK) off the main
 * thread. Started by query-bridge.ts through queries.ts; answers each query with its QueryOutcome.
 */
import { settleQuery } from './query-impl';
import { serveQueries, type Settle } from './query-bridge';

serveQueries(self as unknown as Parameters<typeof serveQueries>[0], settleQuery as Settle);
