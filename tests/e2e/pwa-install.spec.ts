/**
 * Installability and worker basics against the e2e production build (global-setup) served by the
 * harness: Chromium's own installability check (DevTools protocol), the manifest and its icons, sw.js
 * caching headers, control after reload, and images plus the shell with every server stopped.
 */
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SITE } from '../../src/site.ts';
import { startStack, type Stack } from './harness.ts';
import {
  buildIdOf,
  CHROMIUM,
  expectAppVisible,
  SITE_URL,
  tempDir,
  waitForControl,
} from './pwa-helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The persistent context outlives single tests, which per-test tracing cannot follow.
test.use({ trace: 'off' });

const profile = tempDir('profile');
let stack: Stack | undefined;
let context: BrowserContext;

test.beforeAll(async () => {
  stack = await startStack();
  // A persistent profile: Chromium reports every incognito-like context as not installable.
  context = await chromium.launchPersistentContext(profile.path, {
    ...CHROMIUM,
    baseURL: SITE_URL,
  });
});

test.afterAll(async () => {
  await context?.close();
  await stack?.stop();
  profile.remove();
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
  expect(await buildIdOf(page)).toMatch(/\S/);
  await page.close();
});

const decodedContentImages = (page: Page, cloudUrl: string) =>
  page
    .locator(`img[src^="${cloudUrl}/files/"]`)
    .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);

test('images are cached in cors mode (never opaque); with every server stopped the app still opens', async () => {
  const { cloudUrl } = stack!;
  const page = await context.newPage();
  await page.goto('/about');
  await expectAppVisible(page);
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);
  await expect
    .poll(() => decodedContentImages(page, cloudUrl), { timeout: 20_000 })
    .toBeGreaterThan(0);

  const storedTypes = () =>
    page.evaluate(async () => {
      const cache = await caches.open('images');
      const keys = await cache.keys();
      return Promise.all(keys.map(async (key) => (await cache.match(key))?.type ?? 'missing'));
    });
  await expect.poll(async () => (await storedTypes()).length).toBeGreaterThan(0);
  expect(await storedTypes()).not.toContain('opaque');

  // A saved file is served from the saved cache even when the expiring image cache lost it.
  const savedUrl = await page.evaluate(async () => {
    const images = await caches.open('images');
    const [key] = await images.keys();
    await images.delete(key);
    const saved = await caches.open('saved-files');
    await saved.put(key.url, await fetch(key.url, { mode: 'cors', credentials: 'omit' }));
    return key.url;
  });

  await stack!.stop();
  stack = undefined;
  const savedStatus = await page.evaluate(async (url) => (await fetch(url)).status, savedUrl);
  expect(savedStatus).toBe(200);

  await page.reload();
  await expectAppVisible(page);
  await expect
    .poll(() => decodedContentImages(page, cloudUrl), { timeout: 20_000 })
    .toBeGreaterThan(0);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  // Never visited: the precached shell answers and the router draws the page.
  await page.goto('/merch');
  await expectAppVisible(page);
  await page.close();
});
