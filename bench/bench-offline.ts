/**
 * `npm run bench:offline`: how fast an article opens with every server stopped, and what offline
 * reading costs in storage. Builds the app against the local cloud, reads a few articles online (saving
 * them when the page offers "Save for offline"), stops the servers, then reopens each article repeatedly
 * and prints the median time from navigation start to the article's title on screen.
 *
 * Also prints the bytes stored for the saved articles (their IndexedDB JSON and saved files) and the
 * list-queries-versus-sync transfer figures behind the ahead-of-need download (offline-transfer.ts).
 *
 * BENCH_PORT_BASE (site, +1 cloud; default 4800, the offline e2e ports), BENCH_RUNS (per article,
 * default 10), BENCH_ARTICLES (default 3). The e2e build dist-e2e-<base> is reused when it exists
 * (BENCH_REBUILD=1 forces a fresh one); BENCH_DIST names another build made for the same ports.
 * By default it builds fresh with every page prerendered to HTML, as `npm start` and a deployment
 * serve them: the worker's page copies then hold the article text, and the open no longer waits for
 * the app. BENCH_PRERENDER=0 measures the plain SPA build instead (the path of pages only
 * downloaded ahead of need).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { buildSite, localCloudEnv } from '../build/build-site.ts';
import { startLocalCloud } from '../local-cloud/local-cloud.ts';
import { startSiteServer } from '../local-cloud/site-server.ts';
import { KIND_ORDER } from '../src/content/kinds.ts';
import { measureTransfer, printTransfer } from './offline-transfer.ts';
import { SAVED_BYTES, storageReport, watchTitle, type SavedBytes } from './bench-offline-page.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

const REPO = resolve(fileURLToPath(import.meta.url), '../..');
const base = Number(process.env.BENCH_PORT_BASE || 4800);
const RUNS = Number(process.env.BENCH_RUNS || 10);
const ARTICLES = Number(process.env.BENCH_ARTICLES || 3);
const siteUrl = `http://127.0.0.1:${base}`;
const cloudUrl = `http://127.0.0.1:${base + 1}`;
// The e2e build's credentials, so dist-e2e-<base> can be reused as it is (tests/e2e/harness.ts).
const CREDENTIALS = {
  spaceId: 'e2espace',
  accessToken: 'e2e-delivery-token',
  anonKey: 'e2e-anon-key',
};
const E2E_DIST = join(REPO, `dist-e2e-${base}`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function readArticles(page: Page): Promise<{ url: string; title: string; saved: boolean }[]> {
  const found: { url: string; title: string; saved: boolean }[] = [];
  for (const kind of KIND_ORDER) {
    if (found.length >= ARTICLES) break;
    await page.goto(`${siteUrl}/${kind}`);
    const link = page.locator(`main a[href^="/${kind}/"]`).first();
    const listed = await link
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (!listed) continue;
    await link.click();
    const title = (await page.locator('h1').first().innerText({ timeout: 15_000 })).trim();
    const save = page.getByRole('button', { name: /save for offline/i });
    const saved = await save.isVisible().catch(() => false);
    if (saved) {
      await save.click();
      await page.getByRole('button', { name: /remove/i }).waitFor({ timeout: 30_000 });
    }
    await page.waitForLoadState('networkidle');
    found.push({ url: page.url(), title, saved });
  }
  return found;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'gq-bench-offline-'));
  const prerender = process.env.BENCH_PRERENDER !== '0';
  const reuse =
    !prerender && process.env.BENCH_REBUILD !== '1' && existsSync(join(E2E_DIST, 'index.html'));
  const dist = process.env.BENCH_DIST
    ? resolve(process.env.BENCH_DIST)
    : reuse
      ? E2E_DIST
      : prerender
        ? // Inside the repository: the server bundle that prerenders resolves react from node_modules.
          join(REPO, `dist-bench-offline-${base}`)
        : join(work, 'dist');
  const cloud = await startLocalCloud({
    port: base + 1,
    exportPath: join(REPO, 'demo-content', 'export.json'),
    dataDir: join(work, 'data'),
    siteUrl,
    functions: false,
    ...CREDENTIALS,
  });
  if (!process.env.BENCH_DIST && !reuse) {
    console.log('building…');
    await buildSite(
      REPO,
      dist,
      {
        ...localCloudEnv({
          contentHost: cloudUrl,
          ...CREDENTIALS,
          functionsUrl: `${cloudUrl}/functions/v1`,
          siteUrl,
        }),
      },
      { prerender },
    );
  }
  const site = await startSiteServer({ port: base, distDir: dist });
  const context = await chromium.launchPersistentContext(join(work, 'profile'), {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(siteUrl);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const articles = await readArticles(page);
    if (articles.length === 0) throw new Error('no article links found on the list pages');
    const storage = await storageReport(page);
    const savedBytes = (await page.evaluate(SAVED_BYTES)) as SavedBytes;
    const transfer = await measureTransfer({ url: cloudUrl, ...CREDENTIALS });
    await page.close();
    await Promise.all([site.close(), cloud.close()]);

    const times: number[] = [];
    const phaseTimes: number[][] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const article of articles) {
        const tab = await context.newPage();
        await tab.addInitScript(watchTitle(article.title));
        await tab.goto(article.url, { waitUntil: 'commit' });
        const at = await tab
          .waitForFunction(
            () => (window as unknown as { __titleAt?: number }).__titleAt,
            undefined,
            {
              timeout: 10_000,
            },
          )
          .then((handle) => handle.jsonValue() as Promise<number>)
          .catch(() => Number.NaN);
        if (!Number.isFinite(at) && times.every((t) => Number.isFinite(t))) {
          const shown = await tab.locator('h1').allInnerTexts();
          console.log(
            `not shown offline: ${article.url} (expected "${article.title}", h1: ${JSON.stringify(shown)})`,
          );
        }
        times.push(at);
        const phases = await tab.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          const entry = (
            performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          ).find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
          const restored = performance.getEntriesByName('gq:store-restored')[0];
          return [
            nav.responseEnd,
            nav.domContentLoadedEventEnd,
            fcp?.startTime ?? Number.NaN,
            entry?.responseEnd ?? Number.NaN,
            restored?.startTime ?? Number.NaN,
          ];
        });
        phases.forEach((value, i) => (phaseTimes[i] ??= []).push(value));
        await tab.close();
      }
    }
    const ok = times.filter((t) => Number.isFinite(t));
    const savedCount = articles.filter((a) => a.saved).length;
    console.log(
      `articles: ${articles.length} (${savedCount} saved with "Save for offline", the rest read)`,
    );
    console.log(`offline opens: ${ok.length}/${times.length} showed the title`);
    if (ok.length) {
      console.log(
        `median navigation → article title visible, servers stopped: ${median(ok).toFixed(0)} ms`,
      );
      console.log(`  min ${Math.min(...ok).toFixed(0)} ms, max ${Math.max(...ok).toFixed(0)} ms`);
      const [html, dcl, fcp, entry, restored] = phaseTimes.map((values) =>
        median(values.filter(Number.isFinite)),
      );
      console.log(
        `  medians: HTML from the worker ${html.toFixed(0)} ms, DOMContentLoaded ${dcl.toFixed(0)} ms, first paint ${fcp.toFixed(0)} ms`,
      );
      console.log(
        `  medians: entry script received ${entry.toFixed(0)} ms, stored copy read back from IndexedDB ${restored.toFixed(0)} ms`,
      );
    }
    console.log(
      `saved for offline: ${savedBytes.articles} articles, ${kb(savedBytes.json + savedBytes.files)} stored ` +
        `(IndexedDB JSON ${kb(savedBytes.json)} + ${savedBytes.count} files ${kb(savedBytes.files)})`,
    );
    console.log(`sync mirror for ahead-of-need (IndexedDB JSON): ${kb(savedBytes.mirror)}`);
    printTransfer(transfer);
    console.log(`storage used (navigator.storage.estimate): ${kb(storage.usage)}`);
    for (const [name, { entries, bytes }] of Object.entries(storage.perCache))
      console.log(`  cache ${name}: ${entries} entries, ${kb(bytes)}`);
  } finally {
    await context.close();
    await Promise.allSettled([site.close(), cloud.close()]);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
