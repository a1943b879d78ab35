/**
 * More of the CDA protocol with the real `contentful` SDK, run on any space export like
 * cda-protocol-suite.ts: what `includes` carries, `links_to_*`, `select=fields` and the content
 * type list. Expected answers come from the export file itself (testing/export-facts.ts).
 */
import { existsSync } from 'node:fs';
import type { ContentfulClientApi } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from './local-cloud.ts';
import { cdaClient, startCdaCloud } from '../tests/support/cda-cloud.ts';
import { linkIds, readFacts, type FactItem, type Facts } from '../tests/support/export-facts.ts';

type Loose = { sys: { id: string }; fields?: Record<string, unknown> };
type LooseList = { items: Loose[]; includes?: Record<string, Loose[]> };

/** The default-locale values of an item's fields: what the CDA delivers and searches. */
const delivered = (facts: Facts, item: FactItem) =>
  Object.values(item.fields).map((byLocale) => byLocale[facts.locale]);

/**
 * Linked entries level by level up to `depth`, and the assets linked from every entry reached,
 * the deepest included ones too (contentful.py fixtures/client/entry.yaml).
 */
function expectedIncludes(facts: Facts, items: FactItem[], depth: number) {
  const entries = new Map(facts.entries.map((e) => [e.sys.id, e]));
  const assets = new Set(facts.assets.map((a) => a.sys.id));
  const seen = new Set(items.map((i) => i.sys.id));
  const out = { Entry: new Set<string>(), Asset: new Set<string>() };
  let frontier = items;
  for (let level = 0; level <= depth && depth > 0; level++) {
    const next: FactItem[] = [];
    for (const item of frontier) {
      for (const id of linkIds(delivered(facts, item), 'Asset'))
        if (assets.has(id)) out.Asset.add(id);
      if (level === depth) continue;
      for (const id of linkIds(delivered(facts, item), 'Entry')) {
        const target = entries.get(id);
        if (!target || seen.has(id)) continue;
        seen.add(id);
        out.Entry.add(id);
        next.push(target);
      }
    }
    frontier = next;
  }
  return { Entry: [...out.Entry].sort(), Asset: [...out.Asset].sort() };
}

export function protocolLinksSuite(name: string, exportPath: string): void {
  describe.skipIf(!existsSync(exportPath))(
    `CDA links and selection with the real SDK: ${name}`,
    () => {
      let cloud: LocalCloud;
      let client: ContentfulClientApi<undefined>;
      let facts: Facts;
      const raw = async (query: Record<string, unknown>) =>
        (await client.withoutLinkResolution.getEntries(query)) as unknown as LooseList;
      const idsOf = (list: Loose[] | undefined) => (list ?? []).map((i) => i.sys.id).sort();

      beforeAll(async () => {
        facts = readFacts(exportPath);
        cloud = await startCdaCloud(exportPath);
        client = cdaClient(cloud);
      });
      afterAll(() => cloud?.close());

      it('includes linked entries per level and the assets of every entry reached, the deepest too', async () => {
        const first = [...facts.entries].sort((a, b) => (a.sys.id < b.sys.id ? -1 : 1)).slice(0, 3);
        for (const include of [0, 1, 2]) {
          const res = await raw({ order: ['sys.id'], limit: 3, include });
          const expected = expectedIncludes(facts, first, include);
          expect(idsOf(res.includes?.Entry)).toEqual(expected.Entry);
          expect(idsOf(res.includes?.Asset)).toEqual(expected.Asset);
        }
      });

      it('matches links_to_entry and links_to_asset on links of that type only', async () => {
        for (const [param, linkType, targets] of [
          ['links_to_entry', 'Entry', facts.entries],
          ['links_to_asset', 'Asset', facts.assets],
        ] as const) {
          for (const target of targets.slice(0, 4)) {
            const expected = facts.entries
              .filter((e) => linkIds(delivered(facts, e), linkType).has(target.sys.id))
              .map((e) => e.sys.id)
              .sort();
            expect(idsOf((await raw({ [param]: target.sys.id, limit: 1000 })).items)).toEqual(
              expected,
            );
          }
        }
      });

      it('answers select=fields with every field, without content_type', async () => {
        const entry = facts.entries[0];
        const res = await raw({ 'sys.id': entry.sys.id, select: ['fields'] });
        expect(Object.keys(res.items[0].fields ?? {}).sort()).toEqual(
          Object.keys(entry.fields)
            .filter((f) => entry.fields[f][facts.locale] !== undefined)
            .sort(),
        );
      });

      it('lists content types 100 a page by default', async () => {
        const types = await client.getContentTypes();
        expect(types.limit).toBe(100);
        expect(types.total).toBe(facts.contentTypes.length);
      });
    },
  );
}
