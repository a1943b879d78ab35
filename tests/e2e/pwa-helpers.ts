/**
 * Shared by the pwa-*.spec.ts files: builds of the real app into temp folders (each with its own build
 * id), the local cloud on this suite's port, and Chromium launched the way this machine requires.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { localCloudEnv } from '../../build/build-site.ts';
import { startLocalCloud, type LocalCloud } from '../../local-cloud/local-cloud.ts';
import { SITE } from '../../src/site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { CLOUD_PORT, DEMO_EXPORT, E2E_CREDENTIALS, REPO, SITE_PORT, SITE_URL } from './harness.ts';

export { SITE_PORT, SITE_URL };

/** Lets the suite build a copy of the app (e.g. a staged checkout); defaults to this repository. */
const APP_ROOT = resolve(process.env.PWA_APP_ROOT || REPO);

export const CHROMIUM = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * A temp folder made on first use of its path. Specs name theirs when the file loads, and Playwright's
 * main process loads every spec to list its tests without running a hook: a folder made at load would
 * be left behind, empty, by that process on every run.
 */
export function tempDir(label: string): { readonly path: string; remove: () => void } {
  let made: string | undefined;
  return {
    get path() {
      made ??= mkdtempSync(join(tmpdir(), `gq-pwa-${label}-`));
      return made;
    },
    remove: () => {
      if (made) rmSync(made, { recursive: true, force: true });
    },
  };
}

export function startCloud(dataDir: string): Promise<LocalCloud> {
  return startLocalCloud({
    port: CLOUD_PORT,
    exportPath: DEMO_EXPORT,
    dataDir,
    siteUrl: SITE_URL,
    functions: false,
    ...E2E_CREDENTIALS,
  });
}

/** A production build in its own process, so BUILD_ID and the VITE_* settings never leak between builds. */
export function buildApp(outDir: string, buildId: string, cloud: LocalCloud): void {
  const env = localCloudEnv({
    contentHost: cloud.url,
    spaceId: cloud.spaceId,
    accessToken: cloud.accessToken,
    functionsUrl: `${cloud.url}/functions/v1`,
    anonKey: cloud.anonKey,
    siteUrl: SITE_URL,
  });
  const vite = join(APP_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: APP_ROOT,
      env: { ...process.env, ...env, BUILD_ID: buildId },
      stdio: 'pipe',
    },
  );
}

export async function buildIdOf(page: Page): Promise<string | null> {
  return page.locator('meta[name="build-id"]').getAttribute('content');
}

/** "No blank screen": the app's header and the page's own heading are on screen. */
export async function expectAppVisible(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: SITE.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

export async function waitForControl(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

/** Keys of the query cache as stored in IndexedDB (what a reload will find). */
export const storedKeys = (page: Page) => indexKeys(page, false);

/** The keys the device store's eviction skips: saved for offline, or downloaded ahead of need. */
export const pinnedKeys = (page: Page) => indexKeys(page, true);

const indexKeys = (page: Page, pinnedOnly: boolean) =>
  page.evaluate(
    (pinned) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('quandaries-cache');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const get = db.transaction('queries').objectStore('queries').get('index');
          // The device store's index lists every key it holds a record for.
          get.onsuccess = () => {
            const keys = (get.result?.keys ?? {}) as Record<string, { pinned?: boolean }>;
            resolve(Object.keys(keys).filter((key) => !pinned || keys[key]?.pinned === true));
          };
          get.onerror = () => resolve([]);
        };
      }),
    pinnedOnly,
  );
