/**
 * The content worker: runs the content queries (and with them the `contentful` SDK) off the main
 * thread. Started by query-bridge.ts through worker-queries.ts; answers each query with its QueryOutcome.
 */
import { getContentClient } from '../lib/contentful';
import { settleQuery } from './query-impl';
import { serveQueries, type Settle } from './query-bridge';

serveQueries(self as unknown as Parameters<typeof serveQueries>[0], settleQuery as Settle);
// The worker exists to run queries: the SDK starts loading now, not with the first one. A failure is
// not remembered (the first query tries again and reports it).
void getContentClient().catch(() => undefined);
