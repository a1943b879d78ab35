import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend, quotaError } from '../../tests/memory-kv';
import { KV_DATABASES, openKv, replaceKvBackend, restoreKvBackends } from './kv';

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
      library: { database: 'quandaries-library', store: 'kv' },
      newsletter: { database: 'quandaries-newsletter', store: 'outbox' },
      reading: { database: 'quandaries-reading', store: 'positions' },
    });
  });

  it('reads back what it wrote, and null for what is not there', async () => {
    replaceKvBackend('library', memoryBackend());
    const kv = openKv('library', 'test');
    expect(await kv.set('a', { n: 1 })).toBe('saved');
    expect(await kv.get('a')).toEqual({ n: 1 });
    expect(await kv.get('missing')).toBeNull();
    await kv.del('a');
    expect(await kv.get('a')).toBeNull();
  });

  it('keeps each database apart', async () => {
    const library = memoryBackend();
    const outbox = memoryBackend();
    replaceKvBackend('library', library);
    replaceKvBackend('newsletter', outbox);
    await openKv('library', 'test').set('k', 'in library');
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
    const kv = openKv('library', 'test');
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
