/**
 * The articles downloaded ahead of need stay on the device through ordinary browsing: the device
 * store's bound evicts the least recently used keys, never those of the current window; when the
 * window moves, the article that left it can be evicted again, unless the reader saved it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend, type MemoryBackend } from '../memory-kv';
import { paragraphDoc } from '../rich-text-doc';
import { replaceKvBackend, restoreKvBackends } from '../../src/shared/kv.ts';
import {
  flushDeviceStore,
  INDEX_KEY,
  recordKey,
  type DeviceIndex,
} from '../../src/store/device-store';
import { restoreStore, resetRestore } from '../../src/store/restore';
import { entryKey } from '../../src/store/keys';
import { addSaved, resetLibrary } from '../../src/store/library';
import { MAX_STORED_ENTRIES, queryStore, setData, touch } from '../../src/store/query-store';
import { aheadState } from '../../src/features/offline-reading/ahead-state';
import { keptMirror } from '../../src/shared/refresh-mirror';
import { fillFromRefreshedMirror } from '../../src/features/offline-reading/run-ahead-of-need';
import { applySyncPage, emptyMirror, type Mirror } from '../../src/shared/sync-mirror';

const locale = <T>(value: T) => ({ 'en-US': value });

/** A news article as the Sync API delivers it; a later `day` is a newer article. */
const news = (day: number) => ({
  sys: {
    id: `n${day}`,
    type: 'Entry',
    updatedAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00Z`,
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'news' } },
  },
  fields: Object.fromEntries(
    Object.entries({
      title: `News ${day}`,
      urlSlug: `news-${day}`,
      publishDate: `2026-01-${String(day).padStart(2, '0')}`,
      body: paragraphDoc('Words on a train'),
    }).map(([k, v]) => [k, locale(v)]),
  ),
});

/** A mirror holding news of these days, every one in its kind's window, as a refresh leaves it. */
function mirrorOf(days: number[]): Mirror {
  const synced = applySyncPage(
    emptyMirror(),
    { items: days.map(news), nextSyncUrl: 'https://cdn.example/sync?sync_token=t' },
    'en-US',
  );
  const listed = Object.fromEntries(Object.keys(synced.entries).map((id) => [id, true as const]));
  return { ...synced, listed };
}

/** The worker refreshed the mirror; the page puts its newest articles into the store. */
async function refreshed(days: number[]): Promise<void> {
  expect(await keptMirror(() => false).save(mirrorOf(days))).toBe(true);
  expect(await fillFromRefreshedMirror()).toBe(true);
}

/** Ordinary browsing: more keys than the device keeps, each used after the window was filled. */
async function browse(prefix: string): Promise<void> {
  for (let i = 0; i < MAX_STORED_ENTRIES + 20; i++) setData(`${prefix}:${i}`, i);
  for (let i = 0; i < MAX_STORED_ENTRIES + 20; i++) touch(`${prefix}:${i}`);
  await flushDeviceStore();
}

let cache: MemoryBackend;
const onDevice = (key: string) => cache.data.has(recordKey(key));

beforeEach(async () => {
  resetRestore();
  resetLibrary();
  aheadState.reset();
  queryStore.setState({ entries: {}, fetching: {} });
  cache = memoryBackend();
  replaceKvBackend('cache', cache);
  replaceKvBackend('offline', memoryBackend());
  await restoreStore();
});

afterEach(() => restoreKvBackends());

describe('the ahead-of-need window on the device', () => {
  it('survives browsing past the bound', async () => {
    await refreshed([1, 2, 3]);
    await browse('list:x');
    const index = cache.data.get(INDEX_KEY) as DeviceIndex;
    for (const day of [1, 2, 3]) {
      expect(index.keys[entryKey('news', `news-${day}`)]?.pinned).toBe(true);
      expect(onDevice(entryKey('news', `news-${day}`))).toBe(true);
    }
    // The bound still holds for everything else: the device keeps MAX_STORED_ENTRIES keys, and the
    // browsed keys past them are gone from it, records included (which ones depends on ties between
    // touches in the same millisecond, so the test counts them).
    const keys = Object.keys(index.keys);
    expect(keys).toHaveLength(MAX_STORED_ENTRIES);
    const browsedOnDevice = Array.from(
      { length: MAX_STORED_ENTRIES + 20 },
      (_, i) => `list:x:${i}`,
    ).filter(onDevice).length;
    expect(browsedOnDevice).toBe(keys.filter((key) => key.startsWith('list:x:')).length);
    expect(browsedOnDevice).toBeLessThanOrEqual(MAX_STORED_ENTRIES - 3);
  });

  it('lets go of an article that left the window, unless the reader saved it', async () => {
    await refreshed([1, 2, 3, 4, 5]);
    const oldest = entryKey('news', 'news-1');
    const saved = entryKey('news', 'news-2');
    addSaved({
      key: saved,
      path: '/news/news-2',
      title: 'News 2',
      savedAt: 1,
      files: [],
      linked: [],
      fileBytes: 0,
    });
    // Two newer articles push the two oldest out of the newest five.
    await refreshed([1, 2, 3, 4, 5, 6, 7]);
    expect(queryStore.getState().entries[oldest]?.pinned).toBe(false);
    expect(queryStore.getState().entries[saved]?.pinned).toBe(true);
    await browse('list:y');
    expect(onDevice(oldest)).toBe(false);
    expect(onDevice(saved)).toBe(true);
    expect(onDevice(entryKey('news', 'news-7'))).toBe(true);
    expect(onDevice(entryKey('news', 'news-4'))).toBe(true);
  });
});
