import { describe, expect, it, vi } from 'vitest';
import { deleteOtherPageCaches, purgeRuntimeCaches, putSafely } from './quota.ts';
import { MemoryCache, MemoryCacheStorage, quotaError } from './test-cache.ts';

describe('putSafely', () => {
  it('stores and reports success', async () => {
    const cache = new MemoryCache();
    const onQuota = vi.fn(async () => undefined);
    expect(await putSafely(cache, 'https://a/x', new Response('x'), onQuota)).toBe(true);
    expect(await (await cache.match('https://a/x'))?.text()).toBe('x');
    expect(onQuota).not.toHaveBeenCalled();
  });

  it('frees space once and does not throw when the disk is full', async () => {
    const cache = new MemoryCache();
    cache.failWith = quotaError();
    const onQuota = vi.fn(async () => undefined);
    expect(await putSafely(cache, 'https://a/x', new Response('x'), onQuota)).toBe(false);
    expect(onQuota).toHaveBeenCalledTimes(1);
  });

  it('survives a purge that itself fails', async () => {
    const cache = new MemoryCache();
    cache.failWith = quotaError();
    const onQuota = vi.fn(async () => {
      throw new Error('purge failed');
    });
    await expect(putSafely(cache, 'https://a/x', new Response('x'), onQuota)).resolves.toBe(false);
  });

  it('does not purge anything for errors that are not about space', async () => {
    const cache = new MemoryCache();
    cache.failWith = new TypeError('Request scheme is unsupported');
    const onQuota = vi.fn(async () => undefined);
    expect(await putSafely(cache, 'https://a/x', new Response('x'), onQuota)).toBe(false);
    expect(onQuota).not.toHaveBeenCalled();
  });
});

describe('purgeRuntimeCaches', () => {
  it('drops refillable caches and keeps the precache and saved files', async () => {
    const storage = new MemoryCacheStorage([
      'images',
      'cda',
      'workbox-precache-v2-https://gq.example/',
      'saved-files',
      'pages-abc',
    ]);
    expect((await purgeRuntimeCaches(storage)).sort()).toEqual(['cda', 'images']);
    expect(await storage.keys()).toEqual([
      'workbox-precache-v2-https://gq.example/',
      'saved-files',
      'pages-abc',
    ]);
  });

  it('is a no-op when nothing purgeable exists', async () => {
    const storage = new MemoryCacheStorage(['saved-files']);
    expect(await purgeRuntimeCaches(storage)).toEqual([]);
    expect(await storage.keys()).toEqual(['saved-files']);
  });
});

describe('deleteOtherPageCaches', () => {
  it('removes page copies of other builds only', async () => {
    const storage = new MemoryCacheStorage(['pages-old', 'pages-new', 'images', 'pagesish']);
    expect(await deleteOtherPageCaches(storage, 'pages-new')).toEqual(['pages-old']);
    expect(await storage.keys()).toEqual(['pages-new', 'images', 'pagesish']);
  });
});
