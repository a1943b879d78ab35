/**
 * A reader's device after the upgrade to one persistence pattern: everything earlier builds kept in
 * IndexedDB, in the shapes they kept it in, is found again and rewritten in today's shape — saved
 * articles and the reading history, reading positions, signups queued offline, the ahead-of-need
 * mirror and the query cache's single value. Nothing is lost, nothing is read twice.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend, type MemoryBackend } from '../memory-kv';
import { replaceKvBackend, restoreKvBackends } from '../../src/shared/kv.ts';
import {
  LIBRARY_KEY,
  libraryStorage,
  libraryStore,
  loadLibrary,
  resetLibrary,
} from '../../src/store/library.ts';
import {
  loadPositions,
  positions,
  POSITIONS_KEY,
  resetPositions,
  savePosition,
} from '../../src/features/reading-position/position-db.ts';
import { flushOutbox, QUEUE_KEY, submitSubscription } from '../../src/lib/newsletter-outbox.ts';
import { keptMirror, MIRROR_KEY } from '../../src/shared/refresh-mirror.ts';
import { emptyMirror, type Mirror } from '../../src/shared/sync-mirror.ts';
import { restoreStore, resetRestore } from '../../src/store/restore.ts';
import { readAllStored } from '../../src/store/stored-content.ts';
import { queryStore, STORE_NAME, STORE_VERSION } from '../../src/store/query-store.ts';

const position = (key: string, y: number) => ({
  key,
  path: `/news/${key}`,
  title: key,
  y,
  progress: 0.5,
  atEnd: false,
  updatedAt: y,
});

const oldMirror = (): Mirror => ({
  ...emptyMirror(),
  token: 'token-1',
  since: '2026-01-01T00:00:00Z',
  entries: { a1: { sys: { id: 'a1', type: 'Entry' }, fields: { title: 'Kept ahead' } } },
  listed: { a1: true },
});

let backends: Record<'cache' | 'offline' | 'reading' | 'newsletter', MemoryBackend>;

beforeEach(() => {
  backends = {
    cache: memoryBackend(),
    offline: memoryBackend(),
    reading: memoryBackend(),
    newsletter: memoryBackend(),
  };
  for (const [name, backend] of Object.entries(backends))
    replaceKvBackend(name as keyof typeof backends, backend);
  // The shapes builds before this one kept.
  backends.offline.data.set(LIBRARY_KEY, {
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
    recent: [{ key: 'entry:news:read', path: '/news/read', title: 'Read', readAt: 9 }],
    prefetchedAt: 777,
    persistAsked: true,
  });
  backends.offline.data.set(MIRROR_KEY, oldMirror());
  backends.reading.data.set(POSITIONS_KEY, [position('entry:news:read', 400), { broken: true }]);
  backends.newsletter.data.set(QUEUE_KEY, ['queued@example.com']);
  backends.cache.data.set(STORE_NAME, {
    version: STORE_VERSION,
    state: {
      entries: {
        'entry:news:saved': { data: { title: 'Saved one' }, fetchedAt: 5, usedAt: 5, pinned: true },
      },
    },
  });
  resetLibrary();
  resetPositions();
  resetRestore();
});

afterEach(() => {
  resetLibrary();
  resetPositions();
  resetRestore();
  restoreKvBackends();
});

describe('device data kept by earlier builds', () => {
  it('keeps saved articles and the reading history, rewritten in the kept-store shape', async () => {
    await loadLibrary();
    expect(Object.keys(libraryStore.getState().saved)).toEqual(['entry:news:saved']);
    expect(libraryStore.getState().recent.map((r) => r.key)).toEqual(['entry:news:read']);
    expect(libraryStore.getState().prefetchedAt).toBe(777);
    await libraryStorage.flush();
    expect(backends.offline.data.get(LIBRARY_KEY)).toMatchObject({
      state: { saved: { 'entry:news:saved': { title: 'Saved one' } }, persistAsked: true },
      version: 1,
    });
  });

  it('keeps reading positions (damaged items left out) and adds new ones to them', async () => {
    await loadPositions();
    expect(positions()).toEqual([position('entry:news:read', 400)]);
    await savePosition(position('entry:news:next', 120));
    expect(backends.reading.data.get(POSITIONS_KEY)).toEqual({
      state: { list: [position('entry:news:next', 120), position('entry:news:read', 400)] },
      version: 1,
    });
    // The next page load reads the new shape back.
    resetPositions();
    await loadPositions();
    expect(positions().map((p) => p.key)).toEqual(['entry:news:next', 'entry:news:read']);
  });

  it('sends a signup queued offline by an earlier build, and queues new ones beside it', async () => {
    expect(
      await submitSubscription('new@example.com', async () => ({ error: null }), {
        online: () => false,
      }),
    ).toEqual({ status: 'queued' });
    expect(backends.newsletter.data.get(QUEUE_KEY)).toEqual({
      state: { queue: ['queued@example.com', 'new@example.com'] },
      version: 1,
    });
    const sent: string[] = [];
    const results = await flushOutbox(
      async (email) => {
        sent.push(email);
        return { error: null };
      },
      { online: () => true },
    );
    expect(results.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(sent).toEqual(['queued@example.com', 'new@example.com']);
  });

  it('keeps the ahead-of-need mirror, so the next refresh asks only for changes', async () => {
    const kept = keptMirror(() => false);
    const mirror = await kept.load();
    expect(mirror).toEqual(oldMirror());
    expect(await kept.save({ ...mirror, token: 'token-2' })).toBe(true);
    expect(backends.offline.data.get(MIRROR_KEY)).toEqual({
      state: { ...oldMirror(), token: 'token-2' },
      version: 1,
    });
    expect((await kept.load()).token).toBe('token-2');
  });

  it('splits the query cache kept as one value into records, the saved article pinned', async () => {
    await restoreStore();
    expect(backends.cache.data.has(STORE_NAME)).toBe(false);
    await readAllStored();
    expect(queryStore.getState().entries['entry:news:saved']).toMatchObject({
      data: { title: 'Saved one' },
      pinned: true,
    });
  });
});
