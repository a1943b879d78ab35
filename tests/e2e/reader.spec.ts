/**
 * The reader's aids in real Chromium against the production build with its service worker: cards
 * marked and filtered offline (a tap on one that cannot open explains), Read next, the reading position
 * restored and offered under "Continue reading", and the system share sheet offered only where the
 * browser has one.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './csp-watch.ts';
import type { Page } from '@playwright/test';
import { startStack, type Stack } from './harness.ts';
import { storedKeys, waitForControl } from './pwa-helpers.ts';
import {
  aheadOfNeedDone,
  articles,
  pathOf,
  savedPositions,
  type Tagged,
} from './reader-helpers.ts';

test.describe.configure({ timeout: 120_000 });

const NOT_AVAILABLE = 'Not available offline';

let stack: Stack;
let all: Tagged[];

test.beforeAll(async () => {
  stack = await startStack();
  all = await articles(stack.cloudUrl);
});
test.afterAll(async () => stack?.stop());

/** A card on the page, found by its title link. */
const card = (page: Page, title: string) =>
  page
    .locator('main article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('offline, cards say what cannot be read, explain on tap, and the filter keeps the rest', async ({
  page,
  context,
}) => {
  const discussions = all.filter((a) => a.kind === 'discussions');
  // The download ahead takes the newest five of a kind: the last two are not on the device...
  const [visited, unread] = discussions.slice(-2);
  expect(discussions.length).toBeGreaterThan(6);
  await page.goto(`${stack.siteUrl}/`);
  await waitForControl(page);
  await aheadOfNeedDone(page);
  // ...unless read.
  await page.goto(`${stack.siteUrl}${pathOf(visited)}`);
  await expect(page.locator('main h1')).toHaveText(visited.title);
  // Store writes are coalesced: leave only once the article is saved, as a reader's next visit needs.
  await expect.poll(() => storedKeys(page)).toContain(`entry:discussions:${visited.slug}`);

  await page.goto(`${stack.siteUrl}/discussions`);
  await expect(page.locator('main h1')).toHaveText('Discussions');
  await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Available offline' })).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(`${stack.siteUrl}/discussions`);
  await expect(card(page, unread.title)).toContainText(NOT_AVAILABLE);
  await expect(card(page, visited.title)).not.toContainText(NOT_AVAILABLE);
  await expect(card(page, discussions[0].title)).not.toContainText(NOT_AVAILABLE);
  await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(1);

  await card(page, unread.title).getByRole('link', { name: unread.title }).click();
  await expect(card(page, unread.title).getByRole('status')).toContainText(
    "isn't on this device yet",
  );
  await expect(page).toHaveURL(`${stack.siteUrl}/discussions`);
  const axe = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );

  const filter = page.getByRole('button', { name: 'Available offline' });
  await expect(filter).toHaveAttribute('aria-pressed', 'false');
  await filter.click();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main article')).toHaveCount(discussions.length - 1);
  await expect(card(page, unread.title)).toHaveCount(0);

  // The readable ones really open without a network.
  await card(page, discussions[0].title).getByRole('link', { name: discussions[0].title }).click();
  await expect(page.locator('main h1')).toHaveText(discussions[0].title);

  await page.goto(`${stack.siteUrl}/`);
  await expect(page.getByRole('button', { name: 'Available offline' })).toBeVisible();

  // Back online nothing is marked and no filter is offered.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Available offline' })).toHaveCount(0);
  await page.goto(`${stack.siteUrl}/discussions`);
  await expect(page.locator('main article')).toHaveCount(discussions.length);
  await expect(page.getByText(NOT_AVAILABLE)).toHaveCount(0);
});

test('Read next offers three related articles that open', async ({ page }) => {
  const current = all.find((a) => a.kind === 'reviews' && a.tags.length > 2)!;
  const shared = (a: Tagged) => a.tags.filter((t) => current.tags.includes(t)).length;
  const best = all
    .filter((a) => a.id !== current.id)
    .map(shared)
    .sort((x, y) => y - x)
    .slice(0, 3);
  await page.goto(`${stack.siteUrl}/`);
  await aheadOfNeedDone(page);
  await page.goto(`${stack.siteUrl}${pathOf(current)}`);
  await expect(page.locator('main h1')).toHaveText(current.title);
  await expect(
    page
      .locator('main')
      .getByText(/\d+ min read/)
      .first(),
  ).toBeVisible();

  const section = page.getByRole('region', { name: 'Read next' });
  const links = section.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveCount(3);
  // What the device holds beyond this page's own keys is read in idle time, in slices, and the
  // section follows the store: the choice settles once the downloaded-ahead articles are read.
  const sharedShown = async () =>
    (await links.allTextContents()).map((t) => {
      const article = all.find((a) => a.title === t);
      return article ? shared(article) : -1;
    });
  await expect.poll(sharedShown, { timeout: 20_000 }).toEqual(best);
  const titles = await links.allTextContents();
  const chosen = titles.map((t) => all.find((a) => a.title === t)!);
  expect(chosen.map((a) => a.id)).not.toContain(current.id);
  // The most shared tags first: the counts shown are the three best there are.
  expect(chosen.map(shared)).toEqual(best);

  await links.first().click();
  await expect(page.locator('main h1')).toHaveText(titles[0]);
  await expect(page).toHaveURL(`${stack.siteUrl}${pathOf(chosen[0])}`);
});

test.describe('reading position', () => {
  test.use({ viewport: { width: 375, height: 500 } });

  test('reopening returns to the place, Continue reading offers it, a finished one is not resumed', async ({
    page,
  }) => {
    const article = all.find((a) => a.kind === 'fiction')!;
    const path = pathOf(article);
    await page.goto(`${stack.siteUrl}/`);
    await expect(page.getByRole('heading', { name: 'Continue reading' })).toHaveCount(0);

    await page.goto(`${stack.siteUrl}${path}`);
    await expect(page.locator('main h1')).toHaveText(article.title);
    const middle = await page.evaluate(() => {
      const box = document.querySelector('main article')!.getBoundingClientRect();
      return Math.round(window.scrollY + box.top + box.height / 2 - window.innerHeight);
    });
    expect(middle).toBeGreaterThan(200);
    await page.evaluate((y) => window.scrollTo(0, y), middle);
    await expect
      .poll(async () => (await savedPositions(page)).find((p) => p.key.endsWith(article.slug))?.y)
      .toBe(middle);

    await page.goto(`${stack.siteUrl}/`);
    const resume = page
      .getByRole('region', { name: 'Continue reading' })
      .getByRole('link', { name: article.title });
    await expect(resume).toBeVisible();
    await resume.click();
    await expect(page.locator('main h1')).toHaveText(article.title);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(middle);

    // Read to the end: the next visit starts at the top and nothing is left to continue.
    await page.evaluate(() => {
      const box = document.querySelector('main article')!.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + box.bottom - window.innerHeight + 20);
    });
    await expect
      .poll(
        async () => (await savedPositions(page)).find((p) => p.key.endsWith(article.slug))?.atEnd,
      )
      .toBe(true);
    await page.goto(`${stack.siteUrl}${path}`);
    await expect(page.locator('main h1')).toHaveText(article.title);
    await page.waitForTimeout(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto(`${stack.siteUrl}/`);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Continue reading' })).toHaveCount(0);
  });
});

test.describe('share', () => {
  test('the system share sheet comes first where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { sharedWith: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => void calls.push(data),
      });
    });
    const article = all[0];
    await page.goto(`${stack.siteUrl}${pathOf(article)}`);
    const group = page.getByRole('region', { name: 'Share this' });
    const first = group.getByRole('button').first();
    await expect(first).toHaveText('Share…');
    await expect(group.getByRole('link', { name: 'Share on X' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await first.click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith),
      )
      .toEqual([
        expect.objectContaining({
          url: `${stack.siteUrl}${pathOf(article)}`,
          title: article.title,
        }),
      ]);
  });

  test('is not offered where the browser has none', async ({ page }) => {
    const article = all[0];
    await page.goto(`${stack.siteUrl}${pathOf(article)}`);
    await expect(page.locator('main h1')).toHaveText(article.title);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    const group = page.getByRole('region', { name: 'Share this' });
    await expect(group.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Share…' })).toHaveCount(0);
  });
});
