/**
 * Accessibility in Chromium: axe (WCAG A/AA and best practices) finds no violations on the home page,
 * a list and a detail page in both colour schemes; every page has exactly one h1; the skip link and
 * the keyboard reach the content with a visible focus ring. Card images hold their box before they
 * load, and load the narrowest file that covers it on phones, a tablet and a wide screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './csp-watch.ts';
import { startStack, type Stack } from './harness.ts';
import { openPage, served, WITHOUT_SERVICE_WORKER } from './ui-helpers.ts';

test.use(WITHOUT_SERVICE_WORKER);

let stack: Stack;
let detailPath = '';

test.beforeAll(async () => {
  stack = await startStack();
  const [review] = await served(stack.cloudUrl, 'reviews');
  detailPath = `/reviews/${review!.slug}`;
});
test.afterAll(async () => stack?.stop());

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });
    for (const [name, path] of [
      ['home', '/'],
      ['list', '/discussions'],
      ['detail', () => detailPath],
    ] as const) {
      test(`axe finds nothing on the ${name} page`, async ({ page }) => {
        await openPage(page, `${stack.siteUrl}${typeof path === 'function' ? path() : path}`);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // Third-party frames (ad, players) are not ours to audit and cannot load offline.
        const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}

test('text is set in two weights, regular and bold, and never under 11px', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ['/', '/discussions', detailPath]) {
    await openPage(page, `${stack.siteUrl}${path}`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // Every rendered text, the cards far down the page included (skipped rendering still computes
    // their style when asked).
    const faces = await page.evaluate(() => {
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent?.trim() || element.closest('script, style, template'))
          continue;
        const style = getComputedStyle(element);
        if (style.display === 'none' || element.closest('[hidden]')) continue;
        seen.add(`${style.fontWeight} ${style.fontSize}`);
      }
      return [...seen];
    });
    expect(faces.length, path).toBeGreaterThan(3);
    const weights = new Set(faces.map((face) => face.split(' ')[0]));
    expect([...weights].sort(), path).toEqual(['400', '700']);
    const sizes = faces.map((face) => parseFloat(face.split(' ')[1]));
    expect(Math.min(...sizes), path).toBeGreaterThanOrEqual(11);
  }
});

test('every route has exactly one h1', async ({ page }) => {
  for (const path of [
    '/',
    '/discussions',
    detailPath,
    '/podcast',
    '/merch',
    '/about',
    '/unsubscribe',
    '/reviews/nope',
    '/nope',
  ]) {
    await openPage(page, `${stack.siteUrl}${path}`);
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
});

test('skip link moves focus to the content and focus is visible', async ({ page }) => {
  await openPage(page, `${stack.siteUrl}/discussions`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('href', /\/discussions\/.+/);
  expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
});

test('card images keep their 4:3 box before they load (no layout shift)', async ({ page }) => {
  await page.route('**/*.{png,jpg,jpeg,webp,avif}*', () => new Promise(() => {}));
  await openPage(page, `${stack.siteUrl}/discussions`);
  const box = await page.locator('main article').first().locator('img').boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.02);
});

test('a card loads the narrowest of its files that covers its box on the screen', async ({
  browser,
}) => {
  // Phones at 1.75x (Lighthouse's) and 3x, a tablet at 2x (two columns), a wide screen at 1x and 2x.
  for (const [width, scale] of [
    [412, 1.75],
    [390, 3],
    [800, 2],
    [1350, 1],
    [1350, 2],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: scale,
    });
    const page = await context.newPage();
    await openPage(page, `${stack.siteUrl}/discussions`);
    const image = page.locator('main article img').first();
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.currentSrc)).not.toBe('');
    const { chosen, offered, needed } = await image.evaluate((el: HTMLImageElement) => ({
      chosen: Number(new URL(el.currentSrc).searchParams.get('w')),
      offered: el.srcset.split(', ').map((candidate) => parseInt(candidate.split(' ')[1]!, 10)),
      needed: el.getBoundingClientRect().width * devicePixelRatio,
    }));
    await context.close();
    const at = `${width}px at ${scale}x (${Math.round(needed)} device pixels)`;
    expect(offered, at).toContain(chosen);
    // Wide enough, unless nothing offered is…
    if (chosen < Math.max(...offered)) expect(chosen, at).toBeGreaterThanOrEqual(needed - 1);
    // …and no narrower file would have been.
    expect(
      offered.filter((w) => w < chosen && w >= needed - 1),
      at,
    ).toEqual([]);
  }
});
