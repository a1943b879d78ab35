/**
 * Reading offline in real Chromium against the production build with its service worker:
 * read home, a list and an article, save another one, let the ahead-of-need download run, then STOP
 * every server (the worker's own fetches fail for real) and navigate. Expectations come from the local
 * cloud's CDA, not from copies of the export. The export is a temp copy, changed while the servers are
 * down, so coming back online must show the new title without a reload.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { KINDS, type KindKey } from '../../src/content/kinds.ts';
import { openDevice } from './device.ts';
import { copyDemoExport, E2E_CREDENTIALS, type Stack } from './harness.ts';
import { expectAppVisible, pinnedKeys, storedKeys, waitForControl } from './pwa-helpers.ts';
import { layoutShift, shiftReport, watchLayoutShifts } from './ui-helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ trace: 'off' });

const OFFLINE_TEXT = "You're offline and this page hasn't been saved for offline reading yet.";

interface Listed {
  id: string;
  slug: string;
  title: string;
}

async function newest(stack: Stack, kind: KindKey): Promise<Listed[]> {
  const query = new URLSearchParams({
    content_type: KINDS[kind].contentType,
    order: '-fields.publishDate',
    limit: '100',
  });
  const url = `${stack.cloudUrl}/spaces/${E2E_CREDENTIALS.spaceId}/environments/master/entries?${query}`;
  const body = (await (
    await fetch(url, { headers: { Authorization: `Bearer ${E2E_CREDENTIALS.accessToken}` } })
  ).json()) as { items: { sys: { id: string }; fields: { urlSlug: string; title: string } }[] };
  return body.items.map((i) => ({ id: i.sys.id, slug: i.fields.urlSlug, title: i.fields.title }));
}

/** Content images (from the cloud's /files/) that actually decoded. */
const decodedImages = (page: Page, cloudUrl: string) =>
  page
    .locator(`main img[src^="${cloudUrl}/files/"]`)
    .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);

async function expectArticle(page: Page, title: string, cloudUrl: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect.poll(() => decodedImages(page, cloudUrl)).toBeGreaterThan(0);
}

// A copy of the demo export: the last test edits it while the servers are down.
const device = openDevice('offline', (dir) => ({ exportPath: copyDemoExport(dir) }));
const exportPath = () => join(device.dir, 'export.json');

test('seen, saved and downloaded-ahead pages read offline; the rest says so; online refreshes', async () => {
  const stack = device.stack!;
  const { cloudUrl } = stack;
  const reviews = await newest(stack, 'reviews');
  const fiction = await newest(stack, 'fiction');
  const news = await newest(stack, 'news');
  const discussions = await newest(stack, 'discussions');
  const visited = reviews[0];
  // Older than the newest five the ahead-of-need download takes: only saving keeps them.
  const saved = fiction[fiction.length - 1];
  const ahead = news[1];
  const neither = discussions[discussions.length - 1];
  expect(fiction.length).toBeGreaterThan(5);
  expect(discussions.length).toBeGreaterThan(5);

  const page = await device.context.newPage();
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);
  // The ahead-of-need download runs in idle time after load; a navigation would cut its images short.
  await page.waitForFunction(
    () => performance.getEntriesByName('gq:ahead-of-need-done').length > 0,
    undefined,
    { timeout: 30_000 },
  );
  await expect.poll(() => storedKeys(page)).toContain(`entry:news:${ahead.slug}`);
  // Kept through the device store's bound, so later browsing cannot evict it before the train.
  const pinned = await pinnedKeys(page);
  expect(pinned).toContain(`entry:news:${ahead.slug}`);
  // Only the articles: the lists stay evictable like anything else browsed.
  expect(pinned.filter((key) => !key.startsWith('entry:'))).toEqual([]);

  await page.goto('/reviews');
  await page.locator(`main a[href="/reviews/${visited.slug}"]`).first().click();
  await expectArticle(page, visited.title, cloudUrl);

  await page.goto(`/fiction/${saved.slug}`);
  await expectArticle(page, saved.title, cloudUrl);
  const save = page.getByRole('button', { name: 'Save for offline' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved for offline reading.' }),
  ).toBeAttached();
  await expect.poll(() => storedKeys(page)).toContain(`entry:fiction:${saved.slug}`);

  // A returning reader opens the saved page: its rows come from the device after the page is shown,
  // and nothing the reader already sees may move when they do.
  const shelf = await device.context.newPage();
  await watchLayoutShifts(shelf);
  await shelf.goto('/saved');
  await expect(shelf.locator('main').getByRole('link', { name: saved.title })).toBeVisible();
  await expect(shelf.locator('main').getByRole('link', { name: visited.title })).toBeVisible();
  await expect(shelf.locator('main').getByText(/This site uses .* of storage/)).toBeVisible();
  // Two frames after the rows: a shift they caused has been reported by then.
  await shelf.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(await layoutShift(shelf), await shiftReport(shelf)).toBe(0);
  await shelf.close();

  // Servers down for real; the browser also reports being offline, as it would on a train.
  await device.stack!.stop();
  device.stack = undefined;
  await device.context.setOffline(true);

  await page.goto('/');
  await expectAppVisible(page);
  await expect.poll(() => decodedImages(page, cloudUrl)).toBeGreaterThan(0);

  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KINDS.reviews.listTitle);
  await expect(page.locator(`main a[href="/reviews/${visited.slug}"]`).first()).toBeVisible();
  await expect.poll(() => decodedImages(page, cloudUrl)).toBeGreaterThan(0);

  await page.goto(`/reviews/${visited.slug}`);
  await expectArticle(page, visited.title, cloudUrl);
  await page.goto(`/fiction/${saved.slug}`);
  await expectArticle(page, saved.title, cloudUrl);
  await page.goto(`/news/${ahead.slug}`);
  await expectArticle(page, ahead.title, cloudUrl);

  await page.goto(`/discussions/${neither.slug}`);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'See what you can read offline' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Read offline');
  const library = page.locator('main');
  await expect(library.getByRole('link', { name: saved.title })).toBeVisible();
  await expect(library.getByRole('link', { name: visited.title })).toBeVisible();
  await expect(library.getByText(/This site uses .* of storage/)).toBeVisible();
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );

  // While the servers are down the article changes; coming back must show it with no reload.
  await page.goto(`/reviews/${visited.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visited.title);
  const updated = `${visited.title} (updated)`;
  const data = JSON.parse(readFileSync(exportPath(), 'utf8')) as {
    entries: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
  };
  const entry = data.entries.find((e) => e.sys.id === visited.id)!;
  entry.fields.title = Object.fromEntries(Object.keys(entry.fields.title).map((l) => [l, updated]));
  writeFileSync(exportPath(), JSON.stringify(data));
  await device.restart({ exportPath: exportPath() });
  await device.context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(updated, { timeout: 20_000 });
});
