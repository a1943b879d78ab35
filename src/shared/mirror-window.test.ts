import { describe, expect, it } from 'vitest';
import {
  BODY_WINDOW,
  LIST_WINDOW,
  belongsInWindow,
  bodiesMissing,
  trimMirror,
  typesToRefill,
} from './mirror-window.ts';
import { emptyMirror, type Mirror, type RawItem } from './sync-mirror.ts';

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

const news = (n: number, fields: Record<string, unknown> = {}): RawItem => ({
  sys: {
    id: `news-${String(n).padStart(4, '0')}`,
    type: 'Entry',
    contentType: link('ContentType', 'news'),
  },
  // Day n of 2026: a higher n is newer.
  fields: { publishDate: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(), ...fields },
});

const other = (id: string, fields: Record<string, unknown> = {}): RawItem => ({
  sys: { id, type: 'Entry', contentType: link('ContentType', 'person') },
  fields,
});
const asset = (id: string): RawItem => ({ sys: { id, type: 'Asset' }, fields: {} });

function mirrorOf(listed: RawItem[], extra: RawItem[] = [], assets: RawItem[] = []): Mirror {
  const mirror = emptyMirror();
  for (const item of [...listed, ...extra]) mirror.entries[item.sys.id] = item;
  for (const item of listed) mirror.listed[item.sys.id] = true;
  for (const item of assets) mirror.assets[item.sys.id] = item;
  return mirror;
}

describe('the mirror window', () => {
  it('keeps the newest LIST_WINDOW of a kind, what they link to two levels deep, nothing else', () => {
    const items = Array.from({ length: LIST_WINDOW + 1 }, (_, n) => news(n + 1));
    // The newest links an author, who links a portrait and a friend; the oldest links another author.
    items[LIST_WINDOW] = news(LIST_WINDOW + 1, {
      author: link('Entry', 'ann'),
      cover: link('Asset', 'c'),
    });
    items[0] = news(1, { author: link('Entry', 'bo') });
    const mirror = mirrorOf(
      items,
      [
        other('ann', { portrait: link('Asset', 'p'), friend: link('Entry', 'cy') }),
        other('cy', { portrait: link('Asset', 'q'), friend: link('Entry', 'di') }),
        other('di'),
        other('bo'),
        other('stray'),
      ],
      ['c', 'p', 'q', 'unused'].map(asset),
    );
    mirror.complete.news = true;
    mirror.partial['news-0001'] = true;
    const trimmed = trimMirror(mirror);
    expect(Object.keys(trimmed.listed)).toHaveLength(LIST_WINDOW);
    expect(trimmed.listed['news-0001']).toBeUndefined();
    expect(trimmed.partial).toEqual({});
    // Linked two levels down, plus the assets of the deepest entries, as `include: 2` gives them.
    expect(
      Object.keys(trimmed.entries)
        .filter((id) => !id.startsWith('news-'))
        .sort(),
    ).toEqual(['ann', 'cy']);
    expect(Object.keys(trimmed.assets).sort()).toEqual(['c', 'p', 'q']);
    // It lost an entry, so the mirror no longer holds the whole kind.
    expect(trimmed.complete.news).toBeUndefined();
  });

  it('refills a kind with gaps unless it is known whole; asks for missing bodies of the newest', () => {
    const few = mirrorOf([news(1), news(2), news(3)]);
    expect(typesToRefill(few)).toContain('news');
    few.complete.news = true;
    expect(typesToRefill(few)).not.toContain('news');
    few.partial['news-0003'] = true;
    few.partial['news-0001'] = true;
    const many = mirrorOf(Array.from({ length: BODY_WINDOW + 2 }, (_, n) => news(n + 1)));
    many.partial['news-0001'] = true;
    many.partial[`news-${String(BODY_WINDOW + 2).padStart(4, '0')}`] = true;
    expect(bodiesMissing(few)).toEqual(['news-0003', 'news-0001']);
    expect(bodiesMissing(many)).toEqual([`news-${String(BODY_WINDOW + 2).padStart(4, '0')}`]);
  });

  it('places a changed entry in the window only when it sorts into it', () => {
    const mirror = mirrorOf([news(10), news(20)]);
    expect(belongsInWindow(mirror, news(30))).toBe(true);
    expect(belongsInWindow(mirror, news(15))).toBe(true);
    expect(belongsInWindow(mirror, news(5))).toBe(false);
    expect(belongsInWindow(mirror, other('ann'))).toBe(false);
    // The window's own oldest entry, re-dated further back than the others: it leaves.
    expect(belongsInWindow(mirror, news(25))).toBe(true);
    expect(belongsInWindow(mirror, { ...news(5), sys: news(10).sys })).toBe(false);
    mirror.complete.news = true;
    expect(belongsInWindow(mirror, news(5))).toBe(true);
  });
});
