/**
 * Interactions in Chromium: the mobile menu, the share popup and links, copy-link toasts with the
 * clipboard granted, refusing and missing, the newsletter validation and submit flow, and the
 * unsubscribe page's missing-parameter error (no call) and retry flow.
 */
import { expect, test, type Page } from './csp-watch.ts';
import { startStack, type Stack } from './harness.ts';
import { openPage, served, WITHOUT_SERVICE_WORKER } from './ui-helpers.ts';

test.use(WITHOUT_SERVICE_WORKER);

let stack: Stack;
let detailUrl = '';

test.beforeAll(async () => {
  stack = await startStack({ database: true });
  const [discussion] = await served(stack.cloudUrl, 'discussions');
  detailUrl = `${stack.siteUrl}/discussions/${discussion!.slug}`;
});
test.afterAll(async () => stack?.stop());

function functionCalls(page: Page, name: string): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/functions/v1/${name}`) && request.method() === 'POST')
      calls.push(request.url());
  });
  return calls;
}

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('MENU opens the vertical list and a pick closes it', async ({ page }) => {
    await openPage(page, `${stack.siteUrl}/`);
    const toggle = page.getByRole('button', { name: 'MENU' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveCount(9);
    await menu.getByRole('link', { name: 'NEWS' }).click();
    await expect(page).toHaveURL(`${stack.siteUrl}/news`);
    await expect(page.locator('main h1')).toHaveText('News');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('nothing overflows sideways, including the ad frame', async ({ page }) => {
    await openPage(page, `${stack.siteUrl}/`);
    // The home page is long: its footer's frame is not there until the footer comes near.
    await page.waitForTimeout(500);
    await expect(page.locator('footer iframe')).toHaveCount(0);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer iframe')).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const ad = await page.locator('footer iframe').boundingBox();
    expect(ad!.x + ad!.width).toBeLessThanOrEqual(375);
  });
});

test('share links open a popup with the page URL and work without JavaScript too', async ({
  page,
  context,
}) => {
  await context.route(/twitter\.com|facebook\.com|linkedin\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
  );
  await openPage(page, detailUrl);
  const encoded = encodeURIComponent(detailUrl);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Share on X' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain(`https://twitter.com/intent/tweet?url=${encoded}`);
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  );
  await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
  );
  const mailto = await page.getByRole('link', { name: 'Share by email' }).getAttribute('href');
  expect(mailto).toMatch(/^mailto:\?subject=.+&body=.+/);
  expect(decodeURIComponent(mailto!)).toContain(detailUrl);
});

test('copy link with clipboard permission copies the URL', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.siteUrl });
  await openPage(page, detailUrl);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  await expect(page.getByText('The link has been copied to your clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(detailUrl);
});

test('copy link refused by the browser shows the failure toast', async ({ page }) => {
  // Chromium grants clipboard-write to any focused page whatever its permission settings (CDP
  // Browser.setPermission 'denied' is ignored), so the refusal other browsers give is injected here.
  await page.addInitScript(() => {
    Clipboard.prototype.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await openPage(page, detailUrl);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Failed to copy')).toBeVisible();
  await expect(page.getByText('Please try again or copy the URL manually.')).toBeVisible();
  // The toast's styles load with its lazily loaded host: it floats at the top right, over the page.
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to copy' });
  expect(
    await toast.evaluate((el) => {
      const box = el.getBoundingClientRect();
      let fixed = false;
      for (let node: Element | null = el; node; node = node.parentElement)
        fixed ||= getComputedStyle(node).position === 'fixed';
      return { fixed, right: Math.round(innerWidth - box.right) < 40, top: box.top < 60 };
    }),
  ).toEqual({ fixed: true, right: true, top: true });
});

test('copy link where the Clipboard API is missing shows the failure toast', async ({ page }) => {
  // What an insecure (http, non-localhost) origin looks like to the page.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await openPage(page, detailUrl);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Failed to copy')).toBeVisible();
});

test('newsletter: invalid address toast without a call, then a real subscription', async ({
  page,
}) => {
  const calls = functionCalls(page, 'subscribe');
  await openPage(page, `${stack.siteUrl}/`);
  const input = page.getByRole('textbox', { name: /email address/i });
  await input.fill('not-an-address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(calls).toEqual([]);

  // Hold the real request briefly so the submitting state is observable.
  await page.route('**/functions/v1/subscribe', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await input.fill(`ui-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  await expect(input).toBeDisabled();
  await expect(page.getByText('Successfully subscribed!')).toBeVisible();
  await expect(page.getByText('Check your email for a welcome message.')).toBeVisible();
  await expect(input).toHaveValue('');
  expect(calls).toHaveLength(1);
});

test('unsubscribe without parameters shows the error and makes no call', async ({ page }) => {
  const calls = functionCalls(page, 'unsubscribe');
  await openPage(page, `${stack.siteUrl}/unsubscribe`);
  await expect(page.getByText('Invalid unsubscribe link. Please contact support.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Unsubscribe' })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(calls).toEqual([]);
});

test('unsubscribe with a forged link: processing, error view, retrying', async ({ page }) => {
  await page.route('**/functions/v1/unsubscribe', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await openPage(page, `${stack.siteUrl}/unsubscribe?email=nobody%40example.com&contactId=forged`);
  await page.getByRole('button', { name: 'Confirm Unsubscribe' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(
    page.getByText('Please try again or contact support if the problem persists.'),
  ).toBeVisible();
  await expect(page.getByText('Failed to unsubscribe', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});
