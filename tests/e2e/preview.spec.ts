/**
 * Draft preview end to end, on a prerendered build of the demo export plus one draft review: the draft
 * is nowhere in the published site (pages, lists, sitemap, feeds, bundle), a preview link with the
 * right secret shows it under the "Preview" banner, a wrong secret shows an error and no draft,
 * "Exit preview" returns to the published view, and nothing of the draft (nor its never-published
 * image) stays in IndexedDB or Cache Storage afterwards, while a reader's tab still caches images.
 * /preview itself is a real page, kept out of the sitemap.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { KINDS } from '../../src/content/kinds.ts';
import { DRAFT, DRAFT_IMAGE } from '../support/draft-export.ts';
import { PREVIEW_MESSAGES } from '../../functions/core/preview-handler.ts';
import { startPreviewStack, type PreviewStack } from './preview-helpers.ts';

const SECRET = 'local-preview-secret';
const DRAFT_PATH = `${KINDS.reviews.path}/${DRAFT.slug}`;
const DRAFT_STRINGS = [DRAFT.title, DRAFT.slug, DRAFT.id];
const previewLink = (secret: string, path = DRAFT_PATH) =>
  `/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(path)}`;

let stack: PreviewStack;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startPreviewStack();
});
test.afterAll(async () => stack?.stop());

function expectNoDraft(text: string, where: string): void {
  for (const s of DRAFT_STRINGS) expect(text, `${where} mentions the draft`).not.toContain(s);
}

/** Every value in every IndexedDB database and every cached response of this origin, as text. */
async function storedEverywhere(page: Page): Promise<{ idb: string; caches: string }> {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const idb: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const name of Array.from(db.objectStoreNames))
        idb.push(JSON.stringify(await request(db.transaction(name).objectStore(name).getAll())));
      db.close();
    }
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys())
        cached.push(`${req.url}\n${(await (await cache.match(req))?.text()) ?? ''}`);
    }
    return { idb: idb.join('\n'), caches: cached.join('\n') };
  });
}

test('the published site never shows the draft: pages, lists, sitemap, feeds, bundle', async ({
  page,
}) => {
  for (const path of ['/sitemap.xml', '/feed.xml', '/atom.xml', '/reviews/feed.xml', '/reviews']) {
    const response = await fetch(`${stack.siteUrl}${path}`);
    expect(response.status, path).toBe(200);
    expectNoDraft(await response.text(), path);
  }
  expect((await fetch(`${stack.siteUrl}${DRAFT_PATH}`)).status).toBe(404);

  await page.goto(`${stack.siteUrl}/reviews`);
  await expect(page.locator('main h1')).toHaveText(KINDS.reviews.listTitle);
  await expect(page.locator('main')).not.toContainText(DRAFT.title);
  await page.goto(`${stack.siteUrl}${DRAFT_PATH}`);
  await expect(page.getByText(KINDS.reviews.notFoundView.title)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);

  // Neither the preview token nor the secret is anywhere in what the browser can download.
  const files = readdirSync(stack.distDir, { recursive: true, withFileTypes: true });
  const scanned = files.filter((f) => f.isFile() && /\.(js|html|json|webmanifest)$/.test(f.name));
  expect(scanned.length).toBeGreaterThan(5);
  for (const file of scanned) {
    const text = readFileSync(join(file.parentPath, file.name), 'utf8');
    for (const secret of [stack.previewToken, SECRET])
      expect(text, file.name).not.toContain(secret);
  }
});

test('/preview is a page of its own (200, noindex), outside the sitemap, naming no secret', async () => {
  const secret = 'a-secret-the-page-must-not-echo';
  const response = await fetch(`${stack.siteUrl}${previewLink(secret)}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Opening the preview');
  expect(html).toContain('name="robots" content="noindex"');
  expect(html).not.toContain(secret);
  const sitemap = await (await fetch(`${stack.siteUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${stack.siteUrl}/reviews`);
  expect(sitemap).not.toContain('/preview');
});

/** URLs of the worker's image cache (where a reader's images land), or [] before there is one. */
const cachedImageUrls = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('images');
    return (await cache.keys()).map((r) => r.url);
  });

/** Waits until the page's image whose URL holds `part` has loaded, and returns its URL. */
async function loadedImage(page: Page, part: string): Promise<string> {
  const image = page.locator(`main img[src*="${part}"]`).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

test('a reader tab keeps caching the images of a published review', async ({ page }) => {
  const published = 'the-left-hand-of-darkness';
  await page.goto(`${stack.siteUrl}/reviews`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(`${stack.siteUrl}${KINDS.reviews.path}/${published}`);
  const src = await loadedImage(page, `${published}.jpg`);
  await expect.poll(() => cachedImageUrls(page)).toContain(src);
});

test('a wrong secret shows an error and no draft, and turns nothing on', async ({ page }) => {
  await page.goto(`${stack.siteUrl}${previewLink('not-the-secret')}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Preview could not start' });
  await expect(alert).toContainText(PREVIEW_MESSAGES.wrongSecret);
  expect(new URL(page.url()).pathname).toBe('/preview');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goto(`${stack.siteUrl}${DRAFT_PATH}`);
  await expect(page.getByText(KINDS.reviews.notFoundView.title)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(DRAFT.title);
});

test('a link to another site is refused', async ({ page }) => {
  await page.goto(`${stack.siteUrl}${previewLink(SECRET, '//evil.example/reviews')}`);
  await expect(page.getByRole('alert')).toContainText('does not point to a page of this site');
  expect(new URL(page.url()).origin).toBe(stack.siteUrl);
});

test('preview shows the draft under the banner, exits, and leaves no draft stored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sentToken: string[] = [];
  page.on('request', (r) => {
    const seen = `${r.url()} ${JSON.stringify(r.headers())} ${r.postData() ?? ''}`;
    if (seen.includes(stack.previewToken)) sentToken.push(r.url());
  });
  // A reader's visit first, so the offline store and the worker's caches hold published content.
  await page.goto(`${stack.siteUrl}/reviews`);
  await expect(page.locator('main h1')).toHaveText(KINDS.reviews.listTitle);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.locator('main h1')).toHaveText(KINDS.reviews.listTitle);
  await page.waitForFunction(
    () => performance.getEntriesByName('gq:ahead-of-need-done').length > 0,
    undefined,
    { timeout: 30_000 },
  );

  await page.goto(`${stack.siteUrl}${previewLink(SECRET)}`);
  await expect(page).toHaveURL(`${stack.siteUrl}${DRAFT_PATH}`);
  await expect(page.locator('main h1')).toHaveText(DRAFT.title);
  const banner = page.getByRole('complementary', { name: 'Preview' });
  await expect(banner).toBeVisible();
  // The draft's own image is shown, straight from the network.
  await loadedImage(page, DRAFT_IMAGE.id);
  // Lists in the preview tab show it too, first (it is the newest).
  await page.goto(`${stack.siteUrl}/reviews`);
  await expect(page.locator('main h2, main h3').first()).toHaveText(DRAFT.title);
  await expect(page.getByRole('button', { name: 'Save for offline' })).toHaveCount(0);
  // Long enough for the store's coalesced writes and the idle-time download to have happened.
  await page.waitForTimeout(1500);

  // Keyboard only: focus the button and press Enter.
  await page.goto(`${stack.siteUrl}${DRAFT_PATH}`);
  await expect(page.locator('main h1')).toHaveText(DRAFT.title);
  const exit = banner.getByRole('button', { name: 'Exit preview' });
  await exit.focus();
  await expect(exit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(KINDS.reviews.notFoundView.title)).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  const stored = await storedEverywhere(page);
  expect(stored.idb, 'the reader visit stored published content').toContain('Review: ');
  expect(stored.caches, 'the worker cached published content').toContain('/reviews');
  const imageUrls = await cachedImageUrls(page);
  expect(imageUrls, 'the worker cached published images').not.toEqual([]);
  expect(imageUrls.filter((url) => url.includes(DRAFT_IMAGE.id))).toEqual([]);
  // The draft's data: its title, its id and its image's id (the image cache's expiry records in
  // IndexedDB name every URL it kept). Its slug may appear in a URL the published view asked for
  // after exiting, answered with nothing.
  for (const [where, text] of Object.entries(stored))
    for (const s of [DRAFT.title, DRAFT.id, DRAFT_IMAGE.id])
      expect(text, `${where} holds the draft`).not.toContain(s);
  expect(stored.idb).not.toContain(`entry:reviews:${DRAFT.slug}`);
  expect(stored.caches).not.toContain(SECRET);
  expect(sentToken, 'requests carrying the preview token').toEqual([]);
});
