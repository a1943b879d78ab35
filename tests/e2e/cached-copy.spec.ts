/**
 * A cached copy stays a copy, in real Chromium with the production build's service worker and
 * the content worker: the worker's cache holds a copy of an article OLDER than the data on the page,
 * the content service becomes slower than the worker's network timeout, and the page's data goes
 * stale. The revalidation is answered from the worker's cache; the page must keep its newer data with
 * its own time, say it is showing a copy, and not take it for fresh: once the service answers in
 * time again, the next visit of the article asks the network and the note goes away.
 */
import { expect, test, type Page } from '@playwright/test';
import { CDA_CACHE } from '../../src/shared/cache-names.ts';
import { COPY_STORED_AT_HEADER } from '../../src/shared/cached-copy.ts';
import { CDA_NETWORK_TIMEOUT_MS } from '../../src/shared/time-budget.ts';
import { openDevice } from './device.ts';
import { expectAppVisible, waitForControl } from './pwa-helpers.ts';
import { served } from './ui-helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ trace: 'off' });

const WORKER_COPY_TITLE = 'An older copy from the worker cache';
const COPY_NOTE = /You're offline — showing the copy saved .+ ago/;

const device = openDevice('cached-copy');

/**
 * Rewrites the worker's cached answer for the article's query: another title, stored 3 hours ago.
 * Returns false when the worker has no copy of that query.
 */
function ageWorkerCopy(page: Page, slug: string): Promise<boolean> {
  const storedAt = String(Date.now() - 3 * 60 * 60_000);
  return page.evaluate(
    async ({ cacheName, slug, title, header, storedAt }) => {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.searchParams.get('fields.urlSlug') !== slug) continue;
        const response = await cache.match(request);
        if (!response) return false;
        const body = (await response.json()) as { items: { fields: { title: string } }[] };
        body.items[0].fields.title = title;
        const headers = new Headers(response.headers);
        headers.set(header, storedAt);
        await cache.put(request, new Response(JSON.stringify(body), { status: 200, headers }));
        return true;
      }
      return false;
    },
    {
      cacheName: CDA_CACHE,
      slug,
      title: WORKER_COPY_TITLE,
      header: COPY_STORED_AT_HEADER,
      storedAt,
    },
  );
}

test('a slow service answered from an older worker copy leaves the newer page data in place', async () => {
  // The oldest review: never among the newest few that the ahead-of-need download refreshes.
  const reviews = await served(device.stack!.cloudUrl, 'reviews');
  const article = reviews[reviews.length - 1];
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  const page = await device.context.newPage();
  await page.clock.install();
  await page.goto('/');
  await expectAppVisible(page);
  await waitForControl(page);
  // Under the worker's control, so the article's query passes through (and fills) its cache.
  await page.goto(`/reviews/${article.slug}`);
  await expect(heading(page)).toHaveText(article.title);
  await expect.poll(() => ageWorkerCopy(page, article.slug)).toBe(true);

  // Slower than the worker waits for the network: it answers from its (older) copy.
  await device.restart({ faults: { latencyMs: 2 * CDA_NETWORK_TIMEOUT_MS } });
  // The article's data (10 minutes fresh) goes stale while the page is open: it revalidates.
  await page.clock.fastForward('11:00');

  const note = page.getByRole('status').filter({ hasText: COPY_NOTE });
  await expect(note).toBeVisible({ timeout: 20_000 });
  // The page's own data, with its own time (about 11 minutes old), not the worker's 3-hour-old copy.
  await expect(note).toContainText(/saved \d+ minutes ago/);
  await expect(heading(page)).toHaveText(article.title);
  await expect(page.getByText(WORKER_COPY_TITLE)).toHaveCount(0);

  // The service is back to normal: the cached copy was not counted as fresh, so the next visit asks.
  await device.restart();
  await page.getByRole('link', { name: 'Reviews' }).first().click();
  await expect(heading(page)).not.toHaveText(article.title);
  await page.goBack();
  await expect(heading(page)).toHaveText(article.title);
  await expect(note).toHaveCount(0, { timeout: 20_000 });
});
