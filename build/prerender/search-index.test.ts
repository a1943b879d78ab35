/**
 * The archive's search index end to end in process: documents built into pieces as the prerender
 * writes them, then searched with the page's own reader (archive-search.ts) over those files.
 */
import { describe, expect, it } from 'vitest';
import { createArchiveSearch } from '../../src/features/search/archive-search.ts';
import type { SearchDoc } from '../../src/features/search/search-doc.ts';
import { buildSearchIndex, type IndexBuild, type SearchState } from './search-index.ts';

const doc = (slug: string, fields: Partial<SearchDoc>): SearchDoc => ({
  id: `reviews:${slug}`,
  kind: 'reviews',
  title: '',
  date: '2026-01-01',
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
    body: 'The Handmaid appears here, and the handmaid again. A crawlway under Gilead.',
  }),
  doc('title', { title: "The Handmaid's Tale at forty", body: 'A novel of Gilead.' }),
  doc('accents', { title: 'Épée and Naïveté', body: 'Crème brûlée on Mars.' }),
  doc('post', { title: 'A letter', author: 'Octavia Butler', tags: 'letters' }),
];

/** A site folder in memory: what the build wrote, and a reader that records what a query fetched. */
function site(build: IndexBuild, files = new Map<string, string>()) {
  for (const { file, text } of build.write) files.set(file, text);
  const fetched: string[] = [];
  const search = createArchiveSearch(async (file) => {
    fetched.push(file);
    const text = files.get(file);
    if (text === undefined) throw new Error(`${file} is not served`);
    return text;
  });
  return { files, fetched, search };
}

const build = (
  docs: SearchDoc[],
  prior: SearchState | null,
  files = new Map<string, string>(),
  before?: readonly SearchDoc[],
  read: string[] = [],
) =>
  buildSearchIndex({
    docs,
    prior,
    full: false,
    intact: (file) => files.has(file),
    readPiece: (file) => {
      read.push(file);
      return files.get(file)!;
    },
    now: '2026-11-25T00:00:00.000Z',
    ...(before && { before: (id: string) => before.find((d) => d.id === id) }),
  });

const ids = (answer: Awaited<ReturnType<ReturnType<typeof createArchiveSearch>['search']>>) =>
  answer!.hits.map((hit) => hit.doc.id);

describe('archive search index', () => {
  it('finds a body word with a letter missing, ranks titles first, folds accents, matches prefixes', async () => {
    const { search } = site(build(DOCS, null));
    expect(ids(await search.search('crawlay'))).toEqual(['reviews:body-heavy']);
    expect(ids(await search.search('handmaid'))).toEqual(['reviews:title', 'reviews:body-heavy']);
    expect(ids(await search.search('EPEE creme'))).toEqual(['reviews:accents']);
    expect(ids(await search.search('handm gile'))).toEqual(['reviews:title', 'reviews:body-heavy']);
    expect(ids(await search.search('octavia letters'))).toEqual(['reviews:post']);
    expect(ids(await search.search('handmaid octavia'))).toEqual([]);
    const [hit] = (await search.search('crawlay'))!.hits;
    expect(hit.doc).toMatchObject({
      title: 'Dystopias we keep rereading',
      href: '/reviews/body-heavy',
    });
    expect(hit.words).toEqual(['crawlway']);
  });

  it('fetches only the manifest, the pieces of the query words and the shown documents', async () => {
    const built = build(DOCS, null);
    const { fetched, search } = site(built);
    await search.search('crawlay');
    const manifest = built.state.manifest;
    expect(fetched).toEqual([
      'search-index/manifest.json',
      manifest.terms.cr[0],
      manifest.docs[0]![0],
    ]);
    expect(Object.keys(manifest.terms).length).toBeGreaterThan(10);
  });

  it('a typo in the first two letters looks in another piece and is not forgiven', async () => {
    const { search } = site(build(DOCS, null));
    expect(ids(await search.search('rcawlway'))).toEqual([]);
    expect(ids(await search.search('crawlwya'))).toEqual(['reviews:body-heavy']);
  });

  it('treats hostile input as text and answers null when a piece cannot be fetched', async () => {
    const built = build(DOCS, null);
    const { search, files } = site(built);
    expect((await search.search(''))!.hits).toEqual([]);
    expect((await search.search('.*+?^${}()|[]\\/ <b>'))!.hits.map((h) => h.doc.id)).toEqual([]);
    expect(ids(await search.search(`(handmaid)* ${'x'.repeat(10_000)}`))).toEqual([]);
    files.delete(built.state.manifest.terms.gi[0]);
    expect(await search.search('gilead')).toBeNull();
  });

  it('an incremental build rewrites only the touched pieces, and writes what a full build would', async () => {
    const first = build(DOCS, null);
    const files = new Map<string, string>();
    for (const { file, text } of first.write) files.set(file, text);
    const changed = [
      ...DOCS.filter((d) => d.id !== 'reviews:accents' && d.id !== 'reviews:post'),
      doc('post', { title: 'A letter', author: 'Octavia Butler', tags: 'letters quasar' }),
      doc('later', { title: 'Published later', body: 'Zeppelins.' }),
    ];
    const next = build(changed, first.state, files);
    expect(next.full).toBeNull();
    const written = next.write.map((w) => w.file).filter((f) => !f.endsWith('manifest.json'));
    const touchedKeys = Object.entries(next.state.manifest.terms)
      .filter(([, [file]]) => written.includes(file))
      .map(([key]) => key)
      .sort();
    // The pieces of the removed document's words, of the changed one's and of the new one's.
    const words =
      'epee and naivete creme brulee on mars a letter octavia butler letters quasar published later zeppelins';
    const expected = new Set(words.split(' ').map((w) => w.slice(0, 2)));
    for (const key of touchedKeys) expect(expected, key).toContain(key);
    expect(touchedKeys).toContain('qu');
    expect(next.keep).toContain(first.state.manifest.terms.gi[0]);
    expect(next.keep).toContain(first.state.manifest.terms.ha[0]);
    expect(next.state.manifest.terms.ep).toBeUndefined();

    const full = buildSearchIndex({
      docs: changed,
      prior: first.state,
      full: true,
      intact: () => false,
      readPiece: () => '',
      now: '2026-11-25T00:00:00.000Z',
    });
    expect(full.full).toBe('asked for');
    const incremental = new Map(files);
    for (const { file, text } of next.write) incremental.set(file, text);
    for (const { file, text } of full.write) expect(incremental.get(file), file).toBe(text);
    expect(full.state.manifest).toEqual(next.state.manifest);

    const { search } = site(next, incremental);
    expect(ids(await search.search('quasar'))).toEqual(['reviews:post']);
    expect(ids(await search.search('zeppelin'))).toEqual(['reviews:later']);
    expect(ids(await search.search('epee'))).toEqual([]);
  });

  it('an edited sentence rewrites only the pieces of the words it changed, when the last version is at hand', async () => {
    const first = build(DOCS, null);
    const files = new Map<string, string>();
    for (const { file, text } of first.write) files.set(file, text);
    const edited = DOCS.map((d) =>
      d.id === 'reviews:body-heavy'
        ? { ...d, body: d.body.replace('A crawlway under Gilead.', 'A crawlway under Zembla.') }
        : d,
    );
    const read: string[] = [];
    const next = build(edited, first.state, files, DOCS, read);
    expect(next.full).toBeNull();
    const before = first.state.manifest.terms;
    const after = next.state.manifest.terms;
    // "gilead" stays in the title document, "zembla" is new: the "gi" and "ze" pieces change.
    expect(Object.keys(after).filter((key) => after[key][0] !== before[key]?.[0])).toEqual([
      'gi',
      'ze',
    ]);
    expect(read).toEqual([before.gi[0]]);
    const written = next.write.map((w) => w.file);
    expect(written).toEqual([after.gi[0], after.ze[0], 'search-index/manifest.json']);
    // The other pieces of the article's words, and its document piece (its row did not change), stay.
    for (const key of ['th', 'ha', 'ap', 'he', 'an', 'ag', 'cr', 'un'])
      expect(next.keep).toContain(before[key][0]);
    expect(next.keep).toContain(first.state.manifest.docs[0]![0]);
    for (const file of next.keep) expect(files.has(file), file).toBe(true);

    // Without the last version every piece of the article's words is read, and the result is the same.
    const blind: string[] = [];
    const fallback = build(edited, first.state, files, undefined, blind);
    expect(blind.length).toBeGreaterThan(8);
    expect(fallback.state.manifest).toEqual(next.state.manifest);
    expect(fallback.write.map((w) => w.file)).toEqual(written);

    for (const { file, text } of next.write) files.set(file, text);
    const { search } = site(next, files);
    expect(ids(await search.search('zembla'))).toEqual(['reviews:body-heavy']);
    expect(ids(await search.search('gilead'))).toEqual(['reviews:title']);
  });

  it('a reader holding the last manifest is answered from the new one once its pieces are gone', async () => {
    const first = build(DOCS, null);
    const served = new Map<string, string>();
    const { search } = site(first, served);
    expect(ids(await search.search('crawlway'))).toEqual(['reviews:body-heavy']);
    const edited = DOCS.map((d) =>
      d.id === 'reviews:title' ? { ...d, body: 'A novel of Zembla.' } : d,
    );
    const next = build(edited, first.state, new Map(served), DOCS);
    // The new build's files replace the old ones: what it neither wrote nor kept is removed.
    const current = new Set([...next.write.map((w) => w.file), ...next.keep]);
    for (const file of [...served.keys()]) if (!current.has(file)) served.delete(file);
    for (const { file, text } of next.write) served.set(file, text);
    // The old manifest's "gi" piece is gone: the reader reads the new manifest and answers from it.
    expect(served.has(first.state.manifest.terms.gi[0])).toBe(false);
    expect(ids(await search.search('gilead'))).toEqual(['reviews:body-heavy']);
    expect(ids(await search.search('zembla'))).toEqual(['reviews:title']);
    // With a piece missing from the newest manifest too, the answer is null (a clear fallback).
    const fresh = site(next, served).search;
    served.delete(next.state.manifest.terms.ze[0]);
    expect(await fresh.search('zembla')).toBeNull();
  });

  it('reads no text of a document known to be unchanged, and rebuilds it all when a piece is gone', () => {
    const first = build(DOCS, null);
    const files = new Map<string, string>();
    for (const { file, text } of first.write) files.set(file, text);
    const unread = (d: SearchDoc): SearchDoc =>
      Object.defineProperty({ ...d }, 'body', {
        enumerable: true,
        get: () => {
          throw new Error(`${d.id}'s body was read`);
        },
      });
    const edited = DOCS.map((d) =>
      d.id === 'reviews:accents' ? { ...d, body: 'Crème brûlée on Venus.' } : unread(d),
    );
    const same = (id: string) => id !== 'reviews:accents';
    const next = buildSearchIndex({
      docs: edited,
      prior: first.state,
      full: false,
      intact: (file) => files.has(file),
      readPiece: (file) => files.get(file)!,
      now: '2026-11-25T00:00:00.000Z',
      same,
    });
    expect(Object.keys(next.state.manifest.terms)).toContain('ve');
    expect(next.state.prints['reviews:title']).toBe(first.state.prints['reviews:title']);
    // A full rebuild has to read every body.
    files.delete(first.state.manifest.terms.gi[0]);
    expect(() =>
      buildSearchIndex({
        docs: edited,
        prior: first.state,
        full: false,
        intact: (file) => files.has(file),
        readPiece: (file) => files.get(file)!,
        now: '2026-11-25T00:00:00.000Z',
        same,
      }),
    ).toThrow(/body was read/);
  });
});
