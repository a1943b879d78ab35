import { describe, expect, it } from 'vitest';
import { applySyncPage, emptyMirror, flattenLocales, tokenOf } from './sync-mirror.ts';

const entry = (id: string, title: string) => ({
  sys: { id, type: 'Entry', contentType: { sys: { id: 'news' } } },
  fields: { title: { 'en-US': title, de: `${title} (de)` } },
});

describe('sync mirror', () => {
  it('keeps one locale of every field, the preferred one when present', () => {
    expect(flattenLocales({ a: { de: 'x', 'en-US': 'y' }, b: { de: 'only' } }, 'en-US')).toEqual({
      a: 'y',
      b: 'only',
    });
  });

  it('adds, updates and deletes items, and moves the token only when a sync completes', () => {
    let mirror = applySyncPage(
      emptyMirror(),
      { items: [entry('a', 'A'), entry('b', 'B')], nextPageUrl: 'https://x/sync?sync_token=p2' },
      'en-US',
    );
    expect(mirror.token).toBeNull();
    mirror = applySyncPage(
      mirror,
      {
        items: [
          { sys: { id: 'img', type: 'Asset' }, fields: { file: { 'en-US': { url: '//f' } } } },
        ],
        nextSyncUrl: 'https://x/sync?sync_token=t1',
      },
      'en-US',
    );
    expect(mirror.token).toBe('t1');
    expect(mirror.entries.a.fields).toEqual({ title: 'A' });
    expect(mirror.assets.img.fields).toEqual({ file: { url: '//f' } });

    const before = mirror;
    mirror = applySyncPage(
      mirror,
      {
        items: [entry('a', 'A2'), { sys: { id: 'b', type: 'DeletedEntry' } }],
        nextSyncUrl: 'https://x/sync?sync_token=t2',
      },
      'en-US',
    );
    expect(Object.keys(mirror.entries)).toEqual(['a']);
    expect(mirror.entries.a.fields.title).toBe('A2');
    expect(mirror.token).toBe('t2');
    // The previous mirror is untouched (a failed save keeps a consistent copy).
    expect(before.entries.b).toBeDefined();
  });

  it('reads the token out of next URLs and ignores junk items', () => {
    expect(tokenOf('https://x/sync?sync_token=abc%3D')).toBe('abc=');
    expect(tokenOf('not a url')).toBeNull();
    expect(
      applySyncPage(emptyMirror(), { items: [null, 5, { sys: {} }] }, 'en-US').entries,
    ).toEqual({});
  });
});
