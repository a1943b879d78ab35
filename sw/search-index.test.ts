import { describe, expect, it, vi } from 'vitest';

// workbox-routing touches `self` when it loads; in Node the global object stands in for the worker.
vi.hoisted(() => {
  Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true });
});

const { searchIndexResponse } = await import('./search-index.ts');

const ORIGIN = 'https://gq.example';
const MANIFEST = `${ORIGIN}/search-index/manifest.json`;

/** A Cache stand-in with the calls the route makes (match, put, keys, delete). */
function memoryCache() {
  const store = new Map<string, Response>();
  const cache = {
    store,
    match: async (r: Request) => store.get(r.url)?.clone(),
    put: async (r: Request, response: Response) => void store.set(r.url, response),
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    delete: async (r: Request) => store.delete(r.url),
  };
  return cache;
}

function setup(serve: (url: string) => Response | null) {
  const cache = memoryCache();
  const fetched: string[] = [];
  const pending: Promise<unknown>[] = [];
  const deps = {
    fetch: async (request: Request) => {
      fetched.push(request.url);
      const response = serve(request.url);
      if (!response) throw new TypeError('Failed to fetch');
      return response;
    },
    open: async () => cache as unknown as Cache,
    waitUntil: (work: Promise<unknown>) => void pending.push(work),
  };
  const get = async (path: string) => {
    const response = await searchIndexResponse(new Request(`${ORIGIN}${path}`), deps);
    await Promise.all(pending);
    return response;
  };
  return { cache, fetched, get };
}

const manifest = (...files: string[]) =>
  JSON.stringify({ terms: Object.fromEntries(files.map((f, i) => [`k${i}`, [f, 10]])), docs: [] });

describe('search index route', () => {
  it('keeps every piece fetched and answers it again with no network', async () => {
    let online = true;
    const { fetched, get } = setup((url) => (online ? new Response(`piece ${url}`) : null));
    expect(await (await get('/search-index/abc.json')).text()).toContain('abc.json');
    online = false;
    expect(await (await get('/search-index/abc.json')).text()).toContain('abc.json');
    expect(fetched).toHaveLength(1);
    await expect(get('/search-index/never.json')).rejects.toThrow('Failed to fetch');
  });

  it('asks the network for the manifest first, answers the kept copy offline, and drops pieces a fresh one no longer lists', async () => {
    let body: string | null = manifest('search-index/a.json', 'search-index/b.json');
    const { cache, get } = setup((url) =>
      url === MANIFEST ? (body === null ? null : new Response(body)) : new Response('piece'),
    );
    await get('/search-index/manifest.json');
    await get('/search-index/a.json');
    await get('/search-index/b.json');
    expect(cache.store.size).toBe(3);

    body = manifest('search-index/b.json', 'search-index/c.json');
    expect(await (await get('/search-index/manifest.json')).text()).toBe(body);
    expect([...cache.store.keys()].sort()).toEqual([`${ORIGIN}/search-index/b.json`, MANIFEST]);

    const kept = body;
    body = null;
    expect(await (await get('/search-index/manifest.json')).text()).toBe(kept);
  });

  it('does not keep an error answer', async () => {
    const { cache, get } = setup(() => new Response('gone', { status: 404 }));
    expect((await get('/search-index/old.json')).status).toBe(404);
    expect(cache.store.size).toBe(0);
  });
});

describe('search index manifest on a weak signal', () => {
  it('answers the kept copy when the network is slower than the timeout', async () => {
    const cache = memoryCache();
    const kept = manifest('search-index/a.json');
    cache.store.set(MANIFEST, new Response(kept));
    const response = await searchIndexResponse(new Request(MANIFEST), {
      fetch: () => new Promise<Response>(() => {}),
      open: async () => cache as unknown as Cache,
      waitUntil: () => {},
      timeoutMs: 20,
    });
    expect(await response.text()).toBe(kept);
  });
});
