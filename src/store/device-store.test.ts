/**
 * The device store keeps one record per query key: opening reads the index and the page's own keys,
 * never the whole store; other keys are read when asked for; the stored keys stay bounded with pinned
 * ones kept; and a cache saved as one value by earlier builds is split into records without losing a
 * reader's saved articles, library or reading positions.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend, quotaError, type MemoryBackend } from '../../tests/memory-kv';
import { queryError } from '../content/query-error';
import { replaceKvBackend } from '../shared/kv.ts';
import {
  flushDeviceStore,
  INDEX_KEY,
  INDEX_VERSION,
  readAllStored,
  recordKey,
  type DeviceIndex,
} from './device-store';
import { restoreStore, resetRestore } from './restore';
import {
  MAX_STORED_ENTRIES,
  queryStore,
  setData,
  setPinned,
  STORE_NAME,
  STORE_VERSION,
  touch,
  type CacheEntry,
} from './query-store';
import { ensureFresh, resetRunner } from './run-query';
import { LIBRARY_KEY, libraryStore, loadLibrary, resetLibrary } from './library';

/** A backend that records which keys were read. */
function watched(): MemoryBackend & { read: string[] } {
  const backend = memoryBackend();
  const read: string[] = [];
  const get = backend.get;
  return Object.assign(backend, {
    read,
    get: async (key: string) => {
      read.push(key);
      return get(key);
    },
  });
}

const entry = (data: unknown, fetchedAt: number, extra: Partial<CacheEntry> = {}): CacheEntry => ({
  data,
  fetchedAt,
  error: null,
  usedAt: fetchedAt,
  ...extra,
});

/** A device filled key by key: `count` posts, the page `/` having read the first two. */
function filled(backend: MemoryBackend, count: number): void {
  const index: DeviceIndex = {
    version: INDEX_VERSION,
    keys: {},
    pages: { '/': ['post:0', 'post:1'] },
  };
  for (let i = 0; i < count; i++) {
    index.keys[`post:${i}`] = { usedAt: i, fetchedAt: 1000 + i };
    backend.data.set(recordKey(`post:${i}`), { data: `body ${i}`, fetchedAt: 1000 + i });
  }
  backend.data.set(INDEX_KEY, index);
}

let backend: ReturnType<typeof watched>;

beforeEach(() => {
  resetRestore();
  resetRunner();
  queryStore.setState({ entries: {}, fetching: {} });
  backend = watched();
  replaceKvBackend('cache', backend);
});

describe('opening a filled device', () => {
  it("reads the index and the page's own keys only", async () => {
    filled(backend, 250);
    await restoreStore();
    expect(backend.read.sort()).toEqual([INDEX_KEY, recordKey('post:0'), recordKey('post:1')]);
    expect(Object.keys(queryStore.getState().entries).sort()).toEqual(['post:0', 'post:1']);
  });

  it('reads another key when a page asks for it, before asking the network', async () => {
    filled(backend, 10);
    await restoreStore();
    let fetched = 0;
    await ensureFresh({
      key: 'post:7',
      freshFor: Number.MAX_SAFE_INTEGER,
      fetch: async () => {
        fetched++;
        return { ok: true, value: 'from the network' };
      },
    });
    expect(queryStore.getState().entries['post:7'].data).toBe('body 7');
    expect(fetched).toBe(0);
  });

  it('remembers which keys a path read, for the next visit', async () => {
    await restoreStore();
    setData('post:new', 'new', 5);
    void ensureFresh({
      key: 'post:new',
      freshFor: Number.MAX_SAFE_INTEGER,
      fetch: async () => ({ ok: true, value: 'x' }),
    });
    await flushDeviceStore();
    expect((backend.data.get(INDEX_KEY) as DeviceIndex).pages['/']).toContain('post:new');
  });

  it('writes no key a page asked for that never had data', async () => {
    await restoreStore();
    setData('post:kept', 'kept', 5);
    void ensureFresh({
      key: 'post:kept',
      freshFor: Number.MAX_SAFE_INTEGER,
      fetch: async () => ({ ok: true, value: 'x' }),
    });
    void ensureFresh({
      key: 'entry:reviews:a-draft',
      freshFor: Number.MAX_SAFE_INTEGER,
      fetch: async () => ({ ok: false, error: queryError('NotFound') }),
    });
    await flushDeviceStore();
    const written = JSON.stringify([...backend.data.values()]);
    expect(written).toContain('post:kept');
    expect(written).not.toContain('a-draft');
  });

  it('reads everything stored when asked, in slices', async () => {
    filled(backend, 30);
    await restoreStore();
    await readAllStored();
    expect(Object.keys(queryStore.getState().entries)).toHaveLength(30);
  });
});

describe('the stored keys', () => {
  it('stay bounded, least recently used out, pinned ones kept', async () => {
    await restoreStore();
    setData('entry:news:saved', 'saved', 1);
    setPinned('entry:news:saved', true);
    queryStore.getState().entries['entry:news:saved'].usedAt = 0;
    for (let i = 0; i < MAX_STORED_ENTRIES + 20; i++) setData(`post:${i}`, i, 10 + i);
    for (let i = 0; i < MAX_STORED_ENTRIES + 20; i++) touch(`post:${i}`);
    await flushDeviceStore();
    const index = backend.data.get(INDEX_KEY) as DeviceIndex;
    expect(Object.keys(index.keys)).toHaveLength(MAX_STORED_ENTRIES);
    expect(index.keys['entry:news:saved'].pinned).toBe(true);
    expect(backend.data.get(recordKey('entry:news:saved'))).toMatchObject({ data: 'saved' });
    // The first posts were used least recently: their records are gone with their index entries.
    expect(index.keys['post:0']).toBeUndefined();
    expect(backend.data.has(recordKey('post:0'))).toBe(false);
    expect(backend.data.has(recordKey(`post:${MAX_STORED_ENTRIES + 19}`))).toBe(true);

    // Saved for offline while only in memory: it is written again, and kept.
    setPinned('post:0', true);
    await flushDeviceStore();
    expect((backend.data.get(INDEX_KEY) as DeviceIndex).keys['post:0'].pinned).toBe(true);
    expect(backend.data.get(recordKey('post:0'))).toMatchObject({ data: 0 });
  });

  it('writes only the keys whose data changed', async () => {
    filled(backend, 5);
    await restoreStore();
    await flushDeviceStore();
    const before = backend.sets;
    setData('post:9', 'nine', 2000);
    await flushDeviceStore();
    // One transaction's worth: the changed record and the index.
    expect(backend.sets - before).toBe(2);
  });
});

describe('a check that finds the same data', () => {
  /** A new page load on the same device: memory forgotten, the disk kept. */
  async function reload(): Promise<void> {
    resetRestore();
    queryStore.setState({ entries: {}, fetching: {} });
    await restoreStore();
  }

  it('moves only the time, in the index, and the next visit reads it as fetched then', async () => {
    filled(backend, 3);
    await restoreStore();
    await flushDeviceStore();
    const before = backend.sets;
    // The page revalidates its data: the same content comes back an hour later.
    setData('post:0', 'body 0', 5000);
    await flushDeviceStore();
    // The index alone: the record is not copied to disk again for a new time.
    expect(backend.sets - before).toBe(1);
    expect(backend.data.get(recordKey('post:0'))).toMatchObject({
      data: 'body 0',
      fetchedAt: 1000,
    });
    expect((backend.data.get(INDEX_KEY) as DeviceIndex).keys['post:0']).toMatchObject({
      fetchedAt: 5000,
      dataAt: 1000,
    });

    await reload();
    expect(queryStore.getState().entries['post:0']).toMatchObject({
      data: 'body 0',
      fetchedAt: 5000,
    });
    // Another check on this visit vouches for the same record.
    setData('post:0', 'body 0', 9000);
    await flushDeviceStore();
    expect((backend.data.get(INDEX_KEY) as DeviceIndex).keys['post:0']).toMatchObject({
      fetchedAt: 9000,
      dataAt: 1000,
    });
    // New data is written whole, and the index no longer names an older record.
    setData('post:0', 'body 0, edited', 12000);
    await flushDeviceStore();
    expect(backend.data.get(recordKey('post:0'))).toMatchObject({ fetchedAt: 12000 });
    expect((backend.data.get(INDEX_KEY) as DeviceIndex).keys['post:0'].dataAt).toBeUndefined();
    await reload();
    expect(queryStore.getState().entries['post:0']).toMatchObject({
      data: 'body 0, edited',
      fetchedAt: 12000,
    });
  });

  it('never lends its time to a record it did not see', async () => {
    filled(backend, 3);
    // The index vouches for the record fetched at 1000; the disk holds one fetched at 1001.
    const index = backend.data.get(INDEX_KEY) as DeviceIndex;
    index.keys['post:0'] = { usedAt: 0, fetchedAt: 5000, dataAt: 1000 };
    backend.data.set(recordKey('post:0'), { data: 'other', fetchedAt: 1001 });
    await restoreStore();
    expect(queryStore.getState().entries['post:0']).toMatchObject({
      data: 'other',
      fetchedAt: 1001,
    });
  });

  it('after a write that failed, writes the record whole', async () => {
    filled(backend, 3);
    await restoreStore();
    await flushDeviceStore();
    backend.failures.push(quotaError(), quotaError());
    setData('post:0', 'body 0, edited', 2000);
    await flushDeviceStore();
    expect(backend.data.get(recordKey('post:0'))).toMatchObject({ data: 'body 0' });
    // The same edited data checked again: the disk still holds the old record, so it is written.
    setData('post:0', 'body 0, edited', 3000);
    await flushDeviceStore();
    expect(backend.data.get(recordKey('post:0'))).toMatchObject({
      data: 'body 0, edited',
      fetchedAt: 3000,
    });
  });
});

describe('a cache saved as one value by an earlier build', () => {
  it('is split into records, keeping saved articles, the library and reading positions', async () => {
    const entries: Record<string, CacheEntry> = {
      'entry:news:saved': entry({ title: 'Saved one' }, 5, { pinned: true, usedAt: 0 }),
      'entry:news:read': entry({ title: 'Read one' }, 50),
    };
    for (let i = 0; i < MAX_STORED_ENTRIES + 10; i++) entries[`list:x:${i}`] = entry([i], 100 + i);
    backend.data.set(STORE_NAME, { version: STORE_VERSION, state: { entries } });
    const library = memoryBackend();
    const library0 = {
      state: {
        saved: {
          'entry:news:saved': {
            key: 'entry:news:saved',
            path: '/news/saved',
            title: 'Saved one',
            savedAt: 5,
            files: [],
            linked: [],
            fileBytes: 0,
          },
        },
        recent: [],
        prefetchedAt: null,
        persistAsked: true,
      },
      version: 1,
    };
    library.data.set(LIBRARY_KEY, library0);
    replaceKvBackend('offline', library);
    const reading = memoryBackend();
    reading.data.set('positions', [
      {
        key: 'entry:news:read',
        path: '/news/read',
        title: 'Read one',
        y: 400,
        progress: 0.5,
        atEnd: false,
        updatedAt: 7,
      },
    ]);
    replaceKvBackend('reading', reading);

    await restoreStore();
    expect(backend.data.has(STORE_NAME)).toBe(false);
    const index = backend.data.get(INDEX_KEY) as DeviceIndex;
    expect(index.keys['entry:news:saved'].pinned).toBe(true);
    expect(Object.keys(index.keys)).toHaveLength(MAX_STORED_ENTRIES);
    expect(backend.data.get(recordKey('entry:news:saved'))).toMatchObject({
      data: { title: 'Saved one' },
    });
    await readAllStored();
    expect(queryStore.getState().entries['entry:news:saved']).toMatchObject({
      data: { title: 'Saved one' },
      pinned: true,
    });

    resetLibrary();
    await loadLibrary();
    expect(libraryStore.getState().saved['entry:news:saved']?.title).toBe('Saved one');
    // Reading positions live in their own database, which the split neither writes nor removes.
    expect(reading.sets).toBe(0);
    expect(reading.data.get('positions')).toEqual([expect.objectContaining({ y: 400 })]);
  });

  it('stays in place, read from memory, when the split cannot be written', async () => {
    backend.data.set(STORE_NAME, {
      version: STORE_VERSION,
      state: { entries: { 'entry:news:saved': entry('kept', 5, { pinned: true }) } },
    });
    backend.failures.push(new DOMException('full', 'QuotaExceededError'));
    await restoreStore();
    expect(backend.data.has(STORE_NAME)).toBe(true);
    await readAllStored();
    expect(queryStore.getState().entries['entry:news:saved'].data).toBe('kept');

    // The next write that succeeds carries the split's records, then the old value goes.
    setData('post:new', 'new', 10);
    await flushDeviceStore();
    expect(backend.data.get(recordKey('entry:news:saved'))).toMatchObject({ data: 'kept' });
    expect(backend.data.has(STORE_NAME)).toBe(false);
  });
});
