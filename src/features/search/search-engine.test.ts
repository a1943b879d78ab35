import fc from 'fast-check';
import MiniSearch from 'minisearch';
import { describe, expect, it, vi } from 'vitest';
import { createSearchIndex, mayMatch, wordQuery } from './search-engine';
import type { SearchDoc } from './search-doc';
import { MAX_QUERY_CHARS } from './text-fold';

const doc = (slug: string, fields: Partial<SearchDoc>): SearchDoc => ({
  id: `reviews:${slug}`,
  kind: 'reviews',
  title: '',
  date: null,
  excerpt: '',
  tags: '',
  author: '',
  body: '',
  href: `/reviews/${slug}`,
  ...fields,
});

const DOCS = [
  doc('body-heavy', {
    title: 'Dystopias we keep rereading',
    body: 'The Handmaid appears here, and the handmaid again, and once more a handmaid. '.repeat(5),
  }),
  doc('title', { title: "The Handmaid's Tale at forty", body: 'A novel of Gilead.' }),
  doc('accents', { title: 'Épée and Naïveté', body: 'Crème brûlée on Mars.' }),
  doc('author', { title: 'A letter', author: 'Octavia Butler' }),
  doc('tagged', { title: 'Short list', tags: 'cyberpunk\nnovel' }),
];

async function index() {
  const built = createSearchIndex(() => Promise.resolve());
  await built.addAll(DOCS);
  return built;
}
const ids = (hits: { id: string }[]) => hits.map((hit) => hit.id);

describe('search index', () => {
  it('ranks a title match above documents that only mention the word in the body', async () => {
    const hits = (await index()).search('handmaid');
    expect(ids(hits)).toEqual(['reviews:title', 'reviews:body-heavy']);
  });

  it('finds a word from its first letters and with one typo, a swap of two letters included', async () => {
    const built = await index();
    expect(ids(built.search('handm'))).toContain('reviews:title');
    expect(ids(built.search('handmiad'))).toContain('reviews:title');
    expect(ids(built.search('handmaud'))).toContain('reviews:title');
    expect(built.search('hnadmiad')).toEqual([]);
  });

  it('folds case and diacritics both ways', async () => {
    const built = await index();
    expect(ids(built.search('EPEE naivete'))).toEqual(['reviews:accents']);
    expect(ids(built.search('creme brulee'))).toEqual(['reviews:accents']);
    expect(ids(built.search('gílead'))).toEqual(['reviews:title']);
  });

  it('searches authors and tags, and needs every word to match', async () => {
    const built = await index();
    expect(ids(built.search('octavia'))).toEqual(['reviews:author']);
    expect(ids(built.search('cyberpunk'))).toEqual(['reviews:tagged']);
    expect(built.search('handmaid cyberpunk')).toEqual([]);
  });

  it('reports the index words each hit matched, for highlighting', async () => {
    const [hit] = (await index()).search('handmiad');
    expect(hit.words).toContain('handmaid');
  });

  it('answers nothing for an empty or punctuation-only query, without throwing', async () => {
    const built = await index();
    expect(built.search('')).toEqual([]);
    expect(built.search('   ')).toEqual([]);
    expect(built.search('.*+?^${}()|[]\\/')).toEqual([]);
  });

  it('treats regex characters as text and survives a 10,000-character query', async () => {
    const built = await index();
    expect(ids(built.search('(handmaid)*'))).toContain('reviews:title');
    const huge = 'handmaid '.repeat(10_000 / 9);
    expect(huge.length).toBeGreaterThan(MAX_QUERY_CHARS);
    expect(ids(built.search(huge))).toContain('reviews:title');
    expect(built.search('x'.repeat(10_000))).toEqual([]);
  });

  it('keeps only the documents the filter allows, and replaces a document added twice', async () => {
    const built = await index();
    expect(ids(built.search('handmaid', (id) => id !== 'reviews:title'))).toEqual([
      'reviews:body-heavy',
    ]);
    await built.addAll([doc('title', { title: 'Renamed entirely' })]);
    expect(built.size).toBe(DOCS.length);
    expect(ids(built.search('renamed'))).toEqual(['reviews:title']);
  });

  it('matches the same words once until the index changes, filtered or not', async () => {
    const built = await index();
    const asked = vi.spyOn(MiniSearch.prototype, 'search');
    const first = built.search('handmaid');
    expect(built.search('HANDMAID', (id) => id !== 'reviews:title')).toEqual(
      first.filter((hit) => hit.id !== 'reviews:title'),
    );
    expect(built.search('handmaid')).toEqual(first);
    expect(asked).toHaveBeenCalledTimes(1);
    // A document added or replaced is found by the next search of the same words.
    await built.addAll([doc('new', { title: 'Handmaid, new' })]);
    expect(ids(built.search('handmaid'))).toContain('reviews:new');
    await built.addAll([doc('title', { title: 'Renamed entirely' })]);
    expect(ids(built.search('handmaid'))).not.toContain('reviews:title');
    expect(asked).toHaveBeenCalledTimes(3);
    // Other words are matched afresh.
    expect(ids(built.search('octavia'))).toEqual(['reviews:author']);
    expect(asked).toHaveBeenCalledTimes(4);
    asked.mockRestore();
  });

  it('builds in slices, yielding between them', async () => {
    let pauses = 0;
    const built = createSearchIndex(() => {
      pauses++;
      return new Promise((resolve) => setTimeout(resolve, 0));
    });
    const many = Array.from({ length: 3000 }, (_, i) =>
      doc(`n${i}`, { title: `Article ${i}`, body: 'lorem ipsum dolor sit amet '.repeat(40) }),
    );
    await built.addAll(many);
    expect(built.size).toBe(3000);
    expect(pauses).toBeGreaterThan(0);
  });
});

describe('mayMatch', () => {
  it('holds for every index word a query word matches, and rules out some others', () => {
    const letters = fc.string({
      unit: fc.constantFrom('a', 'b', 'c', 'd'),
      minLength: 1,
      maxLength: 7,
    });
    fc.assert(
      fc.property(letters, fc.uniqueArray(letters, { maxLength: 12 }), (word, terms) => {
        const mini = new MiniSearch<{ id: number; text: string }>({ fields: ['text'] });
        mini.addAll(terms.map((text, id) => ({ id, text })));
        const reachable = mayMatch(word);
        for (const hit of mini.search(wordQuery(word)))
          expect(reachable(terms[hit.id as number]), `${word} → ${terms[hit.id as number]}`).toBe(
            true,
          );
      }),
      { numRuns: 300 },
    );
    expect(mayMatch('handmaid')('handmaiden')).toBe(true);
    expect(mayMatch('handmiad')('handmaid')).toBe(true);
    expect(mayMatch('the')('that')).toBe(false);
    expect(mayMatch('handmaid')('han')).toBe(false);
  });
});
