/**
 * The reading library on zustand `persist`: a library saved by the earlier hand-rolled code (the bare
 * state under `library`) still loads and is rewritten in the new shape, a preview tab writes nothing,
 * and a full disk costs at most the reading history on disk, never anything in memory.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend, quotaError, type MemoryBackend } from '../../tests/memory-kv';
import { replaceKvBackend, restoreKvBackends } from '../shared/kv.ts';
import { enterPreview, exitPreview } from '../lib/preview-mode.ts';
import {
  addSaved,
  LIBRARY_KEY,
  LIBRARY_VERSION,
  libraryStorage,
  libraryStore,
  loadLibrary,
  markPersistAsked,
  recordRead,
  resetLibrary,
  type LibraryState,
  type SavedItem,
} from './library';

const item = (key: string): SavedItem => ({
  key,
  path: `/news/${key}`,
  title: key,
  savedAt: 5,
  files: [`https://images.example/${key}.jpg`],
  linked: [`entry:news:${key}-linked`],
  fileBytes: 1234,
});

/** What the library wrote before it went through persist: the bare state, no envelope. */
const OLD_SHAPE: LibraryState = {
  saved: { 'entry:news:kept': item('entry:news:kept') },
  recent: [
    { key: 'entry:news:b', path: '/news/b', title: 'B', readAt: 20 },
    { key: 'entry:news:a', path: '/news/a', title: 'A', readAt: 10 },
  ],
  prefetchedAt: 777,
  persistAsked: true,
};

let backend: MemoryBackend;
const onDisk = () => backend.data.get(LIBRARY_KEY);

beforeEach(() => {
  resetLibrary();
  backend = memoryBackend();
  replaceKvBackend('offline', backend);
});
afterEach(() => {
  exitPreview();
  restoreKvBackends();
  vi.restoreAllMocks();
});

describe('library persistence', () => {
  it("loads a visitor's library saved in the old bare shape and rewrites it in the new one", async () => {
    backend.data.set(LIBRARY_KEY, structuredClone(OLD_SHAPE));
    await loadLibrary();
    expect(libraryStore.getState()).toEqual(OLD_SHAPE);
    await libraryStorage.flush();
    expect(onDisk()).toEqual({ state: OLD_SHAPE, version: LIBRARY_VERSION });

    // The next page load reads the new shape back the same.
    resetLibrary();
    await loadLibrary();
    expect(libraryStore.getState()).toEqual(OLD_SHAPE);
  });

  it('starts empty from a stored library it cannot read, and writes over it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    backend.data.set(LIBRARY_KEY, { saved: 'nonsense', recent: 42, prefetchedAt: 'soon' });
    await loadLibrary();
    expect(libraryStore.getState()).toEqual({
      saved: {},
      recent: [],
      prefetchedAt: null,
      persistAsked: false,
    });
    addSaved(item('fresh'));
    await libraryStorage.flush();
    expect(onDisk()).toMatchObject({ state: { saved: { fresh: { title: 'fresh' } } } });
  });

  it('writes nothing in a preview tab, while still showing the saved library', async () => {
    backend.data.set(LIBRARY_KEY, structuredClone(OLD_SHAPE));
    expect(enterPreview('secret')).toBe(true);
    await loadLibrary();
    expect(libraryStore.getState().saved['entry:news:kept']).toBeDefined();
    recordRead({ key: 'entry:reviews:draft', path: '/reviews/draft', title: 'Draft' });
    addSaved(item('draft'));
    markPersistAsked();
    await libraryStorage.flush();
    expect(backend.sets).toBe(0);
    expect(onDisk()).toEqual(OLD_SHAPE);
    expect(libraryStore.getState().recent.map((r) => r.key)).not.toContain('entry:reviews:draft');
  });

  it('on a full disk drops half the reading history on disk, keeping every saved article', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadLibrary();
    await libraryStorage.flush();
    for (let i = 0; i < 10; i++) recordRead({ key: `k${i}`, path: '/', title: 't' }, i);
    addSaved(item('a'));
    backend.failures.push(quotaError());
    await libraryStorage.flush();
    const stored = onDisk() as { state: LibraryState };
    expect(Object.keys(stored.state.saved)).toEqual(['a']);
    expect(stored.state.recent.map((r) => r.key)).toEqual(['k9', 'k8', 'k7', 'k6', 'k5']);
    // Memory keeps all of it.
    expect(libraryStore.getState().recent).toHaveLength(10);
  });

  it('keeps the whole library in memory when nothing can be written, and saves it once there is room', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadLibrary();
    await libraryStorage.flush();
    const writesBefore = backend.sets;
    backend.failures.push(quotaError(), quotaError());
    addSaved(item('a'));
    await libraryStorage.flush();
    expect(backend.sets).toBe(writesBefore + 2);
    expect((onDisk() as { state: LibraryState }).state.saved).toEqual({});
    expect(libraryStore.getState().saved.a).toEqual(item('a'));

    addSaved(item('b'));
    await libraryStorage.flush();
    expect(Object.keys((onDisk() as { state: LibraryState }).state.saved).sort()).toEqual([
      'a',
      'b',
    ]);
  });
});
