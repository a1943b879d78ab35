/**
 * A preview tab keeps drafts in memory only: the query cache neither loads the stored (published) copy
 * nor writes to IndexedDB, seeds are refused, and the offline library stays untouched. The same steps
 * outside preview do write, so these tests fail if the guards go.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryBackend } from '../../tests/memory-kv';

const backend = memoryBackend();
const saved = backend.data;
const DRAFT = { title: 'A draft', slug: 'a-draft' };

/** Fresh modules each time: the read-back is once per page load. */
async function load() {
  vi.resetModules();
  const kv = await import('../shared/kv.ts');
  kv.replaceKvBackend('cache', backend);
  kv.replaceKvBackend('offline', backend);
  return {
    store: await import('./query-store'),
    device: await import('./device-store'),
    restore: await import('./restore'),
    library: await import('./library'),
    mode: await import('../lib/preview-mode.ts'),
  };
}

async function readDraftAndSave(m: Awaited<ReturnType<typeof load>>) {
  await m.restore.restoreStore();
  m.store.setData('entry:reviews:a-draft', DRAFT);
  await m.library.loadLibrary();
  m.library.recordRead({
    key: 'entry:reviews:a-draft',
    path: '/reviews/a-draft',
    title: 'A draft',
  });
  await m.device.flushDeviceStore();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  saved.clear();
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('outside preview', () => {
  it('saves what was read (the control case)', async () => {
    const m = await load();
    await readDraftAndSave(m);
    expect(JSON.stringify([...saved.values()])).toContain('A draft');
  });
});

describe('in a preview tab', () => {
  it('writes nothing to IndexedDB, neither the query cache nor the library', async () => {
    const m = await load();
    expect(m.mode.enterPreview('secret')).toBe(true);
    await readDraftAndSave(m);
    expect(saved.size).toBe(0);
    // The page still has its data, in memory.
    expect(m.store.queryStore.getState().entries['entry:reviews:a-draft']?.data).toEqual(DRAFT);
  });

  it('does not load the stored published copy or take prerendered seeds', async () => {
    const published = { title: 'Published' };
    saved.set('quandaries-query-cache', {
      state: { entries: { 'entry:reviews:x': { data: published, fetchedAt: Date.now() } } },
      version: 1,
    });
    const m = await load();
    m.mode.enterPreview('secret');
    await m.restore.restoreStore();
    m.restore.seedQuery('entry:reviews:y', published);
    expect(m.store.queryStore.getState().entries).toEqual({});
  });

  it('ends with exitPreview', async () => {
    const m = await load();
    m.mode.enterPreview('secret');
    m.mode.exitPreview();
    expect(m.mode.isPreviewMode()).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});
