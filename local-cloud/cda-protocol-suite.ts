/**
 * The CDA protocol suite, run with the real `contentful` SDK against any space export. Expected
 * answers are computed from the export file itself (testing/export-facts.ts), not from the server.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ContentfulClientApi } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from './local-cloud.ts';
import { cdaClient, startCdaCloud } from '../tests/support/cda-cloud.ts';
import {
  idsOrderedBy,
  linkIds,
  readFacts,
  typeOf,
  value,
  type Facts,
  type FactItem,
} from '../tests/support/export-facts.ts';

type Loose = { sys: Record<string, unknown> & { id: string }; fields: Record<string, unknown> };
type LooseList = {
  items: Loose[];
  total: number;
  skip: number;
  limit: number;
  includes?: Record<string, Loose[]>;
};

export function protocolSuite(name: string, exportPath: string): void {
  describe.skipIf(!existsSync(exportPath))(`CDA protocol with the real SDK: ${name}`, () => {
    let cloud: LocalCloud;
    let client: ContentfulClientApi<undefined>;
    let facts: Facts;
    const list = async (query: Record<string, unknown>) =>
      (await client.getEntries(query)) as unknown as LooseList;
    const raw = async (query: Record<string, unknown>) =>
      (await client.withoutLinkResolution.getEntries(query)) as unknown as LooseList;
    const biggestType = () => {
      const counts = new Map<string, FactItem[]>();
      for (const e of facts.entries) counts.set(typeOf(e), [...(counts.get(typeOf(e)) ?? []), e]);
      return [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    };
    const fieldOf = (ct: string, types: string[]) =>
      facts.contentTypes.find((c) => c.sys.id === ct)!.fields.find((f) => types.includes(f.type))
        ?.id;

    beforeAll(async () => {
      facts = readFacts(exportPath);
      cloud = await startCdaCloud(exportPath);
      client = cdaClient(cloud);
    });
    afterAll(() => cloud?.close());

    it('lists every published entry, limit 100 by default', async () => {
      const all = await list({});
      expect(all.total).toBe(facts.entries.length);
      expect(all.limit).toBe(100);
      expect(all.skip).toBe(0);
    });

    it('filters by content_type', async () => {
      for (const ct of facts.contentTypes) {
        const res = await list({ content_type: ct.sys.id, limit: 1000 });
        const expected = facts.entries.filter((e) => typeOf(e) === ct.sys.id).map((e) => e.sys.id);
        expect(res.items.map((i) => i.sys.id).sort()).toEqual(expected.sort());
      }
    });

    it('orders by a field both ways, ties broken by sys.id', async () => {
      const [ct, items] = biggestType();
      const field = fieldOf(ct, ['Date', 'Symbol'])!;
      for (const desc of [true, false]) {
        const res = await list({ content_type: ct, order: [`${desc ? '-' : ''}fields.${field}`] });
        expect(res.items.map((i) => i.sys.id)).toEqual(idsOrderedBy(facts, items, field, desc));
      }
    });

    it('orders by sys fields with a comma list', async () => {
      const res = await list({ order: ['-sys.createdAt', 'sys.id'], limit: 1000 });
      const dates = res.items.map((i) => Date.parse(String(i.sys.createdAt)));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('pages with limit and skip over a stable order', async () => {
      const full = (await list({ order: ['sys.id'], limit: 1000 })).items.map((i) => i.sys.id);
      const paged: string[] = [];
      for (let skip = 0; skip < full.length; skip += 2) {
        const page = await list({ order: ['sys.id'], limit: 2, skip });
        expect(page.skip).toBe(skip);
        paged.push(...page.items.map((i) => i.sys.id));
      }
      expect(paged).toEqual(full);
    });

    it('matches equality on fields.X and sys.id, and [in] [nin] [ne]', async () => {
      const [ct, items] = biggestType();
      const field = fieldOf(ct, ['Symbol'])!;
      const target = items[0];
      const wanted = value(facts, target, field);
      const eq = await list({ content_type: ct, [`fields.${field}`]: wanted });
      expect(eq.items.map((i) => i.sys.id)).toEqual(
        items
          .filter((e) => value(facts, e, field) === wanted)
          .map((e) => e.sys.id)
          .sort(),
      );
      expect((await list({ 'sys.id': target.sys.id })).items.map((i) => i.sys.id)).toEqual([
        target.sys.id,
      ]);
      const two = facts.entries.slice(0, 2).map((e) => e.sys.id);
      expect((await list({ 'sys.id[in]': two.join(',') })).total).toBe(two.length);
      expect((await list({ 'sys.id[nin]': two.join(',') })).total).toBe(
        facts.entries.length - two.length,
      );
      expect((await list({ 'sys.id[ne]': two[0] })).total).toBe(facts.entries.length - 1);
    });

    it('answers [exists] true and false', async () => {
      const [ct, items] = biggestType();
      const fields = facts.contentTypes.find((c) => c.sys.id === ct)!.fields.map((f) => f.id);
      for (const field of fields) {
        const having = items.filter((e) => value(facts, e, field) !== undefined).length;
        expect((await list({ content_type: ct, [`fields.${field}[exists]`]: true })).total).toBe(
          having,
        );
        expect((await list({ content_type: ct, [`fields.${field}[exists]`]: false })).total).toBe(
          items.length - having,
        );
      }
    });

    it('runs [match] full text, case-insensitive', async () => {
      const [ct, items] = biggestType();
      const field = fieldOf(ct, ['Symbol'])!;
      const word = String(value(facts, items[0], field))
        .split(/\s+/)
        .sort((a, b) => b.length - a.length)[0];
      const res = await list({ content_type: ct, [`fields.${field}[match]`]: word.toUpperCase() });
      expect(res.items.map((i) => i.sys.id)).toContain(items[0].sys.id);
      for (const item of res.items)
        expect(String(item.fields[field]).toLowerCase()).toContain(word.toLowerCase());
    });

    it('selects only the asked fields', async () => {
      const [ct] = biggestType();
      const field = fieldOf(ct, ['Symbol'])!;
      const res = await list({ content_type: ct, select: [`fields.${field}`] });
      for (const item of res.items) expect(Object.keys(item.fields)).toEqual([field]);
    });

    it('puts linked entries and assets (rich text too) in includes, and none with include=0', async () => {
      const res = await raw({ limit: 1000, include: 1 });
      for (const linkType of ['Entry', 'Asset']) {
        const known = new Set(
          (linkType === 'Entry' ? facts.entries : facts.assets).map((e) => e.sys.id),
        );
        const own = new Set(res.items.map((i) => i.sys.id));
        const linked = [
          ...linkIds(
            res.items.map((i) => i.fields),
            linkType,
          ),
        ].filter((id) => known.has(id) && !(linkType === 'Entry' && own.has(id)));
        expect((res.includes?.[linkType] ?? []).map((i) => i.sys.id).sort()).toEqual(linked.sort());
      }
      const none = await raw({ limit: 1000, include: 0 });
      expect(none.includes?.Entry ?? []).toEqual([]);
      expect(none.includes?.Asset ?? []).toEqual([]);
    });

    it('lets the SDK resolve link fields to the linked items', async () => {
      const res = await list({ limit: 1000, include: 2 });
      let resolved = 0;
      for (const item of res.items) {
        for (const v of Object.values(item.fields)) {
          const sys = (v as Loose | undefined)?.sys;
          if (sys?.type === 'Entry' || sys?.type === 'Asset') {
            expect((v as Loose).fields).toBeTypeOf('object');
            resolved++;
          }
        }
      }
      expect(resolved).toBeGreaterThan(0);
    });

    it('serves getEntry, getAsset(s), content types, locales and the space', async () => {
      const entry = facts.entries[0];
      const got = (await client.getEntry(entry.sys.id)) as unknown as Loose;
      expect(got.sys.id).toBe(entry.sys.id);
      expect(got.sys.locale).toBe(facts.locale);
      const assets = (await client.getAssets({ limit: 1000 })) as unknown as LooseList;
      expect(assets.total).toBe(facts.assets.length);
      const asset = (await client.getAsset(facts.assets[0].sys.id)) as unknown as Loose;
      expect((asset.fields.file as { url: string }).url.startsWith(`${cloud.url}/files/`)).toBe(
        true,
      );
      expect((await client.getContentTypes()).total).toBe(facts.contentTypes.length);
      const ct = await client.getContentType(facts.contentTypes[0].sys.id);
      expect(ct.fields.map((f) => f.id)).toEqual(facts.contentTypes[0].fields.map((f) => f.id));
      expect((await client.getLocales()).items.map((l) => l.code)).toContain(facts.locale);
      expect((await client.getSpace()).sys.id).toBe(cloud.spaceId);
    });

    it('serves asset files that exist beside the export and 404s the rest, with CORS', async () => {
      const assets = (await client.getAssets({ limit: 1000 })) as unknown as LooseList;
      for (const asset of assets.items) {
        const url = (asset.fields.file as { url: string }).url;
        const onDisk = join(
          dirname(exportPath),
          decodeURIComponent(url.slice(`${cloud.url}/files/`.length)),
        );
        const res = await fetch(url);
        expect(res.status).toBe(existsSync(onDisk) ? 200 : 404);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        if (res.ok)
          expect(res.headers.get('content-type')).toBe(
            (asset.fields.file as { contentType: string }).contentType,
          );
      }
    });
  });
}
