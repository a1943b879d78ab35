/**
 * A returning reader's device for the benchmarks: a Chromium profile filled as after a month of daily
 * reading on the site being measured, then handed to each run as a copy (Lighthouse keeps its storage:
 * `disableStorageReset`). Filled with:
 * - 200 articles read (their pages' own data, as the prerendered pages embed it), newest read last,
 *   one a few hours apart over the month, the last 30 in the reading history and 100 with a reading
 *   position;
 * - 30 of them saved for offline (pinned in the query cache, listed in the library);
 * - every kind's first list page (100 cards each) and the home page's sections: the search data a
 *   device holds;
 * - then one real visit of the page to be measured with the app itself, which runs the ahead-of-need
 *   download (its window full) and brings the stored data to the build's own shape, as the reader's
 *   previous visit would.
 * The data is written as every build before the per-key device store saved it (one value), so any
 * revision can be measured on the same device: a newer build converts it on that first visit.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { KIND_ORDER, KINDS } from '../src/content/kinds.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

export const READ_COUNT = 200;
export const SAVED_COUNT = 30;
const RECENT_COUNT = 30;
const POSITION_COUNT = 100;
const DAY_MS = 24 * 60 * 60_000;
/** Long enough for the ahead-of-need download and the store's writes after a visit. */
const SETTLE_MS = 8000;

interface Seed {
  key: string;
  data: unknown;
  fetchedAt: number;
}

const PRERENDER_DATA = /<script[^>]*id="__PRERENDER_DATA__"[^>]*>([\s\S]*?)<\/script>/;

async function seedsOf(origin: string, path: string): Promise<Seed[]> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const json = PRERENDER_DATA.exec(html)?.[1];
  if (!json) return [];
  return (JSON.parse(json) as { seeds: Seed[] }).seeds;
}

export interface DeviceFill {
  /** IndexedDB database → object store → key → value. */
  databases: Record<string, { store: string; values: Record<string, unknown> } | undefined>;
  read: number;
  saved: number;
}

/** What a month of reading leaves on the device, from the site at `origin`. */
export async function monthOfReading(origin: string, now = Date.now()): Promise<DeviceFill> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const detail = new RegExp(`^(${KIND_ORDER.map((k) => KINDS[k].path).join('|')})/[^/]+$`);
  const articles = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .filter((path) => detail.test(path) && !path.includes('/page/'))
    .slice(0, READ_COUNT);
  const entries: Record<string, unknown> = {};
  const put = (seed: Seed, usedAt: number, pinned?: boolean) =>
    (entries[seed.key] = {
      data: seed.data,
      fetchedAt: usedAt,
      error: null,
      usedAt,
      ...(pinned && { pinned }),
    });
  const listPaths = ['/', ...KIND_ORDER.map((k) => KINDS[k].path)];
  for (const path of listPaths)
    for (const seed of await seedsOf(origin, path)) put(seed, now - DAY_MS);
  const saved: Record<string, unknown> = {};
  const recent: unknown[] = [];
  const positions: unknown[] = [];
  for (let i = 0; i < articles.length; i++) {
    const path = articles[i];
    const [seed] = await seedsOf(origin, path);
    if (!seed) continue;
    // The first article listed is read last.
    const readAt = now - Math.round(((i + 1) * 30 * DAY_MS) / articles.length);
    const keep = i < SAVED_COUNT;
    put(seed, readAt, keep);
    const title = (seed.data as { title?: string }).title ?? path;
    if (keep)
      saved[seed.key] = {
        key: seed.key,
        path,
        title,
        savedAt: readAt,
        files: [],
        linked: [],
        fileBytes: 0,
      };
    if (i < RECENT_COUNT) recent.push({ key: seed.key, path, title, readAt });
    if (i < POSITION_COUNT)
      positions.push({
        key: seed.key,
        path,
        title,
        y: 1200,
        progress: 0.4,
        atEnd: false,
        updatedAt: readAt,
      });
  }
  return {
    databases: {
      'quandaries-cache': {
        store: 'queries',
        values: { 'quandaries-query-cache': { state: { entries }, version: 1 } },
      },
      'quandaries-library': {
        store: 'kv',
        values: {
          library: {
            state: { saved, recent, prefetchedAt: null, persistAsked: true },
            version: 1,
          },
        },
      },
      'quandaries-reading': { store: 'positions', values: { positions } },
    },
    read: articles.length,
    saved: Object.keys(saved).length,
  };
}

/**
 * A Chromium profile holding `fill` for `origin`, after one visit of `path` by the app; remove it
 * with the returned `remove`.
 */
export async function filledProfile(
  origin: string,
  path: string,
  fill: DeviceFill,
): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-device-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(async (databases) => {
      for (const [name, db] of Object.entries(databases)) {
        if (!db) continue;
        await new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onupgradeneeded = () => open.result.createObjectStore(db.store);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(db.store, 'readwrite');
            for (const [key, value] of Object.entries(db.values))
              tx.objectStore(db.store).put(value, key);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        });
      }
    }, fill.databases);
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    // Leaving the page saves what it still holds (pagehide).
    await page.goto(`${origin}/robots.txt`);
    await page.waitForTimeout(500);
  } finally {
    await context.close();
  }
  return { dir, remove: () => removeProfile(dir) };
}

/**
 * Removes a profile folder, never throwing. A context's close event comes before Chromium has
 * quite finished with its profile, whose files then reappear while the folder is removed (ENOTEMPTY):
 * the removal is tried again a little later, a few times, and a folder that still stays is named.
 */
function removeProfile(dir: string, triesLeft = 10): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 });
  } catch (error) {
    if (triesLeft > 0) setTimeout(() => removeProfile(dir, triesLeft - 1), 500);
    else console.warn(`Could not remove ${dir}: ${String(error)}`);
  }
}

/** A copy of a filled profile for one run: every run starts from the same device. */
export function profileCopy(dir: string): { dir: string; remove: () => void } {
  const copy = mkdtempSync(join(tmpdir(), 'bench-device-run-'));
  cpSync(dir, copy, { recursive: true });
  return { dir: copy, remove: () => removeProfile(copy) };
}
