/**
 * Carries content queries to the content worker and their answers back. A query is a message
 * `{ id, name, args }`; the answer is `{ id, outcome }`, the QueryOutcome the worker's settleQuery
 * produced: plain data (the value, a cached copy's `copyStoredAt`, or the QueryError classified where
 * the SDK threw), handed to the store as it arrived. The worker starts on the first query (a prerendered page
 * needs none until its data goes stale). Should it fail to start or break, the queries it was holding
 * and every later one run in place instead: a page never waits on a worker that is not there.
 */
import { asQueryError, queryError, type QueryOutcome } from './query-error.ts';
import type { QueryArgs, QueryName, QueryValue } from './query-impl.ts';

export type { QueryArgs, QueryName, QueryValue };

export interface QueryRequest {
  id: number;
  name: QueryName;
  args: unknown[];
}

export interface QueryResponse {
  id: number;
  outcome: QueryOutcome<unknown>;
}

/** Runs one query and never throws: query-impl.ts settleQuery, in the worker or in place. */
export type Settle = (name: QueryName, args: unknown[]) => Promise<QueryOutcome<unknown>>;

/** The part of a Worker (or a MessagePort, in tests) the bridge uses. */
export interface WorkerLike {
  postMessage(message: QueryRequest): void;
  addEventListener(
    type: 'message' | 'error' | 'messageerror',
    listener: (event: never) => void,
  ): void;
  terminate(): void;
}

/** The queries the worker answers; nothing else is ever called on its side. */
const QUERY_NAMES: readonly QueryName[] = [
  'fetchList',
  'fetchTitles',
  'fetchListPage',
  'fetchListTotal',
  'fetchTagged',
  'fetchEntry',
  'fetchPost',
  'fetchPostSlugs',
  'fetchLatest',
  'searchContent',
];

interface Pending {
  name: QueryName;
  args: unknown[];
  resolve: (outcome: QueryOutcome<unknown>) => void;
}

/** An answer as it came over the boundary, checked; anything unreadable is the generic error. */
export function outcomeOf(answer: unknown): QueryOutcome<unknown> {
  const outcome = (answer as { outcome?: Partial<QueryOutcome<unknown>> } | null)?.outcome;
  if (outcome?.ok === true && 'value' in outcome) {
    const { copyStoredAt } = outcome;
    if (copyStoredAt === undefined) return { ok: true, value: outcome.value };
    const time =
      typeof copyStoredAt === 'number' && Number.isFinite(copyStoredAt) ? copyStoredAt : null;
    return { ok: true, value: outcome.value, copyStoredAt: time };
  }
  return { ok: false, error: asQueryError(outcome?.ok === false ? outcome.error : null) };
}

export function createQueryBridge(
  startWorker: () => WorkerLike | null,
  inPlace: () => Promise<Settle>,
) {
  let worker: WorkerLike | null | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const runInPlace = (name: QueryName, args: unknown[]): Promise<QueryOutcome<unknown>> =>
    inPlace().then(
      (settle) => settle(name, args),
      // The query code could not be loaded (offline before it was cached): nothing reached the network.
      () => ({ ok: false, error: queryError('Offline') }),
    );

  /** The worker is unusable: what it held runs in place, and so does everything after. */
  function giveUp(): void {
    const broken = worker;
    worker = null;
    try {
      broken?.terminate();
    } catch {
      // already gone
    }
    const held = [...pending.values()];
    pending.clear();
    for (const job of held) void runInPlace(job.name, job.args).then(job.resolve);
  }

  function onMessage(event: MessageEvent<unknown>): void {
    const id = (event.data as { id?: unknown } | null)?.id;
    const job = typeof id === 'number' ? pending.get(id) : undefined;
    if (!job) return;
    pending.delete(id as number);
    job.resolve(outcomeOf(event.data));
  }

  function ensureWorker(): WorkerLike | null {
    if (worker !== undefined) return worker;
    try {
      worker = startWorker();
    } catch {
      worker = null;
    }
    if (worker) {
      worker.addEventListener('message', onMessage as (event: never) => void);
      worker.addEventListener('error', (() => giveUp()) as (event: never) => void);
      worker.addEventListener('messageerror', (() => giveUp()) as (event: never) => void);
    }
    return worker;
  }

  function callQuery<K extends QueryName>(
    name: K,
    args: QueryArgs<K>,
  ): Promise<QueryOutcome<QueryValue<K>>> {
    const target = ensureWorker();
    if (!target) return runInPlace(name, args) as Promise<QueryOutcome<QueryValue<K>>>;
    return new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, { name, args, resolve: resolve as Pending['resolve'] });
      try {
        target.postMessage({ id, name, args });
      } catch {
        giveUp();
      }
    });
  }

  /**
   * Starts the worker ahead of a query known to be coming (a search about to be asked), so loading
   * it and the SDK overlaps with the page's own work instead of following it.
   */
  const warm = (): void => void ensureWorker();
  return Object.assign(callQuery, { warm });
}

/** Answers query messages on `scope` (the worker's global, or a MessagePort in tests). */
export function serveQueries(
  scope: {
    addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
    postMessage(message: QueryResponse): void;
  },
  settle: Settle,
): void {
  scope.addEventListener('message', (event) => {
    const request = event.data as Partial<QueryRequest> | null;
    if (!request || typeof request.id !== 'number') return;
    const { id, name, args } = request;
    const answer = (outcome: QueryOutcome<unknown>) => {
      try {
        scope.postMessage({ id, outcome });
      } catch {
        // An answer that cannot be copied (never expected from normalised data) still gets one.
        scope.postMessage({ id, outcome: { ok: false, error: queryError('Unknown') } });
      }
    };
    if (!name || !QUERY_NAMES.includes(name) || !Array.isArray(args)) {
      answer({ ok: false, error: queryError('Unknown') });
      return;
    }
    void settle(name, args).then(answer);
  });
}
