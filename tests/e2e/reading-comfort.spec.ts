/**
 * Reading on a phone (390×844) against the prerendered production build: the article starts on the
 * first screen under the compact header; a long piece's contents list moves to a heading and its
 * link opens there after a reload and offline; the reader's text size and theme apply before any
 * script of the app runs, survive a reload and an offline reopen with no layout shift and no console
 * error; axe finds nothing on the page with the contents and the reader menu open; the home page's
 * "Continue reading" appears in a place kept for it before the first paint. Expectations
 * follow the content the local CDA serves and the anchors the app's own function gives it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import type { Document } from '@contentful/rich-text-types';
import { headingAnchors } from '../../src/content/heading-anchors.ts';
import { expect, test } from './csp-watch.ts';
import { E2E_CREDENTIALS } from './harness.ts';
import { startPrerenderedStack, type PrerenderStack } from './prerender-helpers.ts';
import { waitForControl } from './pwa-helpers.ts';
import { savedPositions } from './reader-helpers.ts';
import { layoutShift, shiftReport, watchLayoutShifts } from './ui-helpers.ts';

const PHONE = { width: 390, height: 844 };

interface Piece {
  path: string;
  title: string;
  anchors: { id: string; text: string }[];
}

let stack: PrerenderStack | undefined;
let long: Piece;
let short: Piece;

/** Every article of a kind with its heading anchors, as the CDA serves it. */
async function pieces(cloudUrl: string, kind: string): Promise<Piece[]> {
  const url = new URL(`/spaces/${E2E_CREDENTIALS.spaceId}/environments/master/entries`, cloudUrl);
  url.searchParams.set('content_type', kind);
  url.searchParams.set('access_token', E2E_CREDENTIALS.accessToken);
  const body = (await (await fetch(url)).json()) as {
    items: { fields: { urlSlug: string; title: string; body?: Document } }[];
  };
  return body.items.map(({ fields }) => ({
    path: `/${kind}/${fields.urlSlug}`,
    title: fields.title,
    anchors: fields.body ? [...headingAnchors(fields.body).values()] : [],
  }));
}

/** Console errors and uncaught exceptions of a page, and its layout shifts since it loaded. */
async function watch(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await watchLayoutShifts(page);
  return errors;
}

const rootAttrs = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    size: document.documentElement.getAttribute('data-text-size'),
    fontSize: getComputedStyle(document.querySelector('main .rich-text p')!).fontSize,
    background: getComputedStyle(document.body).backgroundColor,
  }));

/**
 * Presses a toggle until it reports itself open: a tap that lands before the app has hydrated the
 * prerendered button starts the app but has no handler yet.
 */
async function openToggle(page: Page, name: string, press: 'click' | 'Enter' = 'click') {
  const toggle = page.getByRole('button', { name });
  await expect(async () => {
    if (press === 'click') await toggle.click();
    else {
      await toggle.focus();
      await page.keyboard.press('Enter');
    }
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  return toggle;
}

/** The heading's top, in viewport pixels. */
const topOf = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE, colorScheme: 'light' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startPrerenderedStack();
  const discussions = await pieces(stack.cloudUrl, 'discussions');
  const reviews = await pieces(stack.cloudUrl, 'reviews');
  long = discussions.find((p) => p.anchors.length >= 3)!;
  short = reviews.find((p) => p.anchors.length > 0 && p.anchors.length < 3)!;
  expect(long, 'a discussion with three or more headings').toBeTruthy();
  expect(short, 'a review with fewer than three headings').toBeTruthy();
});
test.afterAll(async () => stack?.stop());

test('the article starts on the first screen; the header keeps everything behind More', async ({
  page,
}) => {
  for (const piece of [long, short]) {
    await page.goto(`${stack!.siteUrl}${piece.path}`);
    const h1 = page.getByRole('heading', { level: 1, name: piece.title });
    const first = page.locator('main .rich-text p').first();
    await expect(h1).toBeInViewport();
    const box = (await first.boundingBox())!;
    expect(box.y + 24, `${piece.path}: first line of text`).toBeLessThan(PHONE.height);
  }
  // The sticky bar is one line.
  const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(bar.height).toBeLessThan(64);

  await expect(page.getByRole('list', { name: 'Follow us' })).toBeHidden();
  const more = await openToggle(page, 'More', 'Enter');
  await expect(page.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
  for (const name of [/TeePublic/, /Redbubble/, /Read offline/])
    await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search articles and posts' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('the contents list moves to a heading, and its link opens there after a reload', async ({
  page,
  request,
}) => {
  // The anchors are in the prerendered HTML itself.
  const html = await (await request.get(`${stack!.siteUrl}${long.path}`)).text();
  for (const anchor of long.anchors) expect(html).toContain(`id="${anchor.id}"`);

  const errors = await watch(page);
  await page.goto(`${stack!.siteUrl}${long.path}`);
  const target = long.anchors[1];
  await page.locator('summary', { hasText: 'Contents' }).click();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(long.anchors.length);
  await contents.getByRole('link', { name: target.text }).click();
  await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
  await expect.poll(() => topOf(page, target.id)).toBeLessThan(120);
  expect(await topOf(page, target.id)).toBeGreaterThanOrEqual(50);
  // Scrolled into the piece: the progress bar has moved.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new DOMMatrix(
            getComputedStyle(document.querySelector('.reading-progress-bar')!).transform,
          ).a,
      ),
    )
    .toBeGreaterThan(0);

  await page.reload();
  await expect.poll(() => topOf(page, target.id)).toBeLessThan(120);
  expect(await topOf(page, target.id)).toBeGreaterThanOrEqual(50);
  // The saved reading position does not pull the reader away from the heading they linked to.
  await page.waitForTimeout(1000);
  expect(await topOf(page, target.id)).toBeLessThan(120);
  expect(await layoutShift(page), await shiftReport(page)).toBe(0);
  expect(errors).toEqual([]);

  // A short piece has neither contents nor progress.
  await page.goto(`${stack!.siteUrl}${short.path}`);
  await expect(page.getByRole('heading', { level: 1, name: short.title })).toBeVisible();
  await expect(page.locator('summary', { hasText: 'Contents' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(0);
  await expect(page.locator('.reading-progress')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing with the contents and the reader menu open (${scheme})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${stack!.siteUrl}${long.path}`);
    await page.locator('summary', { hasText: 'Contents' }).click();
    await openToggle(page, 'Reading settings');
    await expect(page.getByRole('radio', { name: 'Larger' })).toBeVisible();
    await openToggle(page, 'More');
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
    await context.close();
  });
}

test('printing keeps the title, byline, date, hero image and text only', async ({ page }) => {
  await page.goto(`${stack!.siteUrl}${long.path}`);
  await page.getByRole('heading', { level: 1, name: long.title }).waitFor();
  await page.emulateMedia({ media: 'print' });
  const main = page.locator('main article');
  await expect(main.getByRole('heading', { level: 1, name: long.title })).toBeVisible();
  await expect(main.locator('time')).toBeVisible();
  await expect(main.locator('img').first()).toBeVisible();
  await expect(main.locator('.rich-text p').first()).toBeVisible();
  for (const hidden of [
    page.locator('header').first(),
    page.getByRole('navigation', { name: 'Main' }),
    page.locator('footer'),
    page.getByRole('button', { name: 'Save for offline' }),
    page.locator('summary', { hasText: 'Contents' }),
    page.locator('section[aria-labelledby="share-heading"]'),
  ])
    await expect(hidden).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

/** A page of `context` that runs none of the app's scripts: only the HTML and its inline head script. */
async function withoutApp(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(url);
  const attrs = await rootAttrs(page);
  await page.close();
  return attrs;
}

test('Continue reading takes the place kept for it: nothing on the home page moves', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'light' });
  const page = await context.newPage();
  const errors = await watch(page);
  // Where the first home section starts once the HTML is parsed, before any script of the app has
  // run: the list read later from IndexedDB must not move it.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      const heading = document.getElementById('catch-up');
      if (document.readyState === 'interactive' && heading)
        (window as unknown as { parsedTop: number }).parsedTop =
          heading.getBoundingClientRect().top + window.scrollY;
    }),
  );
  await page.goto(`${stack!.siteUrl}${long.path}`);
  await waitForControl(page);
  await page.evaluate(() => {
    const box = document.querySelector('main article')!.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + box.top + box.height / 2 - window.innerHeight);
  });
  await expect
    .poll(async () =>
      (await savedPositions(page)).some((p) => long.path.endsWith(`/${p.key.split(':').pop()}`)),
    )
    .toBe(true);

  await page.goto(`${stack!.siteUrl}/`);
  const region = page.getByRole('region', { name: 'Continue reading' });
  await expect(region.getByRole('link', { name: long.title })).toBeVisible();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const tops = await page.evaluate(() => ({
    parsed: (window as unknown as { parsedTop?: number }).parsedTop,
    now: document.getElementById('catch-up')!.getBoundingClientRect().top + window.scrollY,
  }));
  expect(tops.parsed).toBeGreaterThan(0);
  expect(tops.now).toBe(tops.parsed);
  expect(await layoutShift(page), await shiftReport(page)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.dataset.continue)).toBe('1');
  expect(errors).toEqual([]);
  await context.close();
});

test('text size and theme apply before the app runs and survive a reload and an offline reopen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, colorScheme: 'light' });
  const page = await context.newPage();
  const errors = await watch(page);
  const url = `${stack!.siteUrl}${long.path}`;
  await page.goto(url);
  await waitForControl(page);
  const before = await rootAttrs(page);
  expect(before).toMatchObject({ theme: 'light', size: null, fontSize: '16px' });

  const menu = await openToggle(page, 'Reading settings');
  await page.getByRole('radio', { name: 'Larger' }).check();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const chosen = await rootAttrs(page);
  expect(chosen).toMatchObject({ theme: 'dark', size: 'larger', fontSize: '20.8px' });
  expect(chosen.background).not.toBe(before.background);

  // The inline head script alone (no app script loads) shows the choice from the first paint.
  expect(await withoutApp(context, url)).toEqual(chosen);

  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1500);
  expect(await rootAttrs(page)).toEqual(chosen);
  expect(await layoutShift(page), await shiftReport(page)).toBe(0);

  // Offline: the servers are gone and the browser says so.
  await stack!.stop();
  stack = undefined;
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1500);
  expect(await rootAttrs(page)).toEqual(chosen);
  expect(await layoutShift(page), await shiftReport(page)).toBe(0);

  // A shared link to a heading opens there offline too.
  const target = long.anchors[2];
  await page.goto(`${url}#${target.id}`);
  await expect.poll(() => topOf(page, target.id)).toBeLessThan(120);
  expect(await topOf(page, target.id)).toBeGreaterThanOrEqual(50);
  expect(await layoutShift(page), await shiftReport(page)).toBe(0);

  // Back to the standard size and the system theme.
  await openToggle(page, 'Reading settings');
  await page.getByRole('radio', { name: 'Standard' }).check();
  await page.getByRole('radio', { name: 'System' }).check();
  expect(await rootAttrs(page)).toEqual(before);
  expect(
    errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
  ).toEqual([]);
  await context.close();
});
