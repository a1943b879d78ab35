import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend, quotaError } from '../memory-kv';
import {
  openKv,
  replaceKvBackend,
  restoreKvBackends,
  type KeyValueBackend,
} from '../../src/shared/kv.ts';
import { createPersistStorage } from '../../src/shared/persist-storage';

interface S {
  items: number[];
}

const halve = (s: S): S => ({ items: s.items.slice(0, Math.floor(s.items.length / 2)) });

/** A storage on the cache database, answered by `backend`. */
function storageOn(backend: KeyValueBackend | null) {
  replaceKvBackend('cache', backend);
  return createPersistStorage<S>(openKv('cache', 'test'), { shrink: halve });
}

afterEach(() => {
  restoreKvBackends();
  vi.restoreAllMocks();
});

describe('createPersistStorage', () => {
  it('does not write before the stored copy has been read back', async () => {
    const backend = memoryBackend();
    const storage = storageOn(backend);
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
    const storage = storageOn(backend);
    storage.enableWrites();
    for (let i = 0; i < 20; i++) await storage.setItem('k', { state: { items: [i] }, version: 1 });
    await storage.flush();
    expect(backend.sets).toBe(1);
    expect(backend.data.get('k')).toEqual({ state: { items: [19] }, version: 1 });
  });

  it('on QuotaExceededError shrinks the state and retries once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = memoryBackend([quotaError()]);
    const storage = storageOn(backend);
    storage.enableWrites();
    await storage.setItem('k', { state: { items: [1, 2, 3, 4] }, version: 1 });
    await storage.flush();
    expect(backend.sets).toBe(2);
    expect(backend.data.get('k')).toEqual({ state: { items: [1, 2] }, version: 1 });
  });

  it('does not shrink for other failures: only a full disk is worth dropping data for', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = memoryBackend([new DOMException('gone', 'InvalidStateError')]);
    const storage = storageOn(backend);
    storage.enableWrites();
    await storage.setItem('k', { state: { items: [1, 2, 3, 4] }, version: 1 });
    await storage.flush();
    expect(backend.sets).toBe(1);
    expect(backend.data.has('k')).toBe(false);
  });

  it('never throws when even the retry hits the quota, and keeps working afterwards', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = memoryBackend([quotaError(), quotaError()]);
    const storage = storageOn(backend);
    storage.enableWrites();
    await storage.setItem('k', { state: { items: [1, 2] }, version: 1 });
    await expect(storage.flush()).resolves.toBe('quota');
    expect(warn).toHaveBeenCalled();
    expect(backend.data.has('k')).toBe(false);
    await storage.setItem('k', { state: { items: [9] }, version: 1 });
    await storage.flush();
    expect(backend.data.get('k')).toEqual({ state: { items: [9] }, version: 1 });
  });

  it('reads a value saved without the persist envelope as version 0, for the migration', async () => {
    const backend = memoryBackend();
    backend.data.set('k', { items: [7] });
    expect(await storageOn(backend).getItem('k')).toEqual({ state: { items: [7] }, version: 0 });
  });

  it('is a no-op without IndexedDB (Node, SSR) and survives read failures', async () => {
    const none = storageOn(null);
    none.enableWrites();
    await none.setItem('k', { state: { items: [1] }, version: 1 });
    await none.flush();
    expect(await none.getItem('k')).toBeNull();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = storageOn({
      get: () => Promise.reject(new Error('corrupt')),
      set: () => Promise.resolve(),
      del: () => Promise.resolve(),
    });
    expect(await broken.getItem('k')).toBeNull();
  });
});
