/**
 * Incremental prerendering: after a full build of a copy of the demo content, one entry's title
 * changes and another entry is deleted in the export; the next prerender run asks the Sync API what
 * changed and rewrites only what shows it. The article shows its new title in the browser, every
 * other file keeps its bytes and modification time, the deleted entry's page is gone (404), and a
 * full build of the same content writes the very same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSite } from '../../build/build-site.ts';
import { startLocalCloud, type LocalCloud } from '../../local-cloud/local-cloud.ts';
import { STATE_FILE } from '../../build/prerender/build-state.ts';
import { prerenderSite, type PrerenderResult } from '../../build/prerender/prerender-site.ts';
import { startSiteServer, type SiteServer } from '../../local-cloud/site-server.ts';
import { tempExport, type ExportJson, type TempExport } from '../support/temp-export.ts';
import { pageFile, slugPath } from '../../src/shared/page-paths.ts';
import {
  CLOUD_PORT,
  DEMO_EXPORT,
  DIST_DIR,
  E2E_CREDENTIALS,
  E2E_SITE_ENV,
  REPO,
  SITE_PORT,
  SITE_URL,
} from './harness.ts';

const DIST = `${DIST_DIR}-incremental`;
const SSR = `${DIST}-ssr`;
const NEW_TITLE = 'A title changed after the first build';

interface Snapshot {
  mtimeMs: number;
  hash: string;
}

/** Every file of the build with its modification time and content hash. */
function snapshot(dir: string): Map<string, Snapshot> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dir, file)).isFile(),
  );
  return new Map(
    files.map((file) => [
      file,
      {
        mtimeMs: statSync(join(dir, file)).mtimeMs,
        hash: createHash('sha256')
          .update(readFileSync(join(dir, file)))
          .digest('hex'),
      },
    ]),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- export JSON is edited as data
type Item = any;
const typeOf = (e: Item): string => e.sys.contentType.sys.id;
const slugOf = (e: Item): string => e.fields.urlSlug['en-US'];

let archive: TempExport;
let cloud: LocalCloud;
let site: SiteServer;
let dataDir: string;
let before: Map<string, Snapshot>;
let result: PrerenderResult;
let changed: { path: string; file: string };
let deleted: { path: string; file: string };
let untouched: string;

const prerender = (extra: { full?: boolean; log?: (line: string) => void } = {}) =>
  prerenderSite({ root: REPO, distDir: DIST, siteUrl: SITE_URL, log: () => {}, ...extra });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  archive = tempExport(DEMO_EXPORT);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-incremental-'));
  cloud = await startLocalCloud({
    port: CLOUD_PORT,
    exportPath: archive.path,
    dataDir,
    siteUrl: SITE_URL,
    ...E2E_CREDENTIALS,
  });
  rmSync(SSR, { recursive: true, force: true });
  await buildSite(REPO, DIST, E2E_SITE_ENV, { prerender: true });
  site = await startSiteServer({ port: SITE_PORT, distDir: DIST });
  before = snapshot(DIST);

  const data: ExportJson = JSON.parse(readFileSync(archive.path, 'utf8'));
  const news = data.entries.filter((e: Item) => typeOf(e) === 'news');
  const reviews = data.entries.filter((e: Item) => typeOf(e) === 'reviews');
  const target = news[0];
  const gone = reviews[reviews.length - 1];
  const place = (base: string, slug: string) => {
    const path = slugPath(base, slug)!;
    return { path, file: pageFile(path)! };
  };
  changed = place('/news', slugOf(target));
  deleted = place('/reviews', slugOf(gone));
  untouched = place('/reviews', slugOf(reviews[0])).file;
  for (const file of [changed.file, deleted.file, untouched])
    expect(before.has(file), `the full build wrote ${file}`).toBe(true);

  // A republished title, as Contentful's export would carry it; and an unpublished review.
  target.fields.title['en-US'] = NEW_TITLE;
  target.sys.publishedCounter = (target.sys.publishedCounter ?? 1) + 1;
  target.sys.publishedVersion = (target.sys.publishedVersion ?? 1) + 2;
  data.entries = data.entries.filter((e: Item) => e !== gone);
  archive.write(data);
  result = await prerender();
});

test.afterAll(async () => {
  await Promise.allSettled([site?.close(), cloud?.close()]);
  archive?.remove();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(DIST, { recursive: true, force: true });
  rmSync(SSR, { recursive: true, force: true });
});

test('the incremental run used the Sync API delta, not a full build', () => {
  expect(result.full).toBeNull();
  expect(result.written).toContain(changed.file);
  // Its page, and the pages and feeds of a tag only it carried.
  expect(result.removed).toContain(deleted.file);
  for (const file of result.removed) expect(before.has(file), file).toBe(true);
});

test('the changed article shows its new title, in the file and in the browser', async ({
  page,
}) => {
  expect(readFileSync(join(DIST, changed.file), 'utf8')).toContain(NEW_TITLE);
  await page.goto(`${site.url}${changed.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
});

test('every other file keeps its bytes and modification time', () => {
  const after = snapshot(DIST);
  const rewritten = new Set(result.written);
  let kept = 0;
  for (const [file, old] of before) {
    if (rewritten.has(file) || result.removed.includes(file)) continue;
    expect(after.get(file), file).toEqual(old);
    kept += 1;
  }
  // The other articles' pages are among the kept ones; what was written shows the changed entry.
  expect(after.get(untouched)).toEqual(before.get(untouched));
  expect(kept).toBeGreaterThan(result.written.length * 2);
  for (const file of rewritten)
    expect(
      file === changed.file ||
        !/^(news|reviews|discussions|fiction|recommendations|posts)\/[^/]+\/index\.html$/.test(
          file,
        ),
      `${file} is no page of another article`,
    ).toBe(true);
});

test("the deleted entry's page is gone: its address answers 404", async ({ page }) => {
  expect(statSync(join(DIST, deleted.file), { throwIfNoEntry: false })).toBeUndefined();
  const response = await page.goto(`${site.url}${deleted.path}`);
  expect(response?.status()).toBe(404);
});

test('a full build of the same content writes the same bytes (nothing to rewrite)', async () => {
  const lines: string[] = [];
  const full = await prerender({ full: true, log: (line) => lines.push(line) });
  expect(full.full).toMatch(/asked for/);
  expect(lines).toContain(`prerender: full build: ${full.full}`);
  expect(full.written).toEqual([]);
  expect(full.removed).toEqual([]);
});

test('a corrupted state file means a full build, with one line saying why', async () => {
  writeFileSync(join(SSR, STATE_FILE), '{"version":1,"files":');
  const lines: string[] = [];
  const again = await prerender({ log: (line) => lines.push(line) });
  expect(again.full).toMatch(/cannot be read/);
  expect(lines.filter((line) => line.startsWith('prerender: full build:'))).toHaveLength(1);
  expect(again.written).toEqual([]);
  // And the state it wrote is a base for the next incremental run again.
  expect((await prerender()).full).toBeNull();
});
