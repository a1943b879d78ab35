/**
 * The ahead-of-need download reads the space through the Sync API, while pages read list and entry
 * queries. This holds the two to the same result: the articles derived from a real sync of the demo
 * content (local cloud) equal what the real SDK's getEntries gives through the same normalisers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ContentfulClientApi } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../server/local-cloud.ts';
import { KINDS, KIND_ORDER } from '../../src/content/kinds.ts';
import { normaliseArticle, normaliseSummary } from '../../src/content/normalise.ts';
import { deriveKinds } from '../../src/features/ahead-of-need/derive.ts';
import { syncMirror } from '../../src/features/ahead-of-need/run-ahead-of-need.ts';
import {
  emptyMirror,
  type Mirror,
  type SyncPage,
} from '../../src/features/ahead-of-need/sync-mirror.ts';

const PORT = Number(process.env.E2E_PORT_BASE || 4800) + 21;
let cloud: LocalCloud;
let sdk: ContentfulClientApi<undefined>;
let dir: string;

const fetchPage = (query: string): Promise<SyncPage> =>
  fetch(`${cloud.url}/spaces/${cloud.spaceId}/environments/master/sync?${query}`, {
    headers: { Authorization: `Bearer ${cloud.accessToken}` },
  }).then((r) => r.json() as Promise<SyncPage>);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gq-offline-sync-'));
  cloud = await startLocalCloud({
    port: PORT,
    exportPath: join(import.meta.dirname, '../../demo-content/export.json'),
    dataDir: dir,
    siteUrl: 'http://127.0.0.1:4800',
    functions: false,
    spaceId: 'syncspace',
    accessToken: 'sync-token',
  });
  sdk = createClient({
    space: cloud.spaceId,
    accessToken: cloud.accessToken,
    host: `127.0.0.1:${PORT}`,
    insecure: true,
  });
});
afterAll(async () => {
  await cloud?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sync mirror', () => {
  let mirror: Mirror;

  it('syncs the whole space, then deltas with nothing new', async () => {
    mirror = await syncMirror(emptyMirror(), fetchPage);
    expect(mirror.token).toBeTruthy();
    expect(Object.keys(mirror.entries).length).toBeGreaterThan(30);
    const again = await syncMirror(mirror, fetchPage);
    expect(Object.keys(again.entries)).toEqual(Object.keys(mirror.entries));
  });

  it.each(KIND_ORDER)('derives the same %s list and articles as the list queries', async (kind) => {
    const derived = deriveKinds(mirror, 5).find((k) => k.kind === kind)!;
    expect(derived.articles).toHaveLength(5);
    const response = await sdk.getEntries({
      content_type: KINDS[kind].contentType,
      order: ['-fields.publishDate'],
      limit: 100,
      include: 2,
    });
    expect(derived.summaries).toEqual(response.items.map(normaliseSummary));
    expect(derived.articles).toEqual(
      response.items.slice(0, 5).map((item) => normaliseArticle(item, kind)),
    );
  });
});
