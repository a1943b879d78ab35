/**
 * The archive's search index, built with the site, in real Chromium over the demo content. The
 * index is written by the prerender, so these tests serve the prerendered build of the demo content.
 *
 * - A word only one article's body holds, typed with a letter missing, is found on a fresh visit
 *   (the Delivery API matches whole words only, so the answer comes from the index's pieces); no
 *   page loads any of the index before the search box is focused.
 * - An article published after the build (added to the served export) is still found online, once.
 * - On a phone, the results arriving from the index and then the Delivery API move nothing on screen.
 * - After "Search offline too", with every server stopped and the browser offline, the same typo
 *   finds the same article, and the page says what the results cover; axe finds nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './csp-watch.ts';
import { openDevice } from './device.ts';
import { copyDemoExport, startStack, type Stack } from './harness.ts';
import { PRERENDER_DIST, startPrerenderedStack } from './prerender-helpers.ts';
import { waitForControl } from './pwa-helpers.ts';
import { entriesWith, results, searchFromHeader } from './search-helpers.ts';
import { layoutShift, shiftReport, watchLayoutShifts } from './ui-helpers.ts';

/** Occurs in one demo article's body only; the typo drops its sixth letter. */
const WORD = 'crawlway';
const TYPO = 'crawlay';
/** The body word of the article added after the build. */
const LATE_WORD = 'Quillowisp';
const LATE_TITLE = 'Published after the build: a late review';

/** The demo export with one review more, as if published after the site was built. */
function exportWithLateReview(dir: string): string {
  const path = copyDemoExport(dir);
  const data = JSON.parse(readFileSync(path, 'utf8'));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- export JSON is edited as data
  const review = data.entries.find((e: any) => e.sys.contentType.sys.id === 'reviews');
  const late = structuredClone(review);
  late.sys.id = 'lateReviewAfterBuild01';
  late.fields.title['en-US'] = LATE_TITLE;
  late.fields.urlSlug['en-US'] = 'a-late-review';
  if (late.fields.slug) late.fields.slug['en-US'] = 'a-late-review';
  late.fields.body['en-US'].content[0].content = [
    { nodeType: 'text', value: `A ${LATE_WORD} drifts over the dunes.`, marks: [], data: {} },
  ];
  data.entries.push(late);
  writeFileSync(path, JSON.stringify(data));
  return path;
}

test.describe('online', () => {
  let stack: Stack;
  let dir: string;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // Built from the demo content; then served with one review more, as if published since.
    await (await startPrerenderedStack()).stop();
    dir = mkdtempSync(join(tmpdir(), 'e2e-search-archive-'));
    stack = await startStack({ exportPath: exportWithLateReview(dir), distDir: PRERENDER_DIST });
  });
  test.afterAll(async () => {
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a body word with a letter missing is found from the index; nothing loads before focus', async ({
    page,
  }) => {
    const [only, ...others] = await entriesWith(stack.cloudUrl, WORD);
    expect(others).toEqual([]);
    // The Delivery API alone finds nothing for the typo.
    expect(await entriesWith(stack.cloudUrl, TYPO)).toEqual([]);

    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/search-index/'))
        indexRequests.push(request.url());
    });
    await page.goto(`${stack.siteUrl}/about`);
    await page.locator('main h1').waitFor();
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);

    await searchFromHeader(page, TYPO);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${TYPO}$`));
    const link = results(page).getByRole('link', { name: only.title });
    await expect(link).toHaveAttribute('href', `/${only.contentType}/${only.slug}`);
    await expect(page.getByText('Searching…')).toHaveCount(0);
    await expect(results(page)).toHaveCount(1);
    expect(indexRequests.some((url) => url.endsWith('/search-index/manifest.json'))).toBe(true);
  });

  test('an article published after the build is found online, once', async ({ page }) => {
    const [late, ...others] = await entriesWith(stack.cloudUrl, LATE_WORD);
    expect(others).toEqual([]);
    expect(late.title).toBe(LATE_TITLE);
    await page.goto(`${stack.siteUrl}/search?q=${LATE_WORD}`);
    await expect(results(page).getByRole('link', { name: LATE_TITLE })).toBeVisible();
    await expect(page.getByText('Searching…')).toHaveCount(0);
    await expect(results(page)).toHaveCount(1);
    // The index and the Delivery API both know an older article: it is listed once.
    await searchFromHeader(page, WORD);
    await expect(page.getByText('Searching…')).toHaveCount(0);
    await expect(results(page)).toHaveCount(1);
  });

  test('on a phone, results arriving from the index and then the Delivery API move nothing on screen', async ({
    page,
  }) => {
    // Several articles hold the word; the index answers with excerpts, the Delivery API with bodies
    // (longer snippets) and its own ranking.
    expect((await entriesWith(stack.cloudUrl, 'octavia')).length).toBeGreaterThan(2);
    await page.setViewportSize({ width: 412, height: 823 });
    await watchLayoutShifts(page);
    await page.goto(`${stack.siteUrl}/search?q=octavia`);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText('Searching…')).toHaveCount(0);
    expect(await results(page).count()).toBeGreaterThan(2);
    expect(await layoutShift(page), await shiftReport(page)).toBe(0);

    // Once the worker keeps what is fetched, the page offers the index for offline search: below the
    // results, once every source has answered, so the results do not push it down.
    await waitForControl(page);
    await page.reload();
    await expect(page.getByTestId('search-offline-offer')).toBeVisible();
    await expect(page.getByText('Searching…')).toHaveCount(0);
    expect(await results(page).count()).toBeGreaterThan(2);
    expect(await layoutShift(page), await shiftReport(page)).toBe(0);
  });
});

test.describe('offline, after the download', () => {
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await (await startPrerenderedStack()).stop();
  });
  const device = openDevice('search-archive', () => ({ distDir: PRERENDER_DIST }));
  test.beforeAll(async () => {
    // No ahead-of-need download: the device then stores no article bodies at all.
    await device.context.route(/\/sync(\?|$)/, (route) => route.abort());
  });

  test('"Search offline too" saves the index; with every server stopped the typo still finds the article', async () => {
    const [only] = await entriesWith(device.stack!.cloudUrl, WORD);
    const page = await device.context.newPage();
    await page.goto('/search');
    await waitForControl(page);
    await page.reload();
    const offer = page.getByTestId('search-offline-offer');
    const button = offer.getByRole('button', { name: 'Search offline too' });
    await expect(button).toBeVisible();
    await expect(offer).toContainText(/\(\d+(\.\d)? (KB|MB)\)/);
    const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
    await button.click();
    await expect(page.getByTestId('search-offline-ready')).toBeVisible({ timeout: 60_000 });

    await device.stack!.stop();
    device.stack = undefined;
    await device.context.setOffline(true);

    await searchFromHeader(page, TYPO);
    await expect(results(page).getByRole('link', { name: only.title })).toBeVisible();
    await expect(page.getByTestId('search-archive-note')).toContainText(
      'You are offline. These results cover every article and post published up to',
    );
    await expect(page.getByText('Searching…')).toHaveCount(0);
    const axeOffline = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(axeOffline.violations.map((v) => v.id)).toEqual([]);

    // A fresh load offline answers the same from the worker's copies.
    await page.goto(`/search?q=${TYPO}`);
    await expect(results(page).getByRole('link', { name: only.title })).toBeVisible();
    await expect(page.getByTestId('search-archive-note')).toBeVisible();
  });
});
