import { describe, expect, it, vi } from 'vitest';
import {
  removeFiles,
  saveFiles,
  savedFilesBytes,
  type FileStore,
  type OfflineFilesDeps,
} from './offline-files';

class MemoryFiles implements FileStore {
  readonly names: string[] = [];
  readonly entries = new Map<string, Response>();
  failPutWith: Error | null = null;

  async open(name: string) {
    this.names.push(name);
    const key = (r: RequestInfo | URL) =>
      typeof r === 'string' ? r : r instanceof URL ? r.href : r.url;
    return {
      match: async (r: RequestInfo | URL) => this.entries.get(key(r))?.clone(),
      put: async (r: RequestInfo | URL, response: Response) => {
        if (this.failPutWith) throw this.failPutWith;
        this.entries.set(key(r), response);
      },
      delete: async (r: RequestInfo | URL) => this.entries.delete(key(r)),
    };
  }
}

const bytes = (n: number) => new Uint8Array(n);

function setup(files: Record<string, Response | (() => Promise<Response>)>) {
  const store = new MemoryFiles();
  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    const answer = files[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  const deps: OfflineFilesDeps = { caches: store, fetch };
  return { store, fetch, deps };
}

describe('saveFiles', () => {
  it('keeps every file in the saved cache with progress and byte totals', async () => {
    const { store, fetch, deps } = setup({
      'https://img/a.jpg': new Response(bytes(1000)),
      'https://img/b.jpg': new Response(bytes(500)),
    });
    const progress = vi.fn();
    const result = await saveFiles(
      ['https://img/a.jpg', 'https://img/b.jpg', 'https://img/a.jpg'],
      progress,
      deps,
    );
    expect(result).toEqual({
      saved: expect.arrayContaining(['https://img/a.jpg', 'https://img/b.jpg']),
      failed: [],
      bytes: 1500,
      quotaExceeded: false,
    });
    expect(store.names).toEqual(['saved-files']);
    expect(store.entries.size).toBe(2);
    expect(progress).toHaveBeenLastCalledWith({ done: 2, total: 2, bytes: 1500 });
    expect(
      fetch.mock.calls.every(([, init]) => init.mode === 'cors' && init.credentials === 'omit'),
    ).toBe(true);
  });

  it('does not download a file that is already saved', async () => {
    const { fetch, deps } = setup({ 'https://img/a.jpg': new Response(bytes(10)) });
    await saveFiles(['https://img/a.jpg'], undefined, deps);
    const again = await saveFiles(['https://img/a.jpg'], undefined, deps);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(again.bytes).toBe(10);
  });

  it('reports network failures and non-200 answers without storing them', async () => {
    const { store, deps } = setup({
      'https://img/gone.jpg': new Response('nope', { status: 404 }),
    });
    const result = await saveFiles(
      ['https://img/gone.jpg', 'https://img/offline.jpg'],
      undefined,
      deps,
    );
    expect(result.saved).toEqual([]);
    expect(result.failed.sort()).toEqual(['https://img/gone.jpg', 'https://img/offline.jpg']);
    expect(store.entries.size).toBe(0);
  });

  it('stops at a full disk instead of failing every remaining download', async () => {
    const urls = Array.from({ length: 10 }, (_, i) => `https://img/${i}.jpg`);
    const { store, fetch, deps } = setup(
      Object.fromEntries(urls.map((u) => [u, new Response(bytes(5))])),
    );
    store.failPutWith = new DOMException('full', 'QuotaExceededError');
    const result = await saveFiles(urls, undefined, deps);
    expect(result.quotaExceeded).toBe(true);
    expect(result.saved).toEqual([]);
    expect(result.failed).toHaveLength(10);
    // At most one round of parallel downloads was attempted before it stopped.
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(4);
  });
});

describe('removeFiles and savedFilesBytes', () => {
  it('removes exactly the given files and sizes the rest', async () => {
    const { deps } = setup({
      'https://img/a.jpg': new Response(bytes(300)),
      'https://img/b.jpg': new Response(bytes(200)),
    });
    await saveFiles(['https://img/a.jpg', 'https://img/b.jpg'], undefined, deps);
    await removeFiles(['https://img/a.jpg'], deps);
    expect(await savedFilesBytes(['https://img/a.jpg', 'https://img/b.jpg'], deps)).toBe(200);
  });
});
