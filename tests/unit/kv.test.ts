import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend, quotaError } from '../memory-kv';
import { IDBFactory, IDBObjectStore, IDBTransaction } from 'fake-indexeddb';
import {
  idbBackend,
  KV_DATABASES,
  openKv,
  replaceKvBackend,
  restoreKvBackends,
} from '../../src/shared/kv';

afterEach(() => {
  restoreKvBackends();
  vi.restoreAllMocks();
});

const failing = (error: unknown) => ({
  get: () => Promise.reject(error),
  set: () => Promise.reject(error),
  del: () => Promise.reject(error),
});

describe('openKv', () => {
  it('keeps the database and store names visitors already have on disk', () => {
    expect(KV_DATABASES).toEqual({
      cache: { database: 'quandaries-cache', store: 'queries' },
      offline: { database: 'quandaries-library', store: 'kv' },
      newsletter: { database: 'quandaries-newsletter', store: 'outbox' },
      reading: { database: 'quandaries-reading', store: 'positions' },
    });
  });

  it('reads back what it wrote, and null for what is not there', async () => {
    replaceKvBackend('offline', memoryBackend());
    const kv = openKv('offline', 'test');
    expect(await kv.set('a', { n: 1 })).toBe('written');
    expect(await kv.get('a')).toEqual({ n: 1 });
    expect(await kv.get('missing')).toBeNull();
    await kv.del('a');
    expect(await kv.get('a')).toBeNull();
  });

  it('keeps each database apart', async () => {
    const library = memoryBackend();
    const outbox = memoryBackend();
    replaceKvBackend('offline', library);
    replaceKvBackend('newsletter', outbox);
    await openKv('offline', 'test').set('k', 'in library');
    expect(library.data.get('k')).toBe('in library');
    expect(outbox.data.has('k')).toBe(false);
  });

  it('swallows read, write and delete errors, saying which store failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replaceKvBackend('cache', failing(new Error('corrupt')));
    const kv = openKv('cache', 'probe');
    await expect(kv.get('k')).resolves.toBeNull();
    await expect(kv.set('k', 1)).resolves.toBe('failed');
    await expect(kv.del('k')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.every(([message]) => String(message).startsWith('[probe]'))).toBe(true);
  });

  it('tells a full disk apart from other write failures', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replaceKvBackend('cache', failing(quotaError()));
    expect(await openKv('cache', 'test').set('k', 1)).toBe('quota');
    // Legacy WebKit reports the quota by code 22 only.
    replaceKvBackend('cache', failing({ name: 'Error', code: 22 }));
    expect(await openKv('cache', 'test').set('k', 1)).toBe('quota');
  });

  it('answers "none" without storage (Node, prerendering) and never opens IndexedDB there', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const kv = openKv('offline', 'test');
    expect(await kv.set('k', 1)).toBe('none');
    expect(await kv.get('k')).toBeNull();
  });

  it('follows a backend replaced after the store was opened', async () => {
    const kv = openKv('newsletter', 'test');
    const backend = memoryBackend();
    replaceKvBackend('newsletter', backend);
    await kv.set('k', 2);
    expect(backend.data.get('k')).toBe(2);
  });
});

describe('idbBackend (IndexedDB)', () => {
  it('stores under the key in the one object store, as the stores on disk already are', async () => {
    const factory = new IDBFactory();
    const kv = idbBackend(factory, 'quandaries-cache', 'queries');
    await kv.setMany!([
      ['a', { n: 1 }],
      ['b', 2],
    ]);
    await kv.set('c', 3);
    await kv.del('b');
    expect(await kv.getMany!(['a', 'b', 'c'])).toEqual([{ n: 1 }, undefined, 3]);
    await kv.delMany!(['a', 'c']);
    expect(await kv.get('a')).toBeUndefined();

    // A plain IndexedDB reader (another version of the site) finds the same record.
    await kv.set('k', 'v');
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open('quandaries-cache');
      request.onsuccess = () => resolve(request.result);
    });
    const value = await new Promise((resolve) => {
      const request = db.transaction('queries').objectStore('queries').get('k');
      request.onsuccess = () => resolve(request.result);
    });
    expect(value).toBe('v');
    db.close();
  });

  it('commits each transaction at once, so a page frozen right after queuing it cannot hold it open', async () => {
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    const kv = idbBackend(new IDBFactory(), 'quandaries-cache', 'queries');
    await kv.setMany!([['a', 1]]);
    await kv.get('a');
    await kv.delMany!(['a']);
    expect(commit).toHaveBeenCalledTimes(3);
  });

  it('reads a value that arrives after its transaction completed, as Chromium does with large values', async () => {
    const kv = idbBackend(new IDBFactory(), 'quandaries-cache', 'queries');
    await kv.setMany!([
      ['a', { big: 'x'.repeat(1000) }],
      ['b', 2],
    ]);
    // Each read's request stays pending past the transaction's complete event, then succeeds.
    const late: (() => void)[] = [];
    const get = IDBObjectStore.prototype.get;
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(function (
      this: IDBObjectStore,
      key: IDBValidKey | IDBKeyRange,
    ) {
      const real = get.call(this, key);
      const request = new EventTarget() as EventTarget & { readyState: string; result: unknown };
      request.readyState = 'pending';
      real.addEventListener('success', () =>
        late.push(() => {
          request.readyState = 'done';
          request.result = real.result;
          request.dispatchEvent(new Event('success'));
        }),
      );
      return request as unknown as IDBRequest;
    });
    const one = kv.get('a');
    const many = kv.getMany!(['a', 'b', 'missing']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(late).toHaveLength(4);
    late.forEach((arrive) => arrive());
    expect(await one).toEqual({ big: 'x'.repeat(1000) });
    expect(await many).toEqual([{ big: 'x'.repeat(1000) }, 2, undefined]);
  });

  it('gives up on an open that never finishes, and tries again on the next use', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const real = new IDBFactory();
    let hang = true;
    const factory = {
      open: (name: string) => (hang ? ({} as IDBOpenDBRequest) : real.open(name)),
    } as IDBFactory;
    replaceKvBackend('cache', idbBackend(factory, 'quandaries-cache', 'queries', 50));
    const kv = openKv('cache', 'test');
    // Read as "nothing stored", so the page goes on to the network or the worker's copy.
    expect(await kv.get('k')).toBeNull();
    expect(await kv.set('k', 1)).toBe('failed');
    hang = false;
    expect(await kv.set('k', 1)).toBe('written');
    expect(await kv.get('k')).toBe(1);
  });

  it('closes for a page that upgrades the database, and opens again after', async () => {
    const factory = new IDBFactory();
    const kv = idbBackend(factory, 'quandaries-cache', 'queries', 1000);
    await kv.set('k', 1);
    // Another page asks for a new version: it is not blocked by this page's open connection.
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open('quandaries-cache', 2);
      request.onsuccess = () => resolve(request.result);
      request.onblocked = () => reject(new Error('blocked'));
    });
    upgraded.close();
    expect(await kv.get('k')).toBe(1);
  });
});
