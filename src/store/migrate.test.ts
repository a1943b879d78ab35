import { describe, expect, it } from 'vitest';
import { setKeyValueBackend } from './idb-storage';
import { queryStore, STORE_NAME } from './query-store';
import { hydrateStore } from './hydrate';

describe('hydrateStore with an old or broken saved copy', () => {
  it('starts empty instead of trusting another version', async () => {
    const saved = new Map<string, unknown>([
      [
        STORE_NAME,
        { version: 0, state: { entries: { 'post:x': { data: 'old shape', fetchedAt: 1 } } } },
      ],
    ]);
    setKeyValueBackend({
      get: async (k) => saved.get(k),
      set: async (k, v) => void saved.set(k, v),
      del: async (k) => void saved.delete(k),
    });
    await hydrateStore();
    expect(queryStore.getState().entries).toEqual({});
  });
});
