/**
 * The CDA's query rules, one test per behaviour, through the real `contentful` SDK against the
 * starter export plus a few additions (testing/cda-rules-export.ts). Each test names where the
 * rule comes from: the CDA reference (contentful.com/developers/docs/references/content-delivery-api)
 * or a response recorded from cdn.contentful.com in a public SDK repository.
 */
import type { ContentfulClientApi } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from './local-cloud.ts';
import { idsOrderedBy, readFacts, typeOf, type Facts } from '../tests/support/export-facts.ts';
import { POSTS, rulesExport, SHARED_ID } from '../tests/support/cda-rules-export.ts';
import type { TempExport } from '../tests/support/temp-export.ts';
import { cdaClient, startCdaCloud } from '../tests/support/cda-cloud.ts';

type Loose = { sys: Record<string, unknown> & { id: string }; fields: Record<string, unknown> };
type LooseList = {
  items: Loose[];
  total: number;
  limit: number;
  includes?: Record<string, Loose[]>;
};
const linkId = (v: unknown) => (v as { sys: { id: string } } | undefined)?.sys.id;

describe('CDA rules with the real SDK', () => {
  let temp: TempExport;
  let cloud: LocalCloud;
  let client: ContentfulClientApi<undefined>;
  let facts: Facts;
  const ids = async (query: Record<string, unknown>, sort = true) => {
    const res = (await client.withoutLinkResolution.getEntries(query)) as unknown as LooseList;
    const list = res.items.map((i) => i.sys.id);
    return sort ? list.sort() : list;
  };
  const raw = async (query: Record<string, unknown>) =>
    (await client.withoutLinkResolution.getEntries(query)) as unknown as LooseList;
  const entry = (id: string) => facts.entries.find((e) => e.sys.id === id)!;
  const posts = () => facts.entries.filter((e) => typeOf(e) === 'blogPost');

  beforeAll(async () => {
    temp = rulesExport();
    facts = readFacts(temp.path);
    cloud = await startCdaCloud(temp.path);
    client = cdaClient(cloud);
  });
  afterAll(async () => {
    await cloud?.close();
    temp?.remove();
  });

  it('includes the assets of included entries at the default include (contentful.py fixtures/client/entry.yaml)', async () => {
    const post = entry(POSTS.hello);
    const author = entry(linkId(post.fields.author[facts.locale])!);
    const res = await raw({ content_type: 'blogPost', 'sys.id': POSTS.hello });
    expect(res.includes?.Entry?.map((e) => e.sys.id)).toEqual([author.sys.id]);
    expect(res.includes?.Asset?.map((a) => a.sys.id).sort()).toEqual(
      [
        linkId(post.fields.heroImage[facts.locale]),
        linkId(author.fields.image[facts.locale]),
      ].sort(),
    );
    // Nothing to include: no includes key at all (contentful.py fixtures/client/entries_select.yaml).
    expect(
      (await raw({ content_type: 'blogPost', 'sys.id': POSTS.hello, include: 0 })).includes,
    ).toBeUndefined();
  });

  it('matches links_to_entry and links_to_asset on links of that type only (contentful.py entries_links_to_entry.yaml, entries_links_to_asset.yaml)', async () => {
    // SHARED_ID is both the posts' author (an entry) and London's guide (an asset).
    expect(await ids({ links_to_entry: SHARED_ID })).toEqual(
      posts()
        .map((p) => p.sys.id)
        .sort(),
    );
    expect(await ids({ links_to_asset: SHARED_ID })).toEqual(['london']);
  });

  it('takes select=fields and select=fields,sys as the whole fields object, without content_type (contentful.rb entry/select_no_sys.yml)', async () => {
    const all = Object.keys(entry(POSTS.hello).fields).sort();
    for (const select of [['fields'], ['fields', 'sys']]) {
      const res = await raw({ select, 'sys.id': POSTS.hello });
      expect(Object.keys(res.items[0].fields).sort()).toEqual(all);
    }
    // select=sys: no fields at all (contentful.rb entry/select_only_sys.yml).
    const only = await raw({ select: ['sys'], 'sys.id': POSTS.hello });
    expect(only.items[0].fields).toBeUndefined();
    expect(only.items[0].sys.id).toBe(POSTS.hello);
  });

  it('leaves a field out when its locale has fallbackCode null, and follows a fallback chain (CDA reference, Localization)', async () => {
    for (const locale of ['de-DE', 'de-AT']) {
      const res = await raw({ content_type: 'blogPost', locale });
      for (const item of res.items) {
        expect(item.fields.title).toBe(item.sys.id === POSTS.hello ? 'Hallo Welt' : undefined);
        expect(item.fields.slug).toBeUndefined();
      }
    }
    const single = (await client.getEntry(POSTS.hello, { locale: 'de-DE' })) as unknown as Loose;
    expect(single.fields).toEqual({ title: 'Hallo Welt' });
  });

  it('orders by distance with [near] (CDA reference, Search parameters: location-based search)', async () => {
    // From Amsterdam: London ~360 km, Paris ~430 km, Berlin ~580 km, San Francisco ~8800 km.
    expect(await ids({ content_type: 'city', 'fields.center[near]': '52.37,4.89' }, false)).toEqual(
      ['london', 'paris', 'berlin', 'sanFrancisco'],
    );
  });

  it('keeps a rectangle or a circle with [within] (CDA reference, Search parameters: location-based search)', async () => {
    const q = (within: string) => ids({ content_type: 'city', 'fields.center[within]': within });
    expect(await q('40,-10,60,20')).toEqual(['berlin', 'london', 'paris']);
    // 500 km around Paris reaches London (~340 km) but not Berlin (~880 km).
    expect(await q('48.856614,2.3522219,500')).toEqual(['london', 'paris']);
  });

  it('filters assets by mimetype_group (CDA reference, Search parameters: filtering assets by MIME type)', async () => {
    const group = async (mimetype_group: string) =>
      ((await client.getAssets({ mimetype_group } as never)) as unknown as LooseList).items
        .map((a) => a.sys.id)
        .sort();
    const images = facts.assets.filter((a) =>
      String((a.fields.file[facts.locale] as { contentType: string }).contentType).startsWith(
        'image/',
      ),
    );
    expect(await group('image')).toEqual(images.map((a) => a.sys.id).sort());
    expect(await group('pdfdocument')).toEqual([SHARED_ID]);
    expect(await group('audio')).toEqual(['episode']);
    expect(await group('video')).toEqual(['trailer']);
  });

  it('pages /content_types 100 by default, a missing description is null (contentful.py fixtures/client/content_types.yaml)', async () => {
    const types = await client.getContentTypes();
    expect(types.limit).toBe(100);
    expect(types.total).toBe(facts.contentTypes.length);
    expect(types.items.find((t) => t.sys.id === 'city')?.description).toBeNull();
    // The SDK's types only list `query`, but it passes any parameter through.
    const page = await client.getContentTypes({ skip: 1, limit: 1 } as never);
    expect(page.items.map((t) => t.sys.id)).toEqual([types.items[1].sys.id]);
  });

  it('compares dates, numbers and sys dates with [lt] [lte] [gt] [gte] (CDA reference, Search parameters: ranges)', async () => {
    const after = (date: string) =>
      posts()
        .filter((p) => Date.parse(String(p.fields.publishDate[facts.locale])) >= Date.parse(date))
        .map((p) => p.sys.id)
        .sort();
    expect(
      await ids({ content_type: 'blogPost', 'fields.publishDate[gte]': '2017-05-15' }),
    ).toEqual(after('2017-05-15'));
    expect(await ids({ content_type: 'city', 'fields.population[gt]': 3_000_000 })).toEqual([
      'berlin',
      'london',
    ]);
    expect(await ids({ content_type: 'city', 'fields.population[lte]': 2_100_000 })).toEqual([
      'paris',
      'sanFrancisco',
    ]);
    // The added cities were published in 2024, the starter's entries years before.
    expect(await ids({ 'sys.updatedAt[gte]': '2024-01-01' })).toEqual([
      'berlin',
      'london',
      'paris',
      'sanFrancisco',
    ]);
    expect((await raw({ 'sys.updatedAt[lt]': '2024-01-01' })).total).toBe(facts.entries.length - 4);
  });

  it('matches arrays with [all], [in] and [nin] taking comma lists (CDA reference, Search parameters: array equality)', async () => {
    const tagged = (test: (tags: string[]) => boolean) =>
      posts()
        .filter((p) => test(p.fields.tags[facts.locale] as string[]))
        .map((p) => p.sys.id)
        .sort();
    const q = (op: string, value: string) =>
      ids({ content_type: 'blogPost', [`fields.tags[${op}]`]: value });
    expect(await q('all', 'javascript,static-sites')).toEqual(
      tagged((t) => t.includes('javascript') && t.includes('static-sites')),
    );
    expect(await q('in', 'general,static-sites')).toEqual(
      tagged((t) => t.includes('general') || t.includes('static-sites')),
    );
    expect(await q('nin', 'javascript')).toEqual(tagged((t) => !t.includes('javascript')));
  });

  it('searches on references: fields.x.sys.id, and fields.x.fields.y with fields.x.sys.contentType.sys.id (CDA reference, Search on references)', async () => {
    const everyPost = posts()
      .map((p) => p.sys.id)
      .sort();
    expect(await ids({ content_type: 'blogPost', 'fields.author.sys.id': SHARED_ID })).toEqual(
      everyPost,
    );
    const byName = (name: string) =>
      ids({
        content_type: 'blogPost',
        'fields.author.sys.contentType.sys.id': 'person',
        'fields.author.fields.name': name,
      });
    expect(await byName(String(entry(SHARED_ID).fields.name[facts.locale]))).toEqual(everyPost);
    expect(await byName('Nobody Here')).toEqual([]);
  });

  it('filters on metadata.tags.sys.id with [in], [all] and [exists] (CDA reference, Tags)', async () => {
    const q = (key: string, value: string) => ids({ content_type: 'blogPost', [key]: value });
    expect(await q('metadata.tags.sys.id[in]', 'news')).toEqual([POSTS.webhooks]);
    expect(await q('metadata.tags.sys.id[all]', 'featured,news')).toEqual([POSTS.webhooks]);
    expect(await q('metadata.tags.sys.id[exists]', 'true')).toEqual(
      [POSTS.static, POSTS.webhooks].sort(),
    );
    expect(await q('metadata.tags.sys.id[exists]', 'false')).toEqual([POSTS.hello]);
  });

  it('orders on several keys, on links and on sys (CDA reference, Search parameters: order)', async () => {
    // Every post has the same author, so the second key decides.
    expect(
      await ids(
        { content_type: 'blogPost', order: ['fields.author.sys.id', '-fields.publishDate'] },
        false,
      ),
    ).toEqual(idsOrderedBy(facts, posts(), 'publishDate', true));
    const bySys = await ids({ order: ['-sys.id'], limit: 1000 }, false);
    expect(bySys).toEqual(
      facts.entries
        .map((e) => e.sys.id)
        .sort()
        .reverse(),
    );
  });

  it('resolves up to include=10 levels and refuses 11 (CDA reference, Links: retrieval of linked items)', async () => {
    const deep = await raw({ content_type: 'blogPost', include: 10 });
    expect(deep.includes?.Entry?.map((e) => e.sys.id)).toEqual([SHARED_ID]);
    await expect(client.getEntries({ include: 11 as 10 })).rejects.toThrow(/400|BadRequest/);
  });
});
