import { describe, expect, it } from 'vitest';
import { segmentToSlug } from '../shared/page-paths';
import { hasTag, tagHref, tagKey } from './tags';

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
});
