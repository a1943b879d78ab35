/** Sync API with the real SDK: initial sync (paged), then deltas after the export file changes. */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from './local-cloud.ts';
import { readFacts, typeOf } from '../tests/support/export-facts.ts';
import { tempExport, type ExportJson, type TempExport } from '../tests/support/temp-export.ts';
import { cdaClient, startCdaCloud } from '../tests/support/cda-cloud.ts';

const root = resolve(import.meta.dirname, '..');
const EXPORTS = [
  ['real-world starter export', resolve(root, 'tests/fixtures/starter-gatsby-blog-export.json')],
  ['demo content', resolve(root, 'demo-content/export.json')],
] as const;

describe.each(EXPORTS)('sync on %s', (_name, source) => {
  let temp: TempExport;
  let cloud: LocalCloud;
  let data: ExportJson;
  const client = () => cdaClient(cloud);

  beforeAll(async () => {
    if (!existsSync(source)) return;
    temp = tempExport(source);
    data = JSON.parse(readFileSync(temp.path, 'utf8'));
    cloud = await startCdaCloud(temp.path);
  });
  afterAll(async () => {
    await cloud?.close();
    temp?.remove();
  });

  it.skipIf(!existsSync(source))(
    'returns everything on an initial sync, over several pages, then only the changes',
    async () => {
      const facts = readFacts(temp.path);
      const initial = await client().sync({ initial: true, limit: 2 } as never);
      expect(initial.entries.map((e) => e.sys.id).sort()).toEqual(
        facts.entries.map((e) => e.sys.id).sort(),
      );
      expect(initial.assets.map((e) => e.sys.id).sort()).toEqual(
        facts.assets.map((e) => e.sys.id).sort(),
      );
      // Sync always delivers every locale.
      expect(
        Object.keys(initial.entries[0].fields.title ?? initial.entries[0].fields.name ?? {}),
      ).toContain(facts.locale);
      expect(initial.nextSyncToken).toBeTruthy();

      const quiet = await client().sync({ nextSyncToken: initial.nextSyncToken });
      expect(
        [quiet.entries, quiet.assets, quiet.deletedEntries, quiet.deletedAssets].map(
          (l) => l.length,
        ),
      ).toEqual([0, 0, 0, 0]);

      const [changed, removed] = data.entries;
      const removedAsset = data.assets[0];
      const titleField = Object.keys(changed.fields)[0];
      changed.fields[titleField][facts.locale] = 'Changed while running';
      const added = JSON.parse(JSON.stringify(changed));
      added.sys.id = 'addedWhileRunning';
      data.entries = [changed, added, ...data.entries.slice(2)];
      data.assets = data.assets.slice(1);
      temp.write(data);

      const delta = await client().sync({ nextSyncToken: quiet.nextSyncToken });
      expect(delta.entries.map((e) => e.sys.id).sort()).toEqual(
        [changed.sys.id, 'addedWhileRunning'].sort(),
      );
      expect(delta.entries.find((e) => e.sys.id === changed.sys.id)?.fields[titleField]).toEqual({
        [facts.locale]: 'Changed while running',
      });
      expect(delta.deletedEntries.map((e) => e.sys.id)).toEqual([removed.sys.id]);
      expect(delta.deletedEntries[0].sys.type).toBe('DeletedEntry');
      expect(delta.deletedAssets.map((e) => e.sys.id)).toEqual([removedAsset.sys.id]);

      // The older token still describes the older state, so it sees the same delta.
      const again = await client().sync({ nextSyncToken: initial.nextSyncToken });
      expect(again.deletedEntries.map((e) => e.sys.id)).toEqual([removed.sys.id]);
      const after = await client().sync({ nextSyncToken: delta.nextSyncToken });
      expect(after.entries).toHaveLength(0);
    },
  );

  it.skipIf(!existsSync(source))('filters an initial sync by type and content_type', async () => {
    const facts = readFacts(temp.path);
    const assetsOnly = await client().sync({ initial: true, type: 'Asset' });
    expect(assetsOnly.entries).toHaveLength(0);
    expect(assetsOnly.assets.length).toBe(facts.assets.length);
    const ct = typeOf(facts.entries[0]);
    const one = await client().sync({ initial: true, content_type: ct });
    expect(one.assets).toHaveLength(0);
    expect(one.entries.length).toBe(facts.entries.filter((e) => typeOf(e) === ct).length);
  });
});
