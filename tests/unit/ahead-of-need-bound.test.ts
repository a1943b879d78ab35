/**
 * The ahead-of-need download stays bounded whatever the archive's size: against the local cloud
 * serving the demo grown to 2,000 articles, the first run fetches at most FIRST_VISIT_BUDGET bytes
 * of JSON and keeps LIST_WINDOW entries per kind; a run with nothing new fetches next to nothing; a
 * publish and an unpublish arrive as a delta, the removed article disappears and the list is whole
 * again. What is derived always equals what the real SDK's list queries return.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ContentfulClientApi } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from '../../local-cloud/local-cloud.ts';
import { cdaClient, startCdaCloud } from '../support/cda-cloud.ts';
import { articlesOf, growExport } from '../support/grow-export.ts';
import { tempExport, type ExportJson, type TempExport } from '../support/temp-export.ts';
import { KINDS, KIND_ORDER } from '../../src/content/kinds.ts';
import { normaliseArticle } from '../../src/content/normalise.ts';
import { mirroredSummaries } from '../mirrored-summaries.ts';
import { deriveKinds } from '../../src/features/offline-reading/derive.ts';
import { FetchError, updateMirror } from '../../src/shared/mirror-update.ts';
import { BODY_WINDOW, LIST_WINDOW } from '../../src/shared/mirror-window.ts';
import { emptyMirror, type Mirror } from '../../src/shared/sync-mirror.ts';

const ARTICLES = 2000;
const FIRST_VISIT_BUDGET = 1.5 * 1024 * 1024;
const DEMO = join(import.meta.dirname, '../../demo-content/export.json');

let cloud: LocalCloud;
let sdk: ContentfulClientApi<undefined>;
let archive: TempExport;
let traffic = { requests: 0, bytes: 0 };

async function fetchJson(query: string): Promise<unknown> {
  const response = await fetch(
    `${cloud.url}/spaces/${cloud.spaceId}/environments/master/${query}`,
    {
      headers: { Authorization: `Bearer ${cloud.accessToken}` },
    },
  );
  const text = await response.text();
  traffic.requests++;
  traffic.bytes += Buffer.byteLength(text);
  if (!response.ok) throw new FetchError(response.status);
  return JSON.parse(text);
}

async function run(mirror: Mirror) {
  traffic = { requests: 0, bytes: 0 };
  const next = await updateMirror(mirror, fetchJson);
  return { mirror: next, ...traffic };
}

/** Every kind derived from the mirror equals the SDK's list query and its newest articles. */
async function expectSameAsQueries(mirror: Mirror) {
  const derived = deriveKinds(mirror, BODY_WINDOW);
  for (const kind of KIND_ORDER) {
    const response = await sdk.getEntries({
      content_type: KINDS[kind].contentType,
      order: ['-fields.publishDate'],
      limit: LIST_WINDOW,
      include: 2,
    });
    const mine = derived.find((k) => k.kind === kind)!;
    expect(mine.summaries).toEqual(mirroredSummaries(response.items, mirror));
    expect(mine.articles).toEqual(
      response.items.slice(0, BODY_WINDOW).map((item) => normaliseArticle(item, kind)),
    );
  }
}

beforeAll(async () => {
  archive = tempExport(DEMO, (data) => Object.assign(data, growExport(data, ARTICLES)));
  cloud = await startCdaCloud(archive.path);
  sdk = cdaClient(cloud);
}, 60_000);
afterAll(async () => {
  await cloud?.close();
  archive?.remove();
});

describe('ahead-of-need download on an archive of 2,000 articles', () => {
  let mirror: Mirror;

  it('first visit: the newest of each kind, under the byte budget', async () => {
    const first = await run(emptyMirror());
    mirror = first.mirror;
    expect(first.bytes).toBeLessThan(FIRST_VISIT_BUDGET);
    const perKind = deriveKinds(mirror, BODY_WINDOW);
    for (const kind of perKind) {
      expect(kind.summaries).toHaveLength(LIST_WINDOW);
      expect(kind.complete).toBe(false);
      expect(kind.articles).toHaveLength(BODY_WINDOW);
    }
    // Nothing beyond the windows is held but what they link to.
    expect(Object.keys(mirror.listed)).toHaveLength(LIST_WINDOW * KIND_ORDER.length);
    expect(Object.keys(mirror.entries).length).toBeLessThan(LIST_WINDOW * KIND_ORDER.length * 1.2);
    await expectSameAsQueries(mirror);
  });

  it('a later visit with nothing new costs three small answers', async () => {
    const again = await run(mirror);
    expect(again.requests).toBe(3);
    expect(again.bytes).toBeLessThan(2048);
    expect(again.mirror.entries).toEqual(mirror.entries);
    mirror = again.mirror;
  });

  it('a publish and two unpublishes arrive as a delta; the list is whole again', async () => {
    const data = JSON.parse(readFileSync(archive.path, 'utf8'));
    const dateOf = (e: ExportJson): number => Date.parse(e.fields.publishDate['en-US']);
    const news = articlesOf(data)
      .filter((e: ExportJson) => e.sys.contentType.sys.id === 'news')
      .sort((a: ExportJson, b: ExportJson) => dateOf(b) - dateOf(a));
    const [removed, alsoRemoved] = [news[1], news[2]];
    const now = new Date().toISOString();
    const added = structuredClone(news[0]);
    added.sys = { ...added.sys, id: 'freshNewsEntry000000001', publishedAt: now, updatedAt: now };
    added.fields.urlSlug = { 'en-US': 'fresh-news' };
    added.fields.title = { 'en-US': 'Fresh news' };
    added.fields.publishDate = { 'en-US': now };
    data.entries = [
      ...data.entries.filter(
        (e: { sys: { id: string } }) =>
          e.sys.id !== removed.sys.id && e.sys.id !== alsoRemoved.sys.id,
      ),
      added,
    ];
    archive.write(data);

    const delta = await run(mirror);
    mirror = delta.mirror;
    // The deletions, the changed entries, the changed assets, the list's missing tail, and the bodies
    // of the two entries that moved up into the newest five.
    expect(delta.requests).toBe(5);
    expect(delta.bytes).toBeLessThan(64 * 1024);
    expect(mirror.entries[removed.sys.id]).toBeUndefined();
    expect(mirror.entries[alsoRemoved.sys.id]).toBeUndefined();
    const derived = deriveKinds(mirror, BODY_WINDOW).find((k) => k.kind === 'news')!;
    expect(derived.articles[0].title).toBe('Fresh news');
    expect(derived.summaries).toHaveLength(LIST_WINDOW);
    await expectSameAsQueries(mirror);
  });
});
