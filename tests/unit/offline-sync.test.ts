/**
 * The ahead-of-need download keeps its own mirror (window queries, a deletions-only sync, changes by
 * date), while pages read list and entry queries. This holds the two to the same result: the articles
 * derived from a real run against the demo content (local cloud) equal what the real SDK's getEntries
 * gives through the same normalisers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ContentfulClientApi } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../local-cloud/local-cloud.ts';
import { KINDS, KIND_ORDER } from '../../src/content/kinds.ts';
import { normaliseArticle } from '../../src/content/normalise.ts';
import { mirroredSummaries } from '../mirrored-summaries.ts';
import { deriveKinds } from '../../src/features/offline-reading/derive.ts';
import { updateMirror } from '../../src/shared/mirror-update.ts';
import { emptyMirror, type Mirror } from '../../src/shared/sync-mirror.ts';

let cloud: LocalCloud;
let sdk: ContentfulClientApi<undefined>;
let dir: string;

const fetchJson = (query: string): Promise<unknown> =>
  fetch(`${cloud.url}/spaces/${cloud.spaceId}/environments/master/${query}`, {
    headers: { Authorization: `Bearer ${cloud.accessToken}` },
  }).then((r) => r.json());

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gq-offline-sync-'));
  cloud = await startLocalCloud({
    port: 0,
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
    host: new URL(cloud.url).host,
    insecure: true,
  });
});
afterAll(async () => {
  await cloud?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sync mirror', () => {
  let mirror: Mirror;

  it('holds every article of the demo (each kind fits its window), then deltas with nothing new', async () => {
    mirror = await updateMirror(emptyMirror(), fetchJson);
    expect(mirror.token).toBeTruthy();
    expect(Object.keys(mirror.entries).length).toBeGreaterThan(30);
    const again = await updateMirror(mirror, fetchJson);
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
    expect(derived.summaries).toEqual(mirroredSummaries(response.items, mirror));
    expect(derived.articles).toEqual(
      response.items.slice(0, 5).map((item) => normaliseArticle(item, kind)),
    );
  });
});
