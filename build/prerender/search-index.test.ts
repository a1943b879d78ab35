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

const build = (docs: SearchDoc[], prior: SearchState | null, files = new Map<string, string>()) =>
  buildSearchIndex({
    docs,
    prior,
    full: false,
    intact: (file) => files.has(file),
    readPiece: (file) => files.get(file)!,
    now: '2026-11-25T00:00:00.000Z',
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
});
