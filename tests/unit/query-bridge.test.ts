/**
 * The content worker's bridge, over a real MessageChannel (the same structured-clone boundary as a
 * Worker) with the real `contentful` SDK against the local cloud's demo content on the serving side:
 * answers and QueryFailure errors must come out exactly as when the queries run in place, and a worker
 * that cannot start or breaks must never leave a query unanswered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { createClient } from 'contentful';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../server/local-cloud.ts';
import { QueryFailure, toQueryError } from '../../src/content/errors.ts';
import { KINDS } from '../../src/content/kinds.ts';
import type { QueryApi } from '../../src/content/queries.ts';
import {
  createQueryBridge,
  failureOf,
  serveQueries,
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
let impl: QueryApi;

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
});
afterAll(async () => {
  await cloud?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A "worker" whose other end serves the real queries, as content-worker.ts does. */
function channelWorker(): WorkerLike & { port: MessagePort; served: MessagePort } {
  const { port1, port2 } = new MessageChannel();
  serveQueries(port2 as never, impl, toQueryError);
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
    const inPlace = vi.fn(async () => impl);
    const call = createQueryBridge(() => worker, inPlace);
    const slug = (await impl.fetchList('reviews', 1))[0].slug;
    const postSlug = (await impl.fetchPostSlugs(1))[0].slug;

    expect(await call('fetchList', ['news', 3])).toEqual(await impl.fetchList('news', 3));
    expect(await call('fetchEntry', ['reviews', slug])).toEqual(
      await impl.fetchEntry('reviews', slug),
    );
    expect(await call('fetchPost', [postSlug])).toEqual(await impl.fetchPost(postSlug));
    expect(await call('fetchLatest', [10])).toEqual(await impl.fetchLatest(10));
    expect(inPlace).not.toHaveBeenCalled(); // all of it went through the channel
    worker.terminate();
  });

  it('brings errors back as the same QueryFailure, with the kind’s own text', async () => {
    const worker = channelWorker();
    const call = createQueryBridge(
      () => worker,
      async () => impl,
    );
    const error = await call('fetchEntry', ['fiction', 'no-such-story']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailure);
    expect((error as QueryFailure).queryError).toEqual({
      id: 'NotFound',
      message: KINDS.fiction.notFoundError,
    });
    expect(isRetryable(error)).toBe(false);
    worker.terminate();
  });

  it('answers many concurrent queries each with its own result', async () => {
    const worker = channelWorker();
    const call = createQueryBridge(
      () => worker,
      async () => impl,
    );
    const kinds = ['news', 'reviews', 'fiction', 'discussions', 'recommendations'] as const;
    const lists = await Promise.all(kinds.map((kind) => call('fetchList', [kind, 2])));
    lists.forEach((list, i) =>
      expect(list.every((item) => item.contentType === KINDS[kinds[i]].contentType)).toBe(true),
    );
    worker.terminate();
  });
});

describe('when the worker is not there', () => {
  it('runs in place when no worker can be started', async () => {
    const call = createQueryBridge(
      () => {
        throw new Error('module workers unsupported');
      },
      async () => impl,
    );
    expect(await call('fetchList', ['news', 2])).toEqual(await impl.fetchList('news', 2));
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
    const call = createQueryBridge(start, async () => impl);
    const held = call('fetchList', ['news', 2]);
    expect(posted).toHaveLength(1); // sent, never answered…
    listeners.error({} as never); // …the script failed to load
    expect(await held).toEqual(await impl.fetchList('news', 2));
    expect(terminate).toHaveBeenCalledOnce();
    expect(await call('fetchList', ['fiction', 1])).toEqual(await impl.fetchList('fiction', 1));
    expect(start).toHaveBeenCalledOnce();
    expect(posted).toHaveLength(1);
  });
});

describe('the serving side', () => {
  it('refuses an unknown query name without calling anything', async () => {
    const { port1, port2 } = new MessageChannel();
    const api = { fetchList: vi.fn() } as unknown as QueryApi;
    serveQueries(port2 as never, api, toQueryError);
    port2.start();
    const answer = new Promise((resolve) => port1.once('message', resolve));
    port1.postMessage({ id: 7, name: 'constructor', args: [] });
    expect(await answer).toEqual({ id: 7, ok: false, error: toQueryError(new Error('x')) });
    port1.close();
  });

  it('turns an answer it cannot read into the generic error', () => {
    expect(failureOf({ id: 'NotFound', message: 'Gone' }).queryError).toEqual({
      id: 'NotFound',
      message: 'Gone',
    });
    for (const garbage of [null, 'NotFound', { id: 'Bogus', message: 'x' }, { id: 'Offline' }])
      expect(failureOf(garbage).queryError.id).toBe('Unknown');
  });
});
