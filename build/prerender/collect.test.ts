/**
 * The collect step on an archive larger than the CDA's largest page (1,000 items): every entry of a
 * kind is enumerated, through the app's own queries and the real `contentful` SDK against the local
 * cloud, an incremental collect fetches only what is stale or new, and keeps the numbered pages of
 * the kinds nothing changed in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../local-cloud/local-cloud.ts';
import { cdaClient, startCdaCloud } from '../../tests/support/cda-cloud.ts';
import { articlesOf, growExport } from '../../tests/support/grow-export.ts';
import { tempExport, type TempExport } from '../../tests/support/temp-export.ts';
import { createQueries } from '../../src/content/query-impl.ts';
import { KINDS, KIND_ORDER, type EntryKindKey, type KindKey } from '../../src/content/kinds.ts';
import type { Article, Post } from '../../src/content/types.ts';
import type { ContentClient } from '../../src/lib/contentful.ts';
import {
  collectContent,
  ENUMERATE_PAGE,
  enumerate,
  unchangedPages,
  type Collector,
} from './collect.ts';

/** Five kinds, round-robin: a little over 1,000 of each. */
const ARTICLES = 5 * (ENUMERATE_PAGE + 40);
const DEMO = join(import.meta.dirname, '../../demo-content/export.json');

let cloud: LocalCloud;
let archive: TempExport;
/** Slugs asked for one by one (the detail page's query), to see what an incremental collect fetched. */
let fetchedSlugs: string[] = [];

/** The collect step's view of the app's queries, run in process with the real SDK. */
function queriesEntry(client: ContentClient): Collector {
  const q = createQueries(() => Promise.resolve(client));
  return {
    ...q,
    fetchOne: (kind: EntryKindKey, slug: string) => {
      fetchedSlugs.push(slug);
      return kind === 'posts' ? q.fetchPost(slug) : q.fetchEntry(kind, slug);
    },
    KINDS,
    KIND_ORDER,
  };
}

let entry: Collector;
/** The export's count per content type, from the export itself. */
let expected: Map<string, number>;

beforeAll(async () => {
  archive = tempExport(DEMO, (data) => Object.assign(data, growExport(data, ARTICLES)));
  cloud = await startCdaCloud(archive.path);
  entry = queriesEntry(cdaClient(cloud) as unknown as ContentClient);
  const data = JSON.parse(readFileSync(archive.path, 'utf8'));
  expected = new Map();
  for (const item of articlesOf(data)) {
    const type = item.sys.contentType.sys.id as string;
    expected.set(type, (expected.get(type) ?? 0) + 1);
  }
}, 120_000);

afterAll(async () => {
  await cloud?.close();
  archive?.remove();
});

describe('collect on an archive of more than 1,000 entries per kind', () => {
  it('enumerates every entry of a kind, page after page, each once', async () => {
    for (const kind of KIND_ORDER) {
      const { contentType } = KINDS[kind];
      const refs = await enumerate(entry, contentType);
      expect(refs.length).toBe(expected.get(contentType) ?? 0);
      expect(refs.length).toBeGreaterThan(ENUMERATE_PAGE);
      expect(new Set(refs.map((r) => r.id)).size).toBe(refs.length);
    }
  }, 120_000);

  it('reuses what the last build fetched and fetches only stale and unknown entries', async () => {
    // The last build's entries: every article but one per kind, as the enumeration names them.
    const known = new Map<string, Article | Post>();
    const missing: string[] = [];
    for (const kind of KIND_ORDER) {
      const { contentType } = KINDS[kind];
      const refs = await enumerate(entry, contentType);
      refs.forEach((ref, index) => {
        if (index === refs.length - 1) missing.push(ref.slug);
        else known.set(ref.id, { ...ref, contentType, kind } as unknown as Article);
      });
    }
    const posts = await enumerate(entry, KINDS.posts.contentType);
    for (const ref of posts) known.set(ref.id, { ...ref, contentType: 'post' } as Post);
    const staleKind: KindKey = KIND_ORDER[0];
    const stale = (await enumerate(entry, KINDS[staleKind].contentType))[5];
    fetchedSlugs = [];
    const content = await collectContent(entry, { entries: known, stale: new Set([stale.id]) });
    expect(fetchedSlugs.sort()).toEqual([...missing, stale.slug].sort());
    for (const kind of KIND_ORDER)
      expect(content.kinds[kind].articles).toHaveLength(expected.get(KINDS[kind].contentType) ?? 0);
    // The fetched ones are the detail page's answer, in full.
    const fresh = content.kinds[staleKind].articles.find((a) => a.id === stale.id)!;
    expect(fresh.title).toBeTruthy();
    expect(fresh.body).not.toBeUndefined();
    expect(content.posts).toHaveLength(posts.length);
  }, 120_000);

  it('reads a full archive in whole pages, each article as its detail query answers it', async () => {
    fetchedSlugs = [];
    const content = await collectContent(entry);
    // Only the few posts are asked for one by one; thousands of articles come in pages.
    expect(fetchedSlugs.sort()).toEqual(content.posts.map((p) => p.slug).sort());
    const single = createQueries(() =>
      Promise.resolve(cdaClient(cloud) as unknown as ContentClient),
    );
    for (const kind of KIND_ORDER) {
      const { articles } = content.kinds[kind];
      expect(articles).toHaveLength(expected.get(KINDS[kind].contentType) ?? 0);
      // The demo's own articles (embedded entries, assets, links) and every 100th clone.
      const sample = articles.filter((a, i) => !/-\d+$/.test(a.slug) || i % 100 === 0);
      for (const article of sample)
        expect(article, article.slug).toEqual(await single.fetchEntry(kind, article.slug));
    }
    for (const post of content.posts) expect(post).toEqual(await single.fetchPost(post.slug));
  }, 300_000);

  it('keeps the numbered pages of the kinds no change touched', async () => {
    const full = await collectContent(entry);
    const known = new Map<string, Article | Post>(
      [...KIND_ORDER.flatMap((kind) => full.kinds[kind].articles), ...full.posts].map((item) => [
        item.id,
        item,
      ]),
    );
    // What the last build kept of every kind: its ids and (here) one answer per kind.
    const pages = Object.fromEntries(
      KIND_ORDER.map((kind) => [
        kind,
        { ids: full.ids[kind], answers: { [`page:${kind}`]: kind } },
      ]),
    );
    // A changed entry deep in the second kind's list: every other kind's pages are kept.
    const [, touchedKind, deletedKind] = KIND_ORDER;
    const changed = full.ids[touchedKind][150];
    const again = await collectContent(entry, { entries: known, stale: new Set([changed]), pages });
    expect([...again.kept.keys()].sort()).toEqual(
      KIND_ORDER.filter((kind) => kind !== touchedKind)
        .map((kind) => `page:${kind}`)
        .sort(),
    );
    expect(again.ids).toEqual(full.ids);
    // An entry the last build listed and the space no longer holds (deleted): its kind is not kept.
    const before = pages[deletedKind];
    const gone = await collectContent(entry, {
      entries: known,
      stale: new Set(['deleted-since']),
      pages: { ...pages, [deletedKind]: { ...before, ids: [...before.ids, 'deleted-since'] } },
    });
    expect(gone.kept.has(`page:${deletedKind}`)).toBe(false);
    expect(gone.kept.size).toBe(KIND_ORDER.length - 1);
  }, 120_000);
});

describe('unchangedPages', () => {
  const answers = { 'list-page:reviews:2': { items: [], total: 3 } };
  const kept = { answers, ids: ['a', 'b', 'c'] };
  it('keeps the pages while no entry the kind held then or holds now is stale', () => {
    expect(unchangedPages(kept, ['a', 'b', 'c'], new Set(['x']))).toBe(answers);
  });
  it('asks again for a stale entry, a new one, a count that moved, or when nothing was kept', () => {
    expect(unchangedPages(kept, ['a', 'b', 'c'], new Set(['b']))).toBeNull();
    expect(unchangedPages(kept, ['a', 'b', 'n'], new Set(['n']))).toBeNull();
    expect(unchangedPages(kept, ['a', 'b'], new Set())).toBeNull();
    expect(unchangedPages(undefined, ['a'], new Set())).toBeNull();
  });
});
