import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CDA_CACHE } from '../src/shared/cache-names.ts';
import { readCopyStoredAt, COPY_STORED_AT_HEADER } from '../src/shared/cached-copy.ts';
import { cdaStrategy } from './cda.ts';

// workbox touches `self` when its modules load; in Node the global object stands in for the worker.
vi.hoisted(() => {
  class ExtendableEvent {
    waitUntil(): void {}
  }
  class FetchEvent extends ExtendableEvent {}
  Object.assign(globalThis, {
    self: globalThis,
    location: new URL('https://gq.example/'),
    ExtendableEvent,
    FetchEvent,
    __WB_DISABLE_DEV_LOGS: true,
  });
});

/** A Cache API stand-in good enough for workbox's strategy handler (match/put/keys/delete). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const key = (r: RequestInfo | URL) =>
      typeof r === 'string' ? r : r instanceof URL ? r.href : r.url;
    return {
      match: async (r: RequestInfo | URL) => store.get(key(r))?.clone(),
      put: async (r: RequestInfo | URL, res: Response) => void store.set(key(r), res.clone()),
      delete: async (r: RequestInfo | URL) => store.delete(key(r)),
      keys: async () => [...store.keys()].map((u) => new Request(u)),
    };
  };
  return {
    open,
    // workbox reads through CacheStorage.match with a cacheName option.
    match: async (r: RequestInfo | URL, options?: { cacheName?: string }) =>
      (await open(options?.cacheName ?? '')).match(r),
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  };
}

const URL_ = 'https://cdn.example/spaces/s/environments/master/entries?content_type=review';
const json = (title: string) =>
  new Response(JSON.stringify({ items: [{ title }] }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const STORED_AT = Date.UTC(2026, 0, 2, 3, 4, 5);

async function respond(): Promise<Response> {
  const event = new (
    globalThis as unknown as { ExtendableEvent: new () => ExtendableEvent }
  ).ExtendableEvent();
  const [response, done] = cdaStrategy({ expiry: false, now: () => STORED_AT }).handleAll({
    request: new Request(URL_),
    event,
  });
  // The cache write runs after the answer; the next call must see it, like a later request would.
  await done;
  return response;
}

async function answer(): Promise<string> {
  const body = (await (await respond()).json()) as { items: { title: string }[] };
  return body.items[0].title;
}

describe('CDA strategy (network-first)', () => {
  beforeEach(() => {
    vi.stubGlobal('caches', memoryCaches());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('answers a revalidation with the network copy, not the previous cached one', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json('v1')).mockResolvedValueOnce(json('v2'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await answer()).toBe('v1');
    // Stale-while-revalidate would answer 'v1' here and the store would see the update one fetch late.
    expect(await answer()).toBe('v2');
  });

  it('falls back to the cached copy when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json('saved')));
    expect(await answer()).toBe('saved');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await answer()).toBe('saved');
  });

  it('falls back to the cached copy when the network hangs past the timeout', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json('saved')));
    expect(await answer()).toBe('saved');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    expect(await answer()).toBe('saved');
  });
});

describe('cached-copy mark', () => {
  beforeEach(() => {
    vi.stubGlobal('caches', memoryCaches());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('leaves a network answer unmarked and marks the cached copy with the time it was stored', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json('saved')));
    const fromNetwork = await respond();
    expect(fromNetwork.headers.get(COPY_STORED_AT_HEADER)).toBeNull();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const fromCache = await respond();
    expect(readCopyStoredAt(fromCache.headers.get(COPY_STORED_AT_HEADER))).toBe(STORED_AT);
    // The page's request is cross-origin: only an exposed header reaches the SDK.
    expect(fromCache.headers.get('access-control-expose-headers')).toContain(COPY_STORED_AT_HEADER);
    expect(((await fromCache.json()) as { items: { title: string }[] }).items[0].title).toBe(
      'saved',
    );
  });

  it('marks a copy stored before the mark existed as a cached copy of unknown time', async () => {
    const cache = await (caches as unknown as ReturnType<typeof memoryCaches>).open(CDA_CACHE);
    await cache.put(URL_, json('legacy'));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const fromCache = await respond();
    expect(fromCache.headers.has(COPY_STORED_AT_HEADER)).toBe(true);
    expect(readCopyStoredAt(fromCache.headers.get(COPY_STORED_AT_HEADER))).toBeNull();
  });
});
