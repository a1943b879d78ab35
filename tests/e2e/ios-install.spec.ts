/**
 * The iPhone reader in Chromium with iOS Safari's real user agent (the engine is Chromium, so its own
 * `beforeinstallprompt` is taken away first, as Safari has none). The install hint appears after the
 * first save, or on a second visit; "Not now" keeps it away; the Safari storage note shows under the save
 * button and on the saved page in a Safari tab only. SHOTS_DIR=<folder> also writes 390×844 screenshots,
 * light and dark.
 */
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { INSTALL_HINT } from '../../src/features/install-hint/texts.ts';
import {
  SAFARI_STORAGE_NOTE,
  STORAGE_NOT_PERSISTENT,
  STORAGE_PERSISTENT,
} from '../../src/features/offline-reading/storage-texts.ts';
import { startStack, type Stack } from './harness.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ARTICLE = '/fiction/the-seventh-mother';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => stack?.stop());

/** A phone-sized context; `safari` removes the install prompt event, `installed` runs standalone. */
async function phone(
  browser: Browser,
  userAgent: string,
  options: { safari?: boolean; installed?: boolean; dark?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: stack.siteUrl,
    userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    colorScheme: options.dark ? 'dark' : 'light',
  });
  await context.addInitScript(
    ({ safari, installed }) => {
      if (safari) {
        delete (window as { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt;
        delete (Object.getPrototypeOf(window) as { onbeforeinstallprompt?: unknown })
          .onbeforeinstallprompt;
      }
      if (installed) Object.defineProperty(navigator, 'standalone', { get: () => true });
    },
    { safari: options.safari ?? false, installed: options.installed ?? false },
  );
  return context;
}

const hint = (page: Page) => page.getByRole('complementary', { name: INSTALL_HINT.label });
const note = (page: Page) => page.getByText(SAFARI_STORAGE_NOTE);

async function save(page: Page): Promise<void> {
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible({
    timeout: 30_000,
  });
}

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, name) });
}

for (const dark of [false, true]) {
  test(`iPhone Safari (${dark ? 'dark' : 'light'}): hint after the first save, storage note, dismissal`, async ({
    browser,
  }) => {
    const context = await phone(browser, IPHONE_SAFARI, { safari: true, dark });
    const page = await context.newPage();
    expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A first visit with nothing saved: no hint yet.
    await page.waitForTimeout(500);
    await expect(hint(page)).toHaveCount(0);
    await expect(note(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByRole('button', { name: 'Saved for offline' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(hint(page)).toBeVisible();
    await expect(hint(page)).toContainText(INSTALL_HINT.body);
    await expect(note(page)).toBeVisible();
    await shot(page, `install-hint-${dark ? 'dark' : 'light'}.png`);

    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Read offline' })).toBeVisible();
    await expect(note(page)).toBeVisible();
    await hint(page).getByRole('button', { name: INSTALL_HINT.dismiss }).first().click();
    await expect(hint(page)).toHaveCount(0);
    await shot(page, `safari-storage-note-${dark ? 'dark' : 'light'}.png`);

    // Dismissed: not on the next visit either (a new tab is a new session).
    const later = await context.newPage();
    await later.goto('/');
    await expect(later.getByRole('heading', { level: 1 })).toBeVisible();
    await later.waitForTimeout(500);
    await expect(hint(later)).toHaveCount(0);
    await context.close();
  });
}

test('iPhone Safari: a second visit brings the hint without a save', async ({ browser }) => {
  const context = await phone(browser, IPHONE_SAFARI, { safari: true });
  const first = await context.newPage();
  await first.goto('/about');
  await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
  await first.waitForTimeout(500);
  await expect(hint(first)).toHaveCount(0);
  await first.close();
  const second = await context.newPage();
  await second.goto('/about');
  await expect(hint(second)).toBeVisible();
  await context.close();
});

test('no hint or Safari note in the installed app or with the browser’s own prompt; the app tells storage durability', async ({
  browser,
}) => {
  for (const [context, installed] of [
    [await phone(browser, IPHONE_SAFARI, { safari: true, installed: true }), true],
    [await phone(browser, ANDROID_CHROME), false],
  ] as const) {
    const page = await context.newPage();
    await save(page);
    await page.waitForTimeout(500);
    await expect(hint(page)).toHaveCount(0);
    await expect(note(page)).toHaveCount(0);
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Read offline' })).toBeVisible();
    await expect(note(page)).toHaveCount(0);
    // The installed app says whether storage is persistent, as the browser answers; a tab does not.
    const durability = page.getByText(
      new RegExp(`^(${STORAGE_PERSISTENT}|${STORAGE_NOT_PERSISTENT})$`),
    );
    if (installed) {
      const persisted = await page.evaluate(() => navigator.storage.persisted());
      await expect(durability).toHaveText(persisted ? STORAGE_PERSISTENT : STORAGE_NOT_PERSISTENT);
    } else {
      await expect(durability).toHaveCount(0);
    }
    await context.close();
  }
});
