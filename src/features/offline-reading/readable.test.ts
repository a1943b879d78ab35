import { afterEach, describe, expect, it } from 'vitest';
import { normaliseArticle } from '../../content/normalise';
import { entryKey, postKey } from '../../store/keys';
import { setLibraryBackend, writeLibraryValue } from '../../store/library-db';
import { renderHook } from '@testing-library/react';
import { seedQueries } from '../../store/hydrate';
import { setPinned } from '../../store/offline-pins';
import { useStoredEntries } from '../../store/use-stored';
import { MIRROR_KEY } from '../ahead-of-need/mirror-read';
import { applySyncPage, emptyMirror } from '../ahead-of-need/sync-mirror';
import { mirrorSnapshot } from './mirror-cache';
import { isReadableOffline, storeKeyFor } from './readable';

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

const body = {
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [{ nodeType: 'text', value: 'Words on a train', marks: [], data: {} }],
    },
  ],
};

const memory = () => {
  const data = new Map<string, unknown>();
  return {
    get: async (k: string) => data.get(k),
    set: async (k: string, v: unknown) => void data.set(k, structuredClone(v)),
    del: async (k: string) => void data.delete(k),
  };
};

afterEach(() => setLibraryBackend(null));

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
    const none = new Set<string>();
    const read = entryKey('news', 'read');
    const saved = entryKey('fiction', 'saved');
    seedQueries([
      { key: read, data: { title: 'Read' }, fetchedAt: 1 },
      { key: saved, data: { title: 'Saved' }, fetchedAt: 1 },
    ]);
    setPinned(saved, true);
    const sources = () => ({ entries: stored(), mirrorKeys: none });
    expect(isReadableOffline(read, sources())).toBe(true);
    expect(isReadableOffline(saved, sources())).toBe(true);
    expect(isReadableOffline(entryKey('news', 'never'), sources())).toBe(false);
    expect(isReadableOffline(null, sources())).toBe(false);
  });

  it('is readable from the ahead-of-need mirror, which gives the page the same article', async () => {
    setLibraryBackend(memory());
    const raw = synced('n1', 'news', { title: 'From the mirror', urlSlug: 'mirrored', body });
    const mirror = applySyncPage(
      emptyMirror(),
      {
        items: [
          raw,
          synced('p1', 'post', { title: 'A post', slug: 'a-post', content: body }),
          synced('x1', 'author', { name: 'Not an article', slug: 'someone' }),
        ],
        nextSyncUrl: 'https://cdn.example/sync?sync_token=t',
      },
      'en-US',
    );
    await writeLibraryValue(MIRROR_KEY, mirror);
    const snapshot = await mirrorSnapshot();
    expect([...snapshot.keys].sort()).toEqual([entryKey('news', 'mirrored'), postKey('a-post')]);
    const sources = { entries: stored(), mirrorKeys: snapshot.keys };
    expect(isReadableOffline(entryKey('news', 'mirrored'), sources)).toBe(true);
    expect(isReadableOffline(entryKey('news', 'elsewhere'), sources)).toBe(false);
    const article = snapshot.data(entryKey('news', 'mirrored'));
    expect(article).toEqual(
      normaliseArticle({ sys: raw.sys, fields: mirror.entries.n1.fields }, 'news'),
    );
    expect(article?.words).toBe(4);
    expect(snapshot.data(postKey('a-post'))?.title).toBe('A post');
  });
});
