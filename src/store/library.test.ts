import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend } from '../../tests/memory-kv';
import { replaceKvBackend, restoreKvBackends } from '../shared/kv.ts';
import {
  addSaved,
  LIBRARY_VERSION,
  libraryStore,
  loadLibrary,
  MAX_RECENT,
  recordRead,
  resetLibrary,
  libraryStorage,
  stillUsed,
  type SavedItem,
} from './library';

/** The offline-reading database in memory; `fail` is thrown by every write. */
function memory(fail: unknown = null) {
  const backend = memoryBackend();
  if (fail) backend.set = () => Promise.reject(fail);
  return { backend, data: backend.data };
}
const setLibraryBackend = (backend: ReturnType<typeof memoryBackend>) =>
  replaceKvBackend('offline', backend);

const item = (key: string, files: string[], linked: string[] = []): SavedItem => ({
  key,
  path: `/x/${key}`,
  title: key,
  savedAt: 1,
  files,
  linked,
  fileBytes: 10,
});

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => resetLibrary());
afterEach(() => {
  restoreKvBackends();
  vi.restoreAllMocks();
});

describe('library', () => {
  it('keeps at most MAX_RECENT recently read pages, newest first, one per page', async () => {
    setLibraryBackend(memory().backend);
    await loadLibrary();
    for (let i = 0; i < MAX_RECENT + 5; i++) recordRead({ key: `k${i}`, path: '/', title: 't' }, i);
    recordRead({ key: 'k10', path: '/', title: 't' }, 1000);
    const { recent } = libraryStore.getState();
    expect(recent).toHaveLength(MAX_RECENT);
    expect(recent[0].key).toBe('k10');
    expect(recent.filter((r) => r.key === 'k10')).toHaveLength(1);
    // The oldest went out first.
    expect(recent.map((r) => r.key)).not.toContain('k0');
  });

  it('saves changes and reads them back in a new session, merged with what this one did', async () => {
    const { backend, data } = memory();
    setLibraryBackend(backend);
    await loadLibrary();
    addSaved(item('entry:news:a', ['f1']));
    await settle();
    expect(data.get('library')).toMatchObject({
      state: { saved: { 'entry:news:a': { files: ['f1'] } } },
      version: LIBRARY_VERSION,
    });

    resetLibrary();
    recordRead({ key: 'entry:news:b', path: '/', title: 'b' });
    await loadLibrary();
    const state = libraryStore.getState();
    expect(Object.keys(state.saved)).toEqual(['entry:news:a']);
    expect(state.recent.map((r) => r.key)).toEqual(['entry:news:b']);
  });

  it('does not overwrite the saved library before it has been read', async () => {
    const { backend, data } = memory();
    data.set('library', { saved: { old: item('old', []) }, recent: [] });
    setLibraryBackend(backend);
    addSaved(item('new', []));
    await settle();
    expect(Object.keys((data.get('library') as { saved: object }).saved)).toEqual(['old']);
    await loadLibrary();
    expect(Object.keys(libraryStore.getState().saved).sort()).toEqual(['new', 'old']);
  });

  it('tells which files and keys other saved items still use', async () => {
    setLibraryBackend(memory().backend);
    await loadLibrary();
    addSaved(item('a', ['shared', 'only-a'], ['entry:news:x']));
    addSaved(item('b', ['shared'], ['entry:news:x']));
    const state = libraryStore.getState();
    expect([...stillUsed(state, 'a', (i) => i.files)]).toEqual(['shared']);
    expect([...stillUsed(state, 'a', (i) => [i.key, ...i.linked])]).toEqual(['b', 'entry:news:x']);
  });

  it('survives a full disk: writes report false and the library keeps working in memory', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setLibraryBackend(memory(new DOMException('full', 'QuotaExceededError')).backend);
    await loadLibrary();
    addSaved(item('a', []));
    expect(await libraryStorage.flush()).toBe('quota');
    await settle();
    expect(libraryStore.getState().saved.a).toBeDefined();
  });
});
