/**
 * The content worker's bridge, over a real MessageChannel (the same structured-clone boundary as a
 * Worker) with the real `contentful` SDK against the local cloud's demo content on the serving side:
 * answers and errors (plain QueryErrors, classified in the worker) must come out exactly as when the
 * queries run in place, and a worker that cannot start or breaks must never leave a query unanswered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { createClient } from 'contentful';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../local-cloud/local-cloud.ts';
import { KINDS } from '../../src/content/kinds.ts';
import { queryError } from '../../src/content/query-error.ts';
import {
  createQueryBridge,
  outcomeOf,
  serveQueries,
  type Settle,
  type WorkerLike,
} from '../../src/content/query-bridge.ts';
import { isRetryable } from '../../src/store/backoff.ts';

const sdk = vi.hoisted(() => ({ client: null as unknown }));
vi.mock('../../src/lib/contentful.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/contentful.ts')>()),
  getContentClient: async () => sdk.client,
}));

let cloud: LocalCloud;
let dir: string;
let impl: typeof import('../../src/content/query-impl.ts');
let settle: Settle;
/** A query's value as the store receives it. */
const ok = (value: unknown) => ({ ok: true, value });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gq-query-bridge-'));
  cloud = await startLocalCloud({
    port: 0,
    exportPath: join(import.meta.dirname, '../../demo-content/export.json'),
    dataDir: dir,
    siteUrl: 'http://127.0.0.1:4800',
    functions: false,
    spaceId: 'bridgespace',
    accessToken: 'bridge-token',
  });
  sdk.client = createClient({
    space: cloud.spaceId,
    accessToken: cloud.accessToken,
    host: new URL(cloud.url).host,
    insecure: true,
    retryOnError: false,
  });
  impl = await import('../../src/content/query-impl.ts');
  settle = impl.settleQuery as Settle;
});
afterAll(async () => {
  await cloud?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A "worker" whose other end serves the real queries, as content-worker.ts does. */
function channelWorker(): WorkerLike & { port: MessagePort; served: MessagePort } {
  const { port1, port2 } = new MessageChannel();
  serveQueries(port2 as never, settle);
  port2.start();
  port1.start();
  return {
    port: port1,
    served: port2,
    postMessage: (message) => port1.postMessage(message),
    addEventListener: (type, listener) => port1.addEventListener(type, listener as never),
    terminate: () => {
      port1.close();
      port2.close();
    },
  };
}

describe('content queries through the bridge', () => {
  it('answer exactly as in place: lists, entries, posts and the latest feed', async () => {
    const worker = channelWorker();
    const inPlace = vi.fn(async () => settle);
    const call = createQueryBridge(() => worker, inPlace);
    const slug = (await impl.fetchList('reviews', 1))[0].slug;
    const postSlug = (await impl.fetchPostSlugs(1))[0].slug;

    expect(await call('fetchList', ['news', 3])).toEqual(ok(await impl.fetchList('news', 3)));
    expect(await call('fetchEntry', ['reviews', slug])).toEqual(
      ok(await impl.fetchEntry('reviews', slug)),
    );
    expect(await call('fetchPost', [postSlug])).toEqual(ok(await impl.fetchPost(postSlug)));
    expect(await call('fetchLatest', [10])).toEqual(ok(await impl.fetchLatest(10)));
    expect(inPlace).not.toHaveBeenCalled(); // all of it went through the channel
    worker.terminate();
  });

  it('brings errors back as the same plain QueryError, with the kind’s own text', async () => {
    const worker = channelWorker();
    const call = createQueryBridge(
      () => worker,
      async () => settle,
    );
    const outcome = await call('fetchEntry', ['fiction', 'no-such-story']);
    const thrown = await impl.fetchEntry('fiction', 'no-such-story').catch((e: unknown) => e);
    expect(outcome).toEqual({
      ok: false,
      error: { id: 'NotFound', message: KINDS.fiction.notFoundError },
    });
    // The same error the query throws in process, carried as data: nothing was rebuilt.
    expect(outcome.ok === false && outcome.error).toEqual(
      (thrown as { queryError: unknown }).queryError,
    );
    expect(outcome.ok === false && isRetryable(outcome.error)).toBe(false);
    worker.terminate();
  });

  it('answers many concurrent queries each with its own result', async () => {
    const worker = channelWorker();
    const call = createQueryBridge(
      () => worker,
      async () => settle,
    );
    const kinds = ['news', 'reviews', 'fiction', 'discussions', 'recommendations'] as const;
    const lists = await Promise.all(kinds.map((kind) => call('fetchList', [kind, 2])));
    lists.forEach((list, i) =>
      expect(
        list.ok && list.value.every((item) => item.contentType === KINDS[kinds[i]].contentType),
      ).toBe(true),
    );
    worker.terminate();
  });
});

describe('warming up', () => {
  it('starts the worker before any query, once, and the first query then uses it', async () => {
    const worker = channelWorker();
    const start = vi.fn(() => worker);
    const call = createQueryBridge(start, async () => settle);
    expect(start).not.toHaveBeenCalled();
    call.warm();
    call.warm();
    expect(start).toHaveBeenCalledTimes(1);
    expect(await call('fetchList', ['news', 2])).toEqual(ok(await impl.fetchList('news', 2)));
    expect(start).toHaveBeenCalledTimes(1);
    worker.terminate();
  });

  it('where no worker can start, leaves the queries to run in place', async () => {
    const call = createQueryBridge(
      () => {
        throw new Error('module workers unsupported');
      },
      async () => settle,
    );
    call.warm();
    expect(await call('fetchList', ['news', 2])).toEqual(ok(await impl.fetchList('news', 2)));
  });
});

describe('when the worker is not there', () => {
  it('runs in place when no worker can be started', async () => {
    const call = createQueryBridge(
      () => {
        throw new Error('module workers unsupported');
      },
      async () => settle,
    );
    expect(await call('fetchList', ['news', 2])).toEqual(ok(await impl.fetchList('news', 2)));
  });

  it('runs the held queries and every later one in place when the worker breaks', async () => {
    const listeners: Record<string, (event: never) => void> = {};
    const posted: unknown[] = [];
    const terminate = vi.fn();
    const broken: WorkerLike = {
      postMessage: (message) => posted.push(message),
      addEventListener: (type, listener) => (listeners[type] = listener),
      terminate,
    };
    const start = vi.fn(() => broken);
    const call = createQueryBridge(start, async () => settle);
    const held = call('fetchList', ['news', 2]);
    expect(posted).toHaveLength(1); // sent, never answered…
    listeners.error({} as never); // …the script failed to load
    expect(await held).toEqual(ok(await impl.fetchList('news', 2)));
    expect(terminate).toHaveBeenCalledOnce();
    expect(await call('fetchList', ['fiction', 1])).toEqual(ok(await impl.fetchList('fiction', 1)));
    expect(start).toHaveBeenCalledOnce();
    expect(posted).toHaveLength(1);
  });
});

describe('the serving side', () => {
  it('refuses an unknown query name without calling anything', async () => {
    const { port1, port2 } = new MessageChannel();
    const api = vi.fn<Settle>();
    serveQueries(port2 as never, api);
    port2.start();
    const answer = new Promise((resolve) => port1.once('message', resolve));
    port1.postMessage({ id: 7, name: 'constructor', args: [] });
    expect(await answer).toEqual({ id: 7, outcome: { ok: false, error: queryError('Unknown') } });
    expect(api).not.toHaveBeenCalled();
    port1.close();
  });

  it('turns an answer it cannot read into the generic error', () => {
    const failed = (error: unknown) => outcomeOf({ outcome: { ok: false, error } });
    expect(failed({ id: 'NotFound', message: 'Gone' })).toEqual({
      ok: false,
      error: { id: 'NotFound', message: 'Gone' },
    });
    for (const garbage of [null, 'NotFound', { id: 'Bogus', message: 'x' }, { id: 'Offline' }])
      expect(failed(garbage)).toMatchObject({ ok: false, error: { id: 'Unknown' } });
    for (const answer of [null, {}, { outcome: { ok: true } }, { outcome: 'x' }])
      expect(outcomeOf(answer)).toMatchObject({ ok: false, error: { id: 'Unknown' } });
  });

  it("keeps a cached copy's time only when it is a number", () => {
    expect(outcomeOf({ outcome: { ok: true, value: 1, copyStoredAt: 5 } })).toEqual({
      ok: true,
      value: 1,
      copyStoredAt: 5,
    });
    expect(outcomeOf({ outcome: { ok: true, value: 1, copyStoredAt: 'x' } })).toEqual({
      ok: true,
      value: 1,
      copyStoredAt: null,
    });
    expect(outcomeOf({ outcome: { ok: true, value: 1 } })).toEqual({ ok: true, value: 1 });
  });
});
