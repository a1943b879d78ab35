/**
 * The installed app's daily background refresh (Periodic Background Sync) in real Chromium against the
 * production build. The app runs standalone with the permission granted, so it registers the refresh
 * tag; the ahead-of-need download runs; then an article is published (the served export changes and
 * the servers restart); the periodic sync event is dispatched through the DevTools Protocol as the
 * browser would in the background, with no page reloaded; then every server stops and the new article
 * opens offline. In a browser tab the same page registers nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { AHEAD_REFRESH_TAG } from '../../src/shared/periodic-refresh.ts';
import { openDevice } from './device.ts';
import { copyDemoExport } from './harness.ts';
import { expectAppVisible, SITE_URL, waitForControl } from './pwa-helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ trace: 'off' });

const NEW_ID = 'publishedInTheNight01';
const NEW_SLUG = 'published-in-the-night';
const NEW_TITLE = 'Published in the night, read on the train';

/** Adds one news article, published and updated now, to the export at `path`. */
function publishArticle(path: string): void {
  const data = JSON.parse(readFileSync(path, 'utf8'));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- export JSON is edited as data
  const news = data.entries.find((e: any) => e.sys.contentType.sys.id === 'news');
  const late = structuredClone(news);
  const now = new Date().toISOString();
  late.sys.id = NEW_ID;
  late.sys.createdAt = now;
  late.sys.updatedAt = now;
  late.sys.publishedAt = now;
  late.fields.title['en-US'] = NEW_TITLE;
  late.fields.urlSlug['en-US'] = NEW_SLUG;
  if (late.fields.slug) late.fields.slug['en-US'] = NEW_SLUG;
  if (late.fields.publishDate) late.fields.publishDate['en-US'] = now;
  data.entries.push(late);
  writeFileSync(path, JSON.stringify(data));
}

/** The page sees itself as the installed app (display-mode: standalone). */
async function runStandalone(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      /display-mode:\s*standalone/.test(query)
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addListener: () => undefined,
            removeListener: () => undefined,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            dispatchEvent: () => false,
          } as MediaQueryList)
        : original(query);
  });
}

const registeredTags = (page: Page) =>
  page.evaluate(async () => {
    const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      periodicSync?: { getTags(): Promise<string[]> };
    };
    return reg.periodicSync ? reg.periodicSync.getTags() : null;
  });

/** Ids of the entries in the stored ahead-of-need mirror. */
const mirrorIds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('quandaries-library');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kv')) return resolve([]);
          const get = db.transaction('kv').objectStore('kv').get('sync-mirror');
          get.onsuccess = () => {
            // Kept in zustand's envelope (`{ state: mirror, version }`).
            const kept = get.result as
              { state?: { entries?: Record<string, unknown> } } | undefined;
            const mirror = kept?.state;
            resolve(Object.keys(mirror?.entries ?? {}));
            db.close();
          };
          get.onerror = () => resolve([]);
        };
      }),
  );

/** The worker's registration id, as the DevTools Protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find(
        (r: { scopeURL: string; isDeleted: boolean }) =>
          r.scopeURL === `${SITE_URL}/` && !r.isDeleted,
      );
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const device = openDevice('periodic-sync', (dir) => ({ exportPath: copyDemoExport(dir) }));
const exportPath = () => join(device.dir, 'export.json');

test('in a browser tab the refresh is not registered', async () => {
  const page = await device.context.newPage();
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);
  const cdp = await device.context.newCDPSession(page);
  await cdp.send('Browser.grantPermissions', {
    origin: SITE_URL,
    permissions: ['periodicBackgroundSync'],
  });
  await page.reload();
  await expectAppVisible(page);
  // The periodic sync API exists here and the permission is granted: only the tab keeps it unused.
  await page.waitForTimeout(1000);
  expect(await registeredTags(page)).toEqual([]);
  await cdp.detach();
  await page.close();
});

test('installed: a periodic sync brings an article published since the last visit offline', async () => {
  const context = device.context;
  await runStandalone(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Browser.grantPermissions', {
    origin: SITE_URL,
    permissions: ['periodicBackgroundSync'],
  });
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);
  await expect.poll(() => registeredTags(page), { timeout: 15_000 }).toEqual([AHEAD_REFRESH_TAG]);
  await page.waitForFunction(
    () => performance.getEntriesByName('gq:ahead-of-need-done').length > 0,
    undefined,
    { timeout: 60_000 },
  );
  expect(await mirrorIds(page)).not.toContain(NEW_ID);

  // Published while the app sits unopened; the page is not reloaded, so only the worker can fetch it.
  publishArticle(exportPath());
  await device.restart({ exportPath: exportPath() });

  const id = await registrationId(cdp);
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
    origin: SITE_URL,
    registrationId: id,
    tag: AHEAD_REFRESH_TAG,
  });
  await expect.poll(() => mirrorIds(page), { timeout: 30_000 }).toContain(NEW_ID);

  await device.stack!.stop();
  device.stack = undefined;
  await context.setOffline(true);
  await page.goto(`/news/${NEW_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE, { timeout: 15_000 });
  await context.setOffline(false);
  await cdp.detach();
});
