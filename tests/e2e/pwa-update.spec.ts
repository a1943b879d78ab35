/**
 * The update story in a real browser: v1 is installed, v2 is deployed on the same origin, and the
 * visitor keeps a working v1 (lazy routes included) until they press Reload on the update notice.
 */
import { chromium, expect, test, type Browser } from '@playwright/test';
import type { LocalCloud } from '../../local-cloud/local-cloud.ts';
import { startSiteServer, type SiteServer } from '../../local-cloud/site-server.ts';
import {
  buildApp,
  buildIdOf,
  CHROMIUM,
  expectAppVisible,
  SITE_PORT,
  SITE_URL,
  startCloud,
  tempDir,
  waitForControl,
} from './pwa-helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const run = Date.now().toString(36);
const V1 = `e2e-v1-${run}`;
const V2 = `e2e-v2-${run}`;
const work = tempDir('update');
let cloud: LocalCloud;
let browser: Browser;
let site: SiteServer | undefined;

async function serve(version: 'v1' | 'v2'): Promise<void> {
  await site?.close();
  site = await startSiteServer({ port: SITE_PORT, distDir: `${work.path}/${version}` });
}

test.beforeAll(async () => {
  cloud = await startCloud(`${work.path}/data`);
  buildApp(`${work.path}/v1`, V1, cloud);
  buildApp(`${work.path}/v2`, V2, cloud);
  browser = await chromium.launch(CHROMIUM);
});

test.afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cloud?.close();
  work.remove();
});

test('a deployed version waits for the visitor and never blanks the page', async () => {
  const context = await browser.newContext({ baseURL: SITE_URL });
  const page = await context.newPage();
  const chunkErrors: string[] = [];
  page.on('pageerror', (error) => chunkErrors.push(error.message));

  await serve('v1');
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);
  expect(await buildIdOf(page)).toBe(V1);

  await serve('v2');
  await page.reload();
  // The worker refused v2's HTML (its scripts are not in v1's precache) and served v1's shell.
  expect(await buildIdOf(page)).toBe(V1);
  await expectAppVisible(page);

  // A lazy route of v1: its chunk is gone from the server, so only the old precache can answer.
  await page.getByRole('link', { name: 'ABOUT', exact: true }).first().click();
  await expect(page).toHaveURL(`${SITE_URL}/about`);
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  expect(await buildIdOf(page)).toBe(V1);

  const notice = page.getByText('A new version is available');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expectAppVisible(page);

  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect.poll(() => buildIdOf(page)).toBe(V2);
  await expectAppVisible(page);
  await expect(page).toHaveURL(`${SITE_URL}/about`);
  await expect(notice).toHaveCount(0);

  // And v2's own lazy routes load from v2's precache.
  await page.getByRole('link', { name: 'HOME', exact: true }).first().click();
  await expectAppVisible(page);
  expect(chunkErrors).toEqual([]);
  await context.close();
});

test('Reload pressed while the background download runs still brings the new version', async () => {
  const context = await browser.newContext({ baseURL: SITE_URL });
  // Each image answers slowly, so the ahead-of-need download is still fetching when Reload is pressed.
  await context.route('**/files/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  // Image downloads the old page starts (the reloaded page's own requests are not counted), and how
  // many of them started once Reload was pressed: the page tells the test of the press itself, in the
  // capture phase before the app's own handler, so the time the test takes to find and press the
  // button on a busy machine does not count as after it.
  let images = 0;
  let afterPress = 0;
  let pressed = false;
  let oldPage = true;
  context.on('request', (request) => {
    if (!oldPage || !request.url().includes('/files/') || request.serviceWorker()) return;
    images += 1;
    if (pressed) afterPress += 1;
  });
  await context.exposeBinding('__reloadPressed', () => {
    pressed = true;
  });
  await context.addInitScript(() => {
    addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (button?.textContent?.trim() === 'Reload')
          (window as unknown as { __reloadPressed(): void }).__reloadPressed();
      },
      true,
    );
  });
  const page = await context.newPage();
  await serve('v1');
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);
  await serve('v2');
  await page.reload();
  expect(await buildIdOf(page)).toBe(V1);

  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => images, { timeout: 30_000 }).toBeGreaterThan(2);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) oldPage = false;
  });
  // The old worker lets the new one take over only with no request in flight: the page stops its
  // downloads first. Before it did, a download that woke the old worker again held the switch
  // until the old worker idled out (never, with DevTools attached, until Chromium's 5-minute limit).
  await Promise.all([
    page.waitForEvent('load', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect.poll(() => buildIdOf(page)).toBe(V2);
  await expectAppVisible(page);
  expect(pressed).toBe(true);
  // At most the pair of images already under way when Reload was pressed.
  expect(afterPress).toBeLessThanOrEqual(2);
  await context.close();
});
