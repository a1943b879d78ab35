import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend } from '../../tests/memory-kv';
import { replaceKvBackend } from '../shared/kv.ts';
import { flushDeviceStore, INDEX_KEY, INDEX_VERSION, recordKey, wantStored } from './device-store';
import {
  keepRecent,
  MAX_STORED_ENTRIES,
  queryStore,
  setData,
  type CacheEntry,
} from './query-store';
import { restoreStore, resetRestore, seedQueries, seedQuery } from './restore';

const backend = memoryBackend();
const saved = backend.data;
const stored = (data: unknown, fetchedAt: number, usedAt = fetchedAt): CacheEntry => ({
  data,
  fetchedAt,
  error: null,
  usedAt,
});

beforeEach(() => {
  resetRestore();
  saved.clear();
  replaceKvBackend('cache', backend);
  queryStore.setState({ entries: {}, fetching: {} });
});

describe('keepRecent', () => {
  it('keeps the most recently used entries with data, up to the cap', () => {
    const entries: Record<string, CacheEntry> = {};
    for (let i = 0; i < MAX_STORED_ENTRIES + 50; i++) entries[`post:${i}`] = stored(i, 1, i);
    entries['post:failed'] = {
      data: undefined,
      fetchedAt: null,
      error: { id: 'Offline', message: '' },
      usedAt: 1e9,
    };
    const kept = keepRecent(entries, MAX_STORED_ENTRIES);
    expect(Object.keys(kept)).toHaveLength(MAX_STORED_ENTRIES);
    expect(kept['post:349']).toBeDefined();
    expect(kept['post:49']).toBeUndefined();
    expect(kept['post:failed']).toBeUndefined();
  });

  it('never evicts pinned (saved for offline) entries', () => {
    const entries: Record<string, CacheEntry> = {
      'entry:news:saved': { ...stored('s', 1, 0), pinned: true },
    };
    for (let i = 1; i <= 5; i++) entries[`post:${i}`] = stored(i, 1, i);
    const kept = keepRecent(entries, 3);
    expect(Object.keys(kept).sort()).toEqual(['entry:news:saved', 'post:4', 'post:5']);
    expect(kept['entry:news:saved'].pinned).toBe(true);
  });
});

describe('restoreStore', () => {
  it('reads back the stored copy, keeps newer data of this session, then saves changes', async () => {
    saved.set(INDEX_KEY, {
      version: INDEX_VERSION,
      keys: {
        'post:a': { usedAt: 100, fetchedAt: 100 },
        'post:b': { usedAt: 100, fetchedAt: 100 },
      },
      pages: {},
    });
    saved.set(recordKey('post:a'), { data: 'saved a', fetchedAt: 100 });
    saved.set(recordKey('post:b'), { data: 'saved b', fetchedAt: 100 });
    setData('post:b', 'fresh b', 200); // fetched before the read-back finished
    await flushDeviceStore();
    expect(saved.get(recordKey('post:b'))).toMatchObject({ data: 'saved b' });

    await restoreStore();
    // Opening reads the page's own keys only; another key is read when a page asks for it.
    expect(queryStore.getState().entries['post:a']).toBeUndefined();
    await wantStored('post:a');
    const { entries } = queryStore.getState();
    expect(entries['post:a'].data).toBe('saved a');
    expect(entries['post:b'].data).toBe('fresh b');

    seedQuery('latest:3', ['seeded'], 300);
    seedQuery('post:b', 'older seed', 50); // never replaces newer data
    await flushDeviceStore();
    expect(saved.get(recordKey('latest:3'))).toMatchObject({ data: ['seeded'] });
    expect(saved.get(recordKey('post:b'))).toMatchObject({ data: 'fresh b' });
    expect(await restoreStore()).toBeUndefined(); // a second call is harmless
  });

  it('seeds several keys as one store change, keeping newer data', () => {
    queryStore.setState({ entries: {}, fetching: {} });
    setData('entry:news:b', 'newer b', 500);
    const changes = vi.fn();
    const stop = queryStore.subscribe(changes);
    seedQueries([
      { key: 'list:news:3', data: ['a', 'b'], fetchedAt: 400 },
      { key: 'entry:news:a', data: 'a', fetchedAt: 400 },
      { key: 'entry:news:b', data: 'older b', fetchedAt: 400 },
    ]);
    stop();
    expect(changes).toHaveBeenCalledOnce();
    const { entries } = queryStore.getState();
    expect(entries['list:news:3'].data).toEqual(['a', 'b']);
    expect(entries['entry:news:a'].fetchedAt).toBe(400);
    expect(entries['entry:news:b'].data).toBe('newer b');
  });
});
