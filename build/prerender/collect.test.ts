/**
 * The collect step on an archive larger than the CDA's largest page (1,000 items): every entry of a
 * kind is enumerated, through the app's own queries and the real `contentful` SDK against the local
 * cloud, and an incremental collect fetches only what is stale or new.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../local-cloud/local-cloud.ts';
import { cdaClient, startCdaCloud } from '../../tests/support/cda-cloud.ts';
import { articlesOf, growExport } from '../../tests/support/grow-export.ts';
import { tempExport, type TempExport } from '../../tests/support/temp-export.ts';
import { createQueries } from '../../src/content/query-impl.ts';
import { KINDS, KIND_ORDER, type KindKey } from '../../src/content/kinds.ts';
import { PAGE_SIZE } from '../../src/content/paging.ts';
import type { Article, Post } from '../../src/content/types.ts';
import type { ContentClient } from '../../src/lib/contentful.ts';
import { collectContent, ENUMERATE_PAGE, enumerate, unchangedPages } from './collect.ts';
import type { ServerEntry } from './server-entry.ts';

/** Five kinds, round-robin: a little over 1,000 of each. */
const ARTICLES = 5 * (ENUMERATE_PAGE + 40);
const DEMO = join(import.meta.dirname, '../../demo-content/export.json');

let cloud: LocalCloud;
let archive: TempExport;
/** Slugs asked for one by one (the detail page's query), to see what an incremental collect fetched. */
let fetchedSlugs: string[] = [];
/** The kinds whose numbered pages (or their count) were asked for. */
let pageQueries: KindKey[] = [];

/** The collect step's view of the app's queries, run in process with the real SDK. */
function queriesEntry(client: ContentClient): ServerEntry {
  const q = createQueries(() => Promise.resolve(client));
  return {
    ...q,
    fetchEntry: (kind: KindKey, slug: string) => {
      fetchedSlugs.push(slug);
      return q.fetchEntry(kind, slug);
    },
    fetchPost: (slug: string) => {
      fetchedSlugs.push(slug);
      return q.fetchPost(slug);
    },
    fetchListPage: (kind: KindKey, page: number) => {
      pageQueries.push(kind);
      return q.fetchListPage(kind, page);
    },
    fetchListTotal: (kind: KindKey) => {
      pageQueries.push(kind);
      return q.fetchListTotal(kind);
    },
    KINDS,
    KIND_ORDER,
    HOME_LIMIT: 3,
    PAGE_SIZE,
  } as unknown as ServerEntry;
}

let entry: ServerEntry;
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

  it('asks again only for the numbered pages of the kinds a change touched', async () => {
    const full = await collectContent(entry);
    const known = new Map<string, Article | Post>(
      [...KIND_ORDER.flatMap((kind) => full.kinds[kind].articles), ...full.posts].map((item) => [
        item.id,
        item,
      ]),
    );
    // A changed entry deep in the second kind's list: only that kind's pages are asked again.
    const [, touchedKind, deletedKind] = KIND_ORDER;
    const changed = full.lists[touchedKind].ids[150];
    pageQueries = [];
    const again = await collectContent(entry, {
      entries: known,
      stale: new Set([changed]),
      pages: full.lists,
    });
    expect(new Set(pageQueries)).toEqual(new Set([touchedKind]));
    expect(pageQueries.length).toBeGreaterThan(10); // the count and every page of that kind
    expect(again.pages).toEqual(full.pages);
    expect(again.lists).toEqual(full.lists);
    expect(full.pages[touchedKind].older.length).toBeGreaterThan(9);
    // An entry the last build listed and the space no longer holds (deleted): its kind is asked again.
    const before = full.lists[deletedKind];
    pageQueries = [];
    await collectContent(entry, {
      entries: known,
      stale: new Set(['deleted-since']),
      pages: { ...full.lists, [deletedKind]: { ...before, ids: [...before.ids, 'deleted-since'] } },
    });
    expect(new Set(pageQueries)).toEqual(new Set([deletedKind]));
  }, 120_000);
});

describe('unchangedPages', () => {
  const pages = { total: 3, older: [] };
  const kept = { pages, ids: ['a', 'b', 'c'] };
  it('keeps the pages while no entry the kind held then or holds now is stale', () => {
    expect(unchangedPages(kept, ['a', 'b', 'c'], new Set(['x']))).toBe(pages);
  });
  it('asks again for a stale entry, a new one, a count that moved, or when nothing was kept', () => {
    expect(unchangedPages(kept, ['a', 'b', 'c'], new Set(['b']))).toBeNull();
    expect(unchangedPages(kept, ['a', 'b', 'n'], new Set(['n']))).toBeNull();
    expect(unchangedPages(kept, ['a', 'b'], new Set())).toBeNull();
    expect(
      unchangedPages({ pages: { total: 4, older: [] }, ids: kept.ids }, kept.ids, new Set()),
    ).toBeNull();
    expect(unchangedPages(undefined, ['a'], new Set())).toBeNull();
  });
});
