/**
 * Installability and worker basics against a production build: Chromium's own installability check
 * (DevTools protocol), the manifest and its icons, sw.js caching headers, control after reload, and the
 * shell still opening with the site server stopped.
 */
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import type { LocalCloud } from '../../server/local-cloud.ts';
import { startSiteServer, type SiteServer } from '../../server/site-server.ts';
import { SITE } from '../../src/site.ts';
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

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const BUILD = `e2e-install-${Date.now().toString(36)}`;
const work = tempDir('install');
let cloud: LocalCloud;
let site: SiteServer | undefined;
let context: BrowserContext;

test.beforeAll(async () => {
  cloud = await startCloud(`${work.path}/data`);
  buildApp(`${work.path}/dist`, BUILD, cloud);
  site = await startSiteServer({ port: SITE_PORT, distDir: `${work.path}/dist` });
  // A persistent profile: Chromium reports every incognito-like context as not installable.
  context = await chromium.launchPersistentContext(`${work.path}/profile`, {
    ...CHROMIUM,
    baseURL: SITE_URL,
  });
});

test.afterAll(async () => {
  await context?.close();
  await site?.close();
  await cloud?.close();
  work.remove();
});

test('Chromium finds the app installable and the manifest complete', async () => {
  const page = await context.newPage();
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest', {});
  expect(manifest.url).toBe(`${SITE_URL}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    name: SITE.title,
    short_name: SITE.shortTitle,
    description: SITE.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: SITE.themeColor,
    background_color: SITE.backgroundColor,
  });

  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
      timeout: 15_000,
    })
    .toEqual([]);

  const icons = data.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`).sort()).toEqual([
    '192x192',
    '512x512',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const meta = await sharp(await response.body()).metadata();
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon-180.png',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    SITE.themeColor,
  );
  await page.close();
});

test('sw.js is never long-cached and the worker controls the page after a reload', async () => {
  const page = await context.newPage();
  const response = await page.request.get('/sw.js');
  expect(response.ok()).toBe(true);
  const cacheControl = response.headers()['cache-control'] ?? '';
  expect(cacheControl).toMatch(/no-cache|no-store|max-age=0\b/);
  expect(cacheControl).not.toMatch(/immutable/);

  await page.goto('/');
  await page.reload();
  expect(await waitForControl(page)).toBe(`${SITE_URL}/sw.js`);
  expect(await buildIdOf(page)).toBe(BUILD);
  await page.close();
});

test('with the site server stopped the app still opens, on visited and unvisited routes', async () => {
  const page = await context.newPage();
  await page.goto('/about');
  await expectAppVisible(page);
  await waitForControl(page);
  await site?.close();
  site = undefined;

  await page.reload();
  await expectAppVisible(page);
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();

  // Never visited: the precached shell answers and the router draws the page.
  await page.goto('/merch');
  await expectAppVisible(page);
  expect(await buildIdOf(page)).toBe(BUILD);
  await page.close();
});
