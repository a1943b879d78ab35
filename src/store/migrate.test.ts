import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../tests/memory-kv';
import { replaceKvBackend } from '../shared/kv.ts';
import { queryStore, STORE_NAME } from './query-store';
import { restoreStore } from './restore';

describe('restoreStore with an old or broken stored copy', () => {
  it('starts empty instead of trusting another version', async () => {
    const backend = memoryBackend();
    backend.data.set(STORE_NAME, {
      version: 0,
      state: { entries: { 'post:x': { data: 'old shape', fetchedAt: 1 } } },
    });
    replaceKvBackend('cache', backend);
    await restoreStore();
    expect(queryStore.getState().entries).toEqual({});
  });
});
