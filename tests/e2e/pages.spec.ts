/**
 * Numbered list pages in Chromium against a prerendered build of the demo content with the reviews
 * grown past two pages (and a tag past one): the 101st newest review is reached from the list
 * through "Older"; the pager and the head carry rel next/prev; pages follow each other in place;
 * an out-of-range page answers 404 with the list's empty state, and `/page/1` leads to the list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ARCHIVE_TAG, cloneSlug, cloneTitle, growKind } from '../support/grow-kind.ts';
import { linkDemoAssets, tempExport, type TempExport } from '../support/temp-export.ts';
import { expect, test } from './csp-watch.ts';
import { DEMO_EXPORT, DIST_DIR } from './harness.ts';
import {
  expectTapRoutesInPlace,
  openCardsOnPhone,
  serverCards,
  startPrerenderedStack,
  type PrerenderStack,
} from './prerender-helpers.ts';
import { storedKeys, waitForControl } from './pwa-helpers.ts';

const OFFLINE_TEXT = "You're offline and this page hasn't been saved for offline reading yet.";

const PAGE_SIZE = 100;
/** Clones of the reviews: with the demo's own, three pages, the last one part full. */
const CLONES = 230;
const TAG_PATH = `/tags/${encodeURIComponent(ARCHIVE_TAG.toLowerCase())}`;

let stack: PrerenderStack;
let content: TempExport;
/** The demo export's own reviews: all newer than every clone. */
let originals = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // One prerendered build of the grown export for the whole spec.
  test.setTimeout(300_000);
  const demo = JSON.parse(readFileSync(DEMO_EXPORT, 'utf8'));
  originals = demo.entries.filter(
    (e: { sys: { contentType?: { sys: { id: string } } } }) =>
      e.sys.contentType?.sys.id === 'reviews',
  ).length;
  content = tempExport(DEMO_EXPORT, (data) => {
    Object.assign(data, growKind(data, { type: 'reviews', count: CLONES, tagEvery: 2 }));
  });
  // The clones show the demo's cover images: the local cloud serves them from the export's folder.
  linkDemoAssets(content.dir);
  stack = await startPrerenderedStack({ exportPath: content.path, dist: `${DIST_DIR}-pages` });
});
test.afterAll(async () => {
  await stack?.stop();
  content?.remove();
});

/** The review at 0-based position `n` of the newest-first list. */
const nthNewestClone = (n: number) => n - originals;

const headHref = (page: Page, rel: string) =>
  page.locator(`head link[rel="${rel}"]`).getAttribute('href', { timeout: 2000 });

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

test('the 101st newest review is reached from the list through Older', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/reviews`);
  await expect(page.locator('main h1')).toHaveText('Reviews');
  const target = cloneTitle('reviews', nthNewestClone(PAGE_SIZE));
  await expect(page.getByRole('heading', { level: 2, name: target, exact: true })).toHaveCount(0);
  await pager(page).getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/reviews/page/2`);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  const cards = page.locator('main article h2');
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(cards.first()).toHaveText(target);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(
    `${stack.siteUrl}/reviews/${cloneSlug('reviews', nthNewestClone(PAGE_SIZE))}`,
  );
  await expect(page.locator('main h1')).toHaveText(target);
});

test('pager links and head links carry rel next and prev; the canonical URL is the page', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  const response = await page.goto(`${stack.siteUrl}/reviews/page/2`);
  expect(response?.status()).toBe(200);
  // Before any script: the prerendered HTML already has them.
  const html = await response!.text();
  expect(html).toContain(`<link rel="prev" href="${stack.siteUrl}/reviews"/>`);
  expect(html).toContain(`<link rel="next" href="${stack.siteUrl}/reviews/page/3"/>`);
  expect(await headHref(page, 'canonical')).toBe(`${stack.siteUrl}/reviews/page/2`);
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(1);
  const nav = pager(page);
  await expect(nav.locator('a[rel="prev"]')).toHaveAttribute('href', '/reviews');
  await expect(nav.locator('a[rel="prev"]')).toHaveText('Newer');
  await expect(nav.locator('a[rel="next"]')).toHaveAttribute('href', '/reviews/page/3');
  await expect(nav.locator('a[rel="next"]')).toHaveText('Older');
  await expect(nav.locator('[aria-current="page"]')).toHaveText('2');
  // The page hydrates from its embedded page: no mismatch, no second copy of the head links.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('head link[rel="next"]')).toHaveCount(1);
  expect(messages.filter((m) => /hydrat|#418|#423|#425|did not match|mismatch/i.test(m))).toEqual(
    [],
  );

  await page.goto(`${stack.siteUrl}/reviews`);
  expect(await headHref(page, 'next')).toBe(`${stack.siteUrl}/reviews/page/2`);
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');

  await page.goto(`${stack.siteUrl}/reviews/page/3`);
  expect(await headHref(page, 'prev')).toBe(`${stack.siteUrl}/reviews/page/2`);
  await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
  await expect(page.locator('main article h2').last()).toHaveText(
    cloneTitle('reviews', CLONES - 1),
  );
});

test('pages follow each other in place, with the keyboard too, and Back returns', async ({
  page,
}) => {
  await page.goto(`${stack.siteUrl}/reviews/page/2`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await pager(page).getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/reviews/page/3`);
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  expect(await headHref(page, 'prev')).toBe(`${stack.siteUrl}/reviews/page/2`);
  // Keyboard: focus Newer and follow it with Enter.
  const newer = pager(page).getByRole('link', { name: 'Newer' });
  await newer.focus();
  await expect(newer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${stack.siteUrl}/reviews/page/2`);
  await expect(page.locator('main article h2').first()).toHaveText(
    cloneTitle('reviews', nthNewestClone(PAGE_SIZE)),
  );
  await pager(page).getByRole('link', { name: 'Newer' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/reviews`);
  await page.goBack();
  await expect(page).toHaveURL(`${stack.siteUrl}/reviews/page/2`);
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('an out-of-range page answers 404 and shows the empty list', async ({ page }) => {
  for (const n of ['4', '999', '0', '02', '1e3', 'abc']) {
    const response = await page.goto(`${stack.siteUrl}/reviews/page/${n}`);
    expect(response?.status(), n).toBe(404);
    await expect(page.locator('main h1'), n).toHaveText('Reviews');
    await expect(page.getByText('No reviews available yet.'), n).toBeVisible();
    await expect(pager(page)).toHaveCount(0);
  }
  const tag = await page.goto(`${stack.siteUrl}${TAG_PATH}/page/9`);
  expect(tag?.status()).toBe(404);
  await expect(
    page.getByText(`Nothing is tagged #${ARCHIVE_TAG.toLowerCase()} yet.`),
  ).toBeVisible();
});

test('page 1 has one URL: /page/1 is no page of its own and leads to the list', async ({
  page,
}) => {
  const response = await page.goto(`${stack.siteUrl}/reviews/page/1`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${stack.siteUrl}/reviews`);
  await expect(page.locator('main h1')).toHaveText('Reviews');
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
});

test('a tag reaches entries beyond the newest hundred, over its own pages', async ({
  page,
  request,
}) => {
  const tagged = Math.ceil(CLONES / 2);
  await page.goto(`${stack.siteUrl}${TAG_PATH}`);
  await expect(page.locator('main h1')).toHaveText(`#${ARCHIVE_TAG}`);
  await pager(page).getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}${TAG_PATH}/page/2`);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  const cards = page.locator('main article h2');
  await expect(cards).toHaveCount(tagged - PAGE_SIZE);
  await expect(cards.last()).toHaveText(cloneTitle('reviews', (tagged - 1) * 2));
  const direct = await request.get(`${stack.siteUrl}${TAG_PATH}/page/2`);
  expect(direct.status()).toBe(200);

  const sitemap = await (await request.get(`${stack.siteUrl}/sitemap.xml`)).text();
  for (const path of ['/reviews/page/2', '/reviews/page/3', `${TAG_PATH}/page/2`])
    expect(sitemap).toContain(`<loc>${stack.siteUrl}${path}</loc>`);
  expect(sitemap).not.toContain('/reviews/page/4<');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on a numbered page with its pager (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${stack.siteUrl}/reviews/page/2`);
    await expect(pager(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
}

test('a hundred cards hydrate a row at a time as they come near, in place', async ({ browser }) => {
  const { context, page, errors } = await openCardsOnPhone(browser, `${stack.siteUrl}/reviews`);
  const atStart = await serverCards(page);
  expect(atStart).toHaveLength(PAGE_SIZE);
  // The first six each wait on their own; the other 94 in rows of six: 22 gates, not 100.
  await expect(page.locator('main template[data-gate]')).toHaveCount(6 + Math.ceil(94 / 6));
  await expect.poll(async () => (await serverCards(page))[0].hydrated).toBe(true);
  // Cards 48–53 are one row. Its third card brought into view hydrates the whole row on the very
  // elements the server sent; the row after the next screen keeps waiting.
  const row = [48, 49, 50, 51, 52, 53];
  expect(row.some((i) => atStart[i].hydrated)).toBe(false);
  await page.locator('main article').nth(50).scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await serverCards(page)).filter((_, i) => row.includes(i)))
    .toEqual(row.map(() => ({ kept: true, hydrated: true })));
  const now = await serverCards(page);
  expect(now[66]).toEqual({ kept: true, hydrated: false });
  expect(now.every((card) => card.kept)).toBe(true);
  expect(errors).toEqual([]);

  // A tap on a card in a row that had not hydrated still routes in place.
  await page.goto(`${stack.siteUrl}/reviews`);
  await page.waitForLoadState('networkidle');
  expect((await serverCards(page))[93].hydrated).toBe(false);
  await expectTapRoutesInPlace(page, page.locator('main article').nth(93));
  await context.close();
});

test('on a phone a long list renders its first card at load, the others as they near', async ({
  browser,
}) => {
  /** Whether each card's rendering waits until near, in order, with the page's layout shift. */
  const look = async (width: number) => {
    const context = await browser.newContext({ viewport: { width, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[])
          w.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${stack.siteUrl}/reviews`);
    await page.waitForLoadState('networkidle');
    const waits = await page
      .locator('main article')
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c).contentVisibility === 'auto'));
    // Brought into view, the second card shows whole, and nothing above the fold moved.
    await page.locator('main article').nth(1).scrollIntoViewIfNeeded();
    await expect(page.locator('main article').nth(1).locator('h2 a')).toBeVisible();
    const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
    // Where the first three cards sit in the grid, rounded to the pixel, and the grid's gap.
    const boxes = await page.locator('main article').evaluateAll((cards) => {
      const grid = cards[0].parentElement!;
      const g = grid.getBoundingClientRect();
      return {
        gap: Math.round(parseFloat(getComputedStyle(grid).rowGap)),
        cards: cards.slice(0, 3).map((card) => {
          const c = card.getBoundingClientRect();
          return {
            left: Math.round(c.left - g.left),
            top: Math.round(c.top - g.top),
            width: Math.round(c.width),
            bottom: Math.round(c.bottom - g.top),
          };
        }),
        width: Math.round(g.width),
      };
    });
    await context.close();
    return { waits, shifted, boxes };
  };
  const phone = await look(412);
  expect(phone.waits).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => i > 0));
  expect(phone.shifted).toBe(0);
  // One column: each card the grid's whole width, one under the other a gap apart.
  const [first, second] = phone.boxes.cards;
  expect(phone.boxes.gap).toBeGreaterThan(0);
  for (const card of [first, second])
    expect(card).toMatchObject({ left: 0, width: phone.boxes.width });
  expect(first.top).toBe(0);
  expect(second.top - first.bottom).toBeCloseTo(phone.boxes.gap, -0.5);
  // Two or three cards a row: the first six render at load.
  const wide = await look(1280);
  expect(wide.waits).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => i >= 6));
  expect(wide.shifted).toBe(0);
  // Three a row, of one width, a gap apart.
  const row = wide.boxes.cards;
  expect(row.map((card) => card.top)).toEqual([0, 0, 0]);
  expect(new Set(row.map((card) => card.width)).size).toBe(1);
  expect(row[1].left - (row[0].left + row[0].width)).toBeCloseTo(wide.boxes.gap, -0.5);
});

test('the built pages are files of their own', () => {
  // Each numbered page is a prerendered file; the one past the last is not.
  const dist = `${DIST_DIR}-pages`;
  for (const file of ['reviews/page/2/index.html', 'reviews/page/3/index.html'])
    expect(readFileSync(join(dist, file), 'utf8')).toContain('__PRERENDER_DATA__');
  expect(() => readFileSync(join(dist, 'reviews/page/4/index.html'))).toThrow();
  expect(() => readFileSync(join(dist, 'reviews/page/1/index.html'))).toThrow();
});

// Last: it stops every server, so the worker's own requests fail for real.
test('offline, a page read before opens from the device; one never stored says so', async ({
  page,
}) => {
  await page.goto(`${stack.siteUrl}/reviews/page/2`);
  await waitForControl(page);
  // Through the worker now, so it keeps this page's HTML; the store keeps the page's data.
  await page.reload();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect.poll(() => storedKeys(page), { timeout: 15_000 }).toContain('list-page:reviews:2');
  await stack.stop();
  await page.reload();
  await expect(page.locator('main article h2').first()).toHaveText(
    cloneTitle('reviews', nthNewestClone(PAGE_SIZE)),
  );
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
  await pager(page).getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/reviews\/page\/3$/);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
});
