import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdbStorage, type KeyValueBackend } from './idb-storage';

interface S {
  items: number[];
}

function memoryBackend(failures: unknown[] = []) {
  const data = new Map<string, unknown>();
  const backend: KeyValueBackend & { data: Map<string, unknown>; sets: number } = {
    data,
    sets: 0,
    get: async (key) => data.get(key),
    set: async (key, value) => {
      backend.sets++;
      const failure = failures.shift();
      if (failure) throw failure;
      data.set(key, structuredClone(value));
    },
    del: async (key) => void data.delete(key),
  };
  return backend;
}

const quota = () => new DOMException('full', 'QuotaExceededError');
const halve = (s: S): S => ({ items: s.items.slice(0, Math.floor(s.items.length / 2)) });

afterEach(() => vi.restoreAllMocks());

describe('createIdbStorage', () => {
  it('does not write before hydration has read the saved copy', async () => {
    const backend = memoryBackend();
    const storage = createIdbStorage<S>(halve, async () => backend);
    await storage.setItem('k', { state: { items: [1] }, version: 1 });
    await storage.flush();
    expect(backend.sets).toBe(0);
    storage.enableWrites();
    await storage.setItem('k', { state: { items: [2] }, version: 1 });
    await storage.flush();
    expect(await storage.getItem('k')).toEqual({ state: { items: [2] }, version: 1 });
  });

  it('coalesces a burst of writes into one', async () => {
    const backend = memoryBackend();
    const storage = createIdbStorage<S>(halve, async () => backend);
    storage.enableWrites();
    for (let i = 0; i < 20; i++) await storage.setItem('k', { state: { items: [i] }, version: 1 });
    await storage.flush();
    expect(backend.sets).toBe(1);
    expect(backend.data.get('k')).toEqual({ state: { items: [19] }, version: 1 });
  });

  it('on QuotaExceededError shrinks the state and retries once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = memoryBackend([quota()]);
    const storage = createIdbStorage<S>(halve, async () => backend);
    storage.enableWrites();
    await storage.setItem('k', { state: { items: [1, 2, 3, 4] }, version: 1 });
    await storage.flush();
    expect(backend.sets).toBe(2);
    expect(backend.data.get('k')).toEqual({ state: { items: [1, 2] }, version: 1 });
  });

  it('never throws when even the retry hits the quota, and keeps working afterwards', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = memoryBackend([quota(), quota()]);
    const storage = createIdbStorage<S>(halve, async () => backend);
    storage.enableWrites();
    await storage.setItem('k', { state: { items: [1, 2] }, version: 1 });
    await expect(storage.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    expect(backend.data.has('k')).toBe(false);
    await storage.setItem('k', { state: { items: [9] }, version: 1 });
    await storage.flush();
    expect(backend.data.get('k')).toEqual({ state: { items: [9] }, version: 1 });
  });

  it('is a no-op without IndexedDB (Node, SSR) and survives read failures', async () => {
    const none = createIdbStorage<S>(halve, async () => null);
    none.enableWrites();
    await none.setItem('k', { state: { items: [1] }, version: 1 });
    await none.flush();
    expect(await none.getItem('k')).toBeNull();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = createIdbStorage<S>(halve, async () => ({
      get: () => Promise.reject(new Error('corrupt')),
      set: () => Promise.resolve(),
      del: () => Promise.resolve(),
    }));
    expect(await broken.getItem('k')).toBeNull();
  });
});
