import { afterEach, describe, expect, it } from 'vitest';
import { normaliseArticle } from '../../content/normalise';
import type { Article } from '../../content/types';
import { entryKey, postKey } from '../../store/keys';
import { replaceKvBackend, restoreKvBackends } from '../../shared/kv.ts';
import { memoryBackend } from '../../../tests/memory-kv';
import { renderHook } from '@testing-library/react';
import { seedQueries } from '../../store/restore';
import { setPinned } from '../../store/offline-pins';
import { useStoredEntries } from '../../store/use-stored';
import { keptMirror } from '../../shared/refresh-mirror';
import { aheadState } from './ahead-state';
import { fillFromRefreshedMirror } from './run-ahead-of-need';
import { applySyncPage, emptyMirror } from '../../shared/sync-mirror';
import { isReadableOffline, storeKeyFor } from './readable';
import { paragraphDoc } from '../../../tests/rich-text-doc';

const locale = <T>(value: T) => ({ 'en-US': value });

/** Entries as the Sync API delivers them: every field per locale. */
const synced = (id: string, type: string, fields: Record<string, unknown>) => ({
  sys: {
    id,
    type: 'Entry',
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: type } },
  },
  fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, locale(v)])),
});

const body = paragraphDoc('Words on a train');

afterEach(() => restoreKvBackends());

/** The store's entries as the app's hook reads them. */
const stored = () => renderHook(() => useStoredEntries()).result.current ?? {};

describe('readable offline', () => {
  it('maps a card to the store key its page reads', () => {
    expect(storeKeyFor('reviews', 'dune')).toBe(entryKey('reviews', 'dune'));
    expect(storeKeyFor('post', 'hello')).toBe(postKey('hello'));
    expect(storeKeyFor('unknown', 'x')).toBeNull();
    expect(storeKeyFor('news', '')).toBeNull();
  });

  it('is readable when its page data is in the store (read, saved or downloaded ahead)', () => {
    const read = entryKey('news', 'read');
    const saved = entryKey('fiction', 'saved');
    seedQueries([
      { key: read, data: { title: 'Read' }, fetchedAt: 1 },
      { key: saved, data: { title: 'Saved' }, fetchedAt: 1 },
    ]);
    setPinned(saved, true);
    const sources = () => stored();
    expect(isReadableOffline(read, sources())).toBe(true);
    expect(isReadableOffline(saved, sources())).toBe(true);
    expect(isReadableOffline(entryKey('news', 'never'), sources())).toBe(false);
    expect(isReadableOffline(null, sources())).toBe(false);
  });

  it('is readable when downloaded ahead (the newest five of a kind), and the store holds that article', async () => {
    replaceKvBackend('offline', memoryBackend());
    const news = Array.from({ length: 7 }, (_, i) =>
      synced(`n${i}`, 'news', {
        title: `News ${i}`,
        urlSlug: `news-${i}`,
        publishDate: `2026-01-0${i + 1}`,
        body,
      }),
    );
    const synced7 = applySyncPage(
      emptyMirror(),
      {
        items: [
          ...news,
          synced('p1', 'post', { title: 'A post', slug: 'a-post', content: body }),
          synced('x1', 'author', { name: 'Not an article', slug: 'someone' }),
        ],
        nextSyncUrl: 'https://cdn.example/sync?sync_token=t',
      },
      'en-US',
    );
    // Every entry in its kind's window, as a refresh leaves it.
    const listed = Object.fromEntries(
      Object.keys(synced7.entries).map((id) => [id, true as const]),
    );
    const mirror = { ...synced7, listed };
    // The worker's refresh keeps the mirror; the page puts its newest articles into the store.
    expect(await keptMirror(() => false).save(mirror)).toBe(true);
    expect(await fillFromRefreshedMirror()).toBe(true);
    // Newest first; the two oldest news and the post were not downloaded ahead.
    expect(aheadState.store.getState().items.map((i) => i.path)).toEqual([
      '/news/news-6',
      '/news/news-5',
      '/news/news-4',
      '/news/news-3',
      '/news/news-2',
    ]);
    const entries = stored();
    expect(isReadableOffline(entryKey('news', 'news-6'), entries)).toBe(true);
    expect(isReadableOffline(entryKey('news', 'news-0'), entries)).toBe(false);
    expect(isReadableOffline(postKey('a-post'), entries)).toBe(false);
    const article = entries[entryKey('news', 'news-6')]?.data as Article | undefined;
    expect(article).toEqual(
      normaliseArticle({ sys: news[6].sys, fields: mirror.entries.n6.fields }, 'news'),
    );
    expect(article?.words).toBe(4);
    expect(entries[entryKey('news', 'news-0')]?.data).toBeUndefined();
    // Nothing new since: the next page reads only the stamp.
    expect(await fillFromRefreshedMirror()).toBe(false);
  });
});
