import { describe, expect, it } from 'vitest';
import { segmentToSlug } from '../shared/page-paths';
import { hasTag, tagHref, tagKey, tagSpelling, taggedNewestFirst } from './tags';

describe('tags', () => {
  it('compare case-insensitively, whatever the spelling', () => {
    expect(tagKey('  Le Guin ')).toBe('le guin');
    expect(tagKey('ÉTÉ')).toBe(tagKey('été'));
    // The same letter composed and decomposed is one tag.
    expect(tagKey('e\u0301te\u0301')).toBe(tagKey('été'));
    expect(hasTag({ tags: ['Dystopia', 'film'] }, 'DYSTOPIA')).toBe(true);
    expect(hasTag({ tags: ['dystopian'] }, 'dystopia')).toBe(false);
    expect(tagHref('Space Opera')).toBe(tagHref('space opera'));
  });

  it.each(['care work', 'a/b', 'c#', 'why?', '科幻', 'научная фантастика', '50% off', '..'])(
    'round-trips %j through one URL segment',
    (tag) => {
      const href = tagHref(tag)!;
      const [, section, segment, ...rest] = href.split('/');
      expect(section).toBe('tags');
      expect(rest).toEqual([]);
      expect(new URL(href, 'https://x.example').pathname).toBe(href);
      expect(segmentToSlug(segment!)).toBe(tagKey(tag));
    },
  );

  it('has no page for a blank tag', () => {
    expect(tagHref('   ')).toBeNull();
  });

  it('orders the tagged items newest first, undated last, and spells the tag as the newest does', () => {
    const item = (id: string, publishDate: string | null, tags: string[]) => ({
      id,
      publishDate,
      tags,
    });
    const items = [
      item('old', '2025-01-01', ['sf']),
      item('undated', null, ['SF']),
      item('other', '2027-01-01', ['fantasy']),
      item('new', '2026-01-01', [' Sf ']),
    ];
    const tagged = taggedNewestFirst(items, 'sf');
    expect(tagged.map((i) => i.id)).toEqual(['new', 'old', 'undated']);
    expect(tagSpelling(tagged, 'SF')).toBe('Sf');
    expect(tagSpelling([], 'SF')).toBe('sf');
  });
});
