/**
 * Carries content queries to the content worker and their answers back. A query is a message
 * `{ id, name, args }`; the answer is `{ id, ok: true, value }` or `{ id, ok: false, error }` where
 * `error` is the QueryError the store shows, rebuilt here as a QueryFailure so retries and messages
 * behave exactly as when the query runs in place. The worker starts on the first query (a prerendered
 * page needs none until its data goes stale). Should it fail to start or break, the queries it was
 * holding and every later one run in place instead: a page never waits on a worker that is not there.
 */
import { ERROR_MESSAGES, QueryFailure } from './errors';
import type * as Impl from './query-impl';
import type { QueryError, QueryErrorId } from './query-error.ts';

export interface QueryRequest {
  id: number;
  name: QueryName;
  args: unknown[];
}

export type QueryResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: QueryError };

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
const QUERY_NAMES = [
  'fetchList',
  'fetchEntry',
  'fetchPost',
  'fetchPostSlugs',
  'fetchLatest',
  'searchContent',
] as const;
export type QueryName = (typeof QUERY_NAMES)[number];
/** Their signatures, taken from the code that runs them in the worker or in place. */
export type QueryApi = Pick<typeof Impl, QueryName>;

/** Every QueryError id: the ones with a fixed message, and NotFound (whose text is the kind's own). */
const ERROR_IDS: ReadonlySet<string> = new Set(['NotFound', ...Object.keys(ERROR_MESSAGES)]);

type Args<K extends QueryName> = Parameters<QueryApi[K]>;
type Result<K extends QueryName> = Awaited<ReturnType<QueryApi[K]>>;

interface Pending {
  name: QueryName;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The error an answer carries, or a generic one when the answer is not one we understand. */
export function failureOf(error: unknown): QueryFailure {
  if (error && typeof error === 'object') {
    const { id, message } = error as Partial<QueryError>;
    if (typeof id === 'string' && ERROR_IDS.has(id) && typeof message === 'string')
      return new QueryFailure(id as QueryErrorId, message);
  }
  return new QueryFailure('Unknown');
}

export function createQueryBridge(
  startWorker: () => WorkerLike | null,
  inPlace: () => Promise<QueryApi>,
) {
  let worker: WorkerLike | null | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const runInPlace = (name: QueryName, args: unknown[]): Promise<unknown> =>
    inPlace().then((api) => (api[name] as (...a: unknown[]) => Promise<unknown>)(...args));

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
    for (const job of held) runInPlace(job.name, job.args).then(job.resolve, job.reject);
  }

  function onMessage(event: MessageEvent<unknown>): void {
    const data = event.data as Partial<QueryResponse> | null;
    const job = typeof data?.id === 'number' ? pending.get(data.id) : undefined;
    if (!data || !job) return;
    pending.delete(data.id as number);
    if (data.ok === true) job.resolve(data.value);
    else job.reject(failureOf(data.ok === false ? data.error : null));
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

  return function callQuery<K extends QueryName>(name: K, args: Args<K>): Promise<Result<K>> {
    const target = ensureWorker();
    if (!target) return runInPlace(name, args) as Promise<Result<K>>;
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { name, args, resolve: resolve as (value: unknown) => void, reject });
      try {
        target.postMessage({ id, name, args });
      } catch {
        giveUp();
      }
    });
  };
}

/** Answers query messages on `scope` (the worker's global, or a MessagePort in tests). */
export function serveQueries(
  scope: {
    addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
    postMessage(message: QueryResponse): void;
  },
  api: QueryApi,
  toError: (error: unknown) => QueryError,
): void {
  scope.addEventListener('message', (event) => {
    const request = event.data as Partial<QueryRequest> | null;
    if (!request || typeof request.id !== 'number') return;
    const { id, name, args } = request;
    const answer = (response: QueryResponse) => {
      try {
        scope.postMessage(response);
      } catch (error) {
        // An answer that cannot be copied (never expected from normalised data) still gets one.
        scope.postMessage({ id, ok: false, error: toError(error) });
      }
    };
    if (!name || !(QUERY_NAMES as readonly string[]).includes(name) || !Array.isArray(args)) {
      answer({ id, ok: false, error: toError(new Error(`Unknown query ${String(name)}`)) });
      return;
    }
    (api[name] as (...a: unknown[]) => Promise<unknown>)(...args).then(
      (value) => answer({ id, ok: true, value }),
      (error: unknown) => answer({ id, ok: false, error: toError(error) }),
    );
  });
}
