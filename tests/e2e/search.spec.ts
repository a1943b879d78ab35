/**
 * Search in real Chromium over the demo content and the production build. Expectations come from the
 * local cloud's CDA (which entry holds a word), not from copies of the export.
 *
 * Online: a word only one article's body holds is found from the header box (`/` focuses it), the
 * query lives in the URL and back works, hostile queries show as text, axe finds nothing on /search.
 * Offline (every server stopped, the browser offline): only what the device stores is searched, and
 * the page says so.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './csp-watch.ts';
import { openDevice } from './device.ts';
import { startStack, type Stack } from './harness.ts';
import { waitForControl } from './pwa-helpers.ts';
import { entriesWith, results, searchFromHeader } from './search-helpers.ts';
import { RESULTS_PER_STEP } from '../../src/features/search/results-step.ts';

const DEVICE_NOTE = 'Showing results from articles saved on this device';

test.describe('online', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    stack = await startStack();
  });
  test.afterAll(async () => stack?.stop());

  test('a word only one article body holds is found from the header box; URL and back work', async ({
    page,
  }) => {
    const [only, ...others] = await entriesWith(stack.cloudUrl, 'crawlway');
    expect(others).toEqual([]);
    const href = `/${only.contentType}/${only.slug}`;

    await page.goto(`${stack.siteUrl}/about`);
    await page.locator('main h1').waitFor();
    await searchFromHeader(page, 'crawlway');
    await expect(page).toHaveURL(/\/search\?q=crawlway$/);
    await expect(results(page)).toHaveCount(1);
    const result = results(page).first();
    await expect(result.getByRole('link', { name: only.title })).toHaveAttribute('href', href);
    await expect(result.locator('mark').first()).toHaveText('crawlway');
    await expect(result.getByText('Fiction', { exact: true })).toBeVisible();

    // Prefix and one typo find the same article.
    await searchFromHeader(page, 'crawlwya');
    await expect(page).toHaveURL(/\/search\?q=crawlwya$/);
    await expect(results(page).getByRole('link', { name: only.title })).toBeVisible();

    await results(page).getByRole('link', { name: only.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(only.title);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=crawlwya$/);
    await expect(page.getByRole('searchbox')).toHaveValue('crawlwya');
    await expect(results(page).getByRole('link', { name: only.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('/search answers 200, indexable without a query and noindex with one; robots.txt keeps result pages out; empty and hostile queries never break the page', async ({
    page,
    request,
  }) => {
    const noindex = page.locator('meta[name="robots"][content="noindex"]');
    const response = await page.goto(`${stack.siteUrl}/search`);
    expect(response?.status()).toBe(200);
    // Neither the prerendered form nor the hydrated one asks search engines to stay away.
    expect(await response!.text()).not.toContain('noindex');
    await expect(page.getByText('Type in the search box above')).toBeVisible();
    await expect(noindex).toHaveCount(0);

    // A query typed into the box (client-side navigation) brings noindex; emptied, the form drops it.
    await searchFromHeader(page, 'handmaid');
    await expect(page).toHaveURL(/\/search\?q=handmaid$/);
    await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await searchFromHeader(page, '');
    await expect(page).toHaveURL(/\/search$/);
    await expect(noindex).toHaveCount(0);
    // A result page loaded directly carries it too.
    await page.goto(`${stack.siteUrl}/search?q=handmaid`);
    await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);

    const robots = await (await request.get(`${stack.siteUrl}/robots.txt`)).text();
    expect(robots.split('\n')).toContain('Disallow: /search?');
    const sitemap = await (await request.get(`${stack.siteUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/search');

    const hostile = `<img src=x onerror="window.__pwned=1">(.*+?^$[]{}|\\) ${'a'.repeat(10_000)}`;
    await page.goto(`${stack.siteUrl}/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByText(/No results for “<img src=x onerror=/)).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a word many articles hold shows its results 20 at a time; the next ones come on request', async ({
    page,
  }) => {
    // More entries hold the word than one step shows (the cloud's own answer, before prefixes and
    // typos add more).
    expect((await entriesWith(stack.cloudUrl, 'about')).length).toBeGreaterThan(RESULTS_PER_STEP);
    await page.goto(`${stack.siteUrl}/search?q=about`);
    await expect(page.getByText('Searching…')).toHaveCount(0);
    const count = page.getByText(/^\d+ results for “about”$/);
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(RESULTS_PER_STEP);
    await expect(results(page)).toHaveCount(RESULTS_PER_STEP);

    const more = page.getByRole('button', { name: 'Show more results' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(results(page)).toHaveCount(Math.min(total, 2 * RESULTS_PER_STEP));
    // The keyboard goes on where the new results begin.
    await expect(results(page).nth(RESULTS_PER_STEP).getByRole('link')).toBeFocused();
    await expect(more).toHaveCount(total > 2 * RESULTS_PER_STEP ? 1 : 0);

    // A new query starts from its first step again.
    await page.goto(`${stack.siteUrl}/search?q=handmaid`);
    await expect(page.getByText('Searching…')).toHaveCount(0);
    expect(await results(page).count()).toBeLessThanOrEqual(RESULTS_PER_STEP);
  });

  test('a page of results opened directly asks the Delivery API once, though both its start and its page ask', async ({
    page,
    context,
  }) => {
    const asked: string[] = [];
    // The content worker's requests are the context's too.
    context.on('request', (request) => {
      if (new URL(request.url()).searchParams.get('query') === 'crawlway')
        asked.push(request.url());
    });
    await page.goto(`${stack.siteUrl}/search?q=crawlway`);
    await expect(results(page)).toHaveCount(1);
    await expect(page.getByText('Searching…')).toHaveCount(0);
    // One request a content type, none twice.
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked).size).toBe(asked.length);
  });

  test('axe finds nothing on /search with results', async ({ page }) => {
    await page.goto(`${stack.siteUrl}/search?q=handmaid`);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText('Searching…')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
});

test.describe('offline', () => {
  test.describe.configure({ timeout: 180_000 });
  const device = openDevice('search-offline');
  test.beforeAll(async () => {
    // No ahead-of-need download: the device then stores exactly the article read below.
    await device.context.route(/\/sync(\?|$)/, (route) => route.abort());
  });

  test('with every server stopped, only stored articles are found, and the page says so', async () => {
    const [read] = await entriesWith(device.stack!.cloudUrl, 'crawlway');
    const [unread] = await entriesWith(device.stack!.cloudUrl, 'Gethenians');
    expect(unread.slug).not.toBe(read.slug);

    const page = await device.context.newPage();
    await page.goto('/about');
    await waitForControl(page);
    // Found online, then read: from then on the article is stored on the device.
    await searchFromHeader(page, 'crawlway');
    await results(page).getByRole('link', { name: read.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(read.title);

    await device.stack!.stop();
    device.stack = undefined;
    await device.context.setOffline(true);

    await searchFromHeader(page, 'crawlway');
    await expect(page.getByText(DEVICE_NOTE)).toBeVisible();
    await expect(results(page).getByRole('link', { name: read.title })).toBeVisible();

    await searchFromHeader(page, 'Gethenians');
    await expect(page.getByText(DEVICE_NOTE)).toBeVisible();
    await expect(page.getByText('No results for “Gethenians”')).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    // A fresh load offline (the service worker serves the page and its code) searches the same.
    await page.goto('/search?q=crawlway');
    await expect(page.getByText(DEVICE_NOTE)).toBeVisible();
    await expect(results(page).getByRole('link', { name: read.title })).toBeVisible();
  });
});
