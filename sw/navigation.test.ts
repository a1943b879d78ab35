import { describe, expect, it, vi } from 'vitest';
import { networkFirstPage, type NavigationDeps } from './navigation.ts';
import { MemoryCache, quotaError } from './test-cache.ts';

const PAGE = 'https://gq.example/reviews/dune';
const html = (build: string, body: string) =>
  new Response(`<!doctype html><meta name="build-id" content="${build}"><p>${body}</p>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

function setup(fetchImpl: NavigationDeps['fetch'], over: Partial<NavigationDeps> = {}) {
  const pages = new MemoryCache();
  const pending: Promise<unknown>[] = [];
  const deps: NavigationDeps = {
    buildId: 'v1',
    timeoutMs: 50,
    fetch: fetchImpl,
    pages: async () => pages,
    shell: async () => html('v1', 'shell'),
    waitUntil: (work) => void pending.push(work),
    stored: vi.fn(async () => undefined),
    onQuota: vi.fn(async () => undefined),
    ...over,
  };
  const settle = () => Promise.all(pending);
  return { deps, pages, settle };
}

const text = async (response: Response) => (await response.text()).replace(/^.*<p>|<\/p>$/gs, '');

describe('networkFirstPage', () => {
  it('answers from the network and keeps a copy of the page', async () => {
    const { deps, pages, settle } = setup(async () => html('v1', 'fresh'));
    expect(await text(await networkFirstPage(new Request(PAGE), deps))).toBe('fresh');
    await settle();
    expect(await text((await pages.match(PAGE))!)).toBe('fresh');
    expect(deps.stored).toHaveBeenCalledWith(PAGE);
  });

  it('falls back to the cached copy of that page when the network is down', async () => {
    const { deps, pages } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await pages.put(PAGE, html('v1', 'cached copy'));
    expect(await text(await networkFirstPage(new Request(PAGE), deps))).toBe('cached copy');
  });

  it('falls back to the shell for a page never visited', async () => {
    const { deps } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await text(await networkFirstPage(new Request(PAGE), deps))).toBe('shell');
  });

  it('answers with its own offline page when even the shell is missing', async () => {
    const { deps } = setup(async () => Promise.reject(new TypeError('offline')), {
      shell: async () => undefined,
    });
    const response = await networkFirstPage(new Request(PAGE), deps);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('You are offline');
  });

  it('stops waiting after the timeout and refreshes the copy when the slow answer lands', async () => {
    let release: (r: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => (release = resolve));
    const { deps, pages, settle } = setup(() => slow);
    await pages.put(PAGE, html('v1', 'cached copy'));
    expect(await text(await networkFirstPage(new Request(PAGE), deps))).toBe('cached copy');
    release(html('v1', 'late'));
    await settle();
    expect(await text((await pages.match(PAGE))!)).toBe('late');
  });

  it('refuses HTML from another build and serves this build instead, without storing it', async () => {
    const { deps, pages, settle } = setup(async () => html('v2', 'new deploy'));
    expect(await text(await networkFirstPage(new Request(PAGE), deps))).toBe('shell');
    await settle();
    expect(await pages.match(PAGE)).toBeUndefined();
  });

  it('prefers a cached copy over a server error, but passes a 404 through', async () => {
    const failing = setup(async () => new Response('oops', { status: 502 }));
    await failing.pages.put(PAGE, html('v1', 'cached copy'));
    expect(await text(await networkFirstPage(new Request(PAGE), failing.deps))).toBe('cached copy');

    const missing = setup(async () => new Response('<p>Not here</p>', { status: 404 }));
    const response = await networkFirstPage(new Request(PAGE), missing.deps);
    expect(response.status).toBe(404);
  });

  it('still answers when storing the copy hits the quota', async () => {
    const { deps, pages, settle } = setup(async () => html('v1', 'fresh'));
    pages.failWith = quotaError();
    expect(await text(await networkFirstPage(new Request(PAGE), deps))).toBe('fresh');
    await settle();
    expect(deps.onQuota).toHaveBeenCalledTimes(1);
    expect(deps.stored).not.toHaveBeenCalled();
  });

  it('keys copies without the fragment', async () => {
    const { deps, pages, settle } = setup(async () => html('v1', 'fresh'));
    await networkFirstPage(new Request(`${PAGE}#comments`), deps);
    await settle();
    expect(await pages.match(PAGE)).toBeDefined();
  });
});
