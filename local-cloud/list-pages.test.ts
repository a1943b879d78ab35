/**
 * The numbered list pages' queries (src/content/query-impl.ts `fetchListPage`, `fetchListTotal`,
 * `fetchTagged`) through the real `contentful` SDK against the local cloud, over the demo export
 * with the reviews grown past two pages: page n continues the list exactly where page n-1 ends,
 * the total counts the kind, and a tag's pages gather every spelling beyond the newest hundred.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueries, type Queries } from '../src/content/query-impl.ts';
import { PAGE_SIZE } from '../src/content/paging.ts';
import type { ContentClient } from '../src/lib/contentful.ts';
import type { LocalCloud } from './local-cloud.ts';
import { cdaClient, startCdaCloud } from '../tests/support/cda-cloud.ts';
import { ARCHIVE_TAG, cloneTitle, growKind } from '../tests/support/grow-kind.ts';
import { tempExport, type TempExport } from '../tests/support/temp-export.ts';
import { DEMO_EXPORT } from '../tests/support/draft-export.ts';

const CLONES = 230;
let temp: TempExport;
let cloud: LocalCloud;
let client: ContentClient;
let queries: Queries;
let originals: number;

beforeAll(async () => {
  temp = tempExport(DEMO_EXPORT, (data) => {
    originals = data.entries.filter(
      (e: { sys: { contentType?: { sys: { id: string } } } }) =>
        e.sys.contentType?.sys.id === 'reviews',
    ).length;
    Object.assign(data, growKind(data, { type: 'reviews', count: CLONES, tagEvery: 2 }));
  });
  cloud = await startCdaCloud(temp.path);
  client = cdaClient(cloud) as unknown as ContentClient;
  queries = createQueries(() => Promise.resolve(client));
});
afterAll(async () => {
  await cloud?.close();
  temp?.remove();
});

describe('numbered list pages', () => {
  it('counts the kind', async () => {
    expect(await queries.fetchListTotal('reviews')).toBe(originals + CLONES);
    expect(await queries.fetchListTotal('news')).toBeGreaterThan(0);
  });

  it('continues the list where the page before ends, to the oldest entry', async () => {
    const first = await queries.fetchList('reviews');
    const second = await queries.fetchListPage('reviews', 2);
    const third = await queries.fetchListPage('reviews', 3);
    const total = originals + CLONES;
    expect(first).toHaveLength(PAGE_SIZE);
    expect(second.total).toBe(total);
    expect(second.items).toHaveLength(PAGE_SIZE);
    expect(third.items).toHaveLength(total - 2 * PAGE_SIZE);
    const ids = [...first, ...second.items, ...third.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(total);
    // The 101st newest review opens page 2; the clones come after every original, oldest last.
    expect(second.items[0]!.title).toBe(cloneTitle('reviews', PAGE_SIZE - originals));
    expect(third.items.at(-1)!.title).toBe(cloneTitle('reviews', CLONES - 1));
    const dates = ids.map((_, i) =>
      Date.parse([...first, ...second.items, ...third.items][i]!.publishDate!),
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answers a page past the last with no entries and the total', async () => {
    expect(await queries.fetchListPage('reviews', 4)).toEqual({
      items: [],
      total: originals + CLONES,
    });
  });

  it('refuses a page number no URL carries without asking', async () => {
    for (const page of [0, -1, 1.5, Number.NaN, 1e9])
      await expect(queries.fetchListPage('reviews', page)).rejects.toMatchObject({
        queryError: { id: 'NotFound' },
      });
  });
});

describe('tag pages', () => {
  const tagged = Math.ceil(CLONES / 2);

  it('gather every spelling of the tag, beyond the newest hundred of the kind', async () => {
    const first = await queries.fetchTagged(ARCHIVE_TAG.toLowerCase(), 1);
    expect(first.total).toBe(tagged);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.items[0]!.title).toBe(cloneTitle('reviews', 0));
    expect(first.items[1]!.title).toBe(cloneTitle('reviews', 2));
    expect(new Set(first.items.flatMap((i) => i.tags))).toEqual(
      new Set([ARCHIVE_TAG, ARCHIVE_TAG.toLowerCase()]),
    );
    const second = await queries.fetchTagged('LONG ARCHIVE', 2);
    expect(second.total).toBe(tagged);
    expect(second.items.map((i) => i.title)).toEqual(
      Array.from({ length: tagged - PAGE_SIZE }, (_, i) =>
        cloneTitle('reviews', (PAGE_SIZE + i) * 2),
      ),
    );
  });

  it('reads whole only the newest hundred of a kind and the entries its page shows', async () => {
    /** Every request the tag's page makes through the real SDK, with the ids its answer held. */
    const asked = async (page: number) => {
      const requests: { query: Record<string, unknown>; ids: string[] }[] = [];
      const recording = Object.assign(Object.create(client) as ContentClient, {
        getEntries: async (query: Record<string, unknown>) => {
          const answer = await client.getEntries(query);
          requests.push({ query, ids: answer.items.map((item) => item.sys.id) });
          return answer;
        },
      });
      const answer = await createQueries(() => Promise.resolve(recording)).fetchTagged(
        ARCHIVE_TAG,
        page,
      );
      return { answer, requests };
    };
    for (const page of [1, 2]) {
      const { answer, requests } = await asked(page);
      expect(answer).toEqual(await queries.fetchTagged(ARCHIVE_TAG, page));
      const whole = requests.filter((r) => r.query.select === undefined);
      const byId = whole.filter((r) => r.query['sys.id[in]'] !== undefined);
      const shown = new Set(answer.items.map((i) => i.id));
      expect(byId.flatMap((r) => r.ids).every((id) => shown.has(id))).toBe(true);
      expect(answer.items.every((i) => whole.some((r) => r.ids.includes(i.id)))).toBe(true);
      // The reviews hold more matches than a batch: beyond what is read whole, the kind is read for
      // tags and dates alone.
      const scans = requests.filter((r) => r.query.select !== undefined);
      expect(scans.some((r) => r.query.content_type === 'reviews')).toBe(true);
      if (page === 1) {
        // Each kind's newest hundred come whole at once; no other whole request reads on.
        expect(whole.every((r) => r.query.skip === undefined)).toBe(true);
        expect(scans.every((r) => r.query.skip === PAGE_SIZE)).toBe(true);
      } else {
        // A later page reads whole only the entries it shows.
        expect(whole).toEqual(byId);
        expect(whole.flatMap((r) => r.ids).sort()).toEqual([...shown].sort());
      }
    }
  });

  it('keeps only the tag itself, not tags that merely contain its words', async () => {
    const answer = await queries.fetchTagged('archive', 1);
    expect(answer).toEqual({ items: [], total: 0 });
  });

  it('answers a demo tag as the demo export holds it', async () => {
    const answer = await queries.fetchTagged('dystopia', 1);
    expect(answer.total).toBe(3);
    expect(answer.items.every((i) => i.tags.includes('dystopia'))).toBe(true);
  });
});
