/**
 * Data states in the browser (docs/product.md#page-states-and-their-texts): loading skeletons and
 * the error texts (the local cloud answers every CDA request with 500), and the empty texts (an
 * export with no entries).
 *
 * Failing queries retry with growing waits within the query budget, so most error specs drive the
 * page's clock forward instead of waiting in real time; one set waits in real time, through the
 * content worker, to hold the budget: a reader sees the error within 10 s however the service fails.
 */
import type { Faults } from '../../local-cloud/local-cloud.ts';
import { expect, test, type Page } from './csp-watch.ts';
import { startStack, type Stack } from './harness.ts';
import { KIND_KEYS, writeEmptyExport, type Kind } from './ui-helpers.ts';

const LIST_ERROR: Record<Kind, string> = {
  discussions: 'Failed to load discussions',
  news: 'Failed to load news posts',
  recommendations: 'Failed to load recommendations',
  reviews: 'Unable to load reviews. Please check your Contentful configuration.',
  fiction: 'Failed to load fiction posts',
};
const LIST_EMPTY: Record<Kind, string> = {
  discussions: 'No discussions available yet.',
  news: 'No news posts yet.',
  recommendations: 'No recommendations yet.',
  reviews: 'No reviews available yet.',
  fiction: 'No fiction posts yet.',
};
const HOME_EMPTY = [
  'No content yet.',
  'No discussions yet.',
  'No news yet.',
  'No recommendations yet.',
  'No reviews yet.',
  'No fiction yet.',
];

/** Advances fake time in steps until `check` passes; each retry's fetch runs in real time between steps. */
async function fastForwardUntil(page: Page, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(5_000);
    await check();
  }).toPass({ timeout: 60_000, intervals: [200] });
}

test.describe('when the content service fails', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    stack = await startStack({ faults: { errorRate: 1 } });
  });
  test.afterAll(async () => stack?.stop());
  // The page's fake clock does not reach a worker, where the SDK's own retries would wait in real
  // time (over a minute per query). These pages run their queries in place, as in a browser without
  // module workers; the worker's error path is covered by tests/unit/query-bridge.test.ts and its
  // not-found answers by routes.spec.ts.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
  });

  for (const kind of KIND_KEYS) {
    test(`${kind} list: skeleton of 6, then the error alert`, async ({ page }) => {
      await page.clock.install();
      await page.goto(`${stack.siteUrl}/${kind}`);
      await expect(page.locator('main h1')).toBeVisible();
      const skeleton = page.getByTestId('skeleton-grid');
      await expect(skeleton).toBeVisible();
      await expect(skeleton.locator(':scope > *')).toHaveCount(6);
      const alert = page.getByRole('alert').filter({ hasText: 'Error' });
      await fastForwardUntil(page, () => expect(alert).toBeVisible({ timeout: 500 }));
      // 'message-or' kinds may show the store's message; the fixed ones must show exactly their text.
      if (kind === 'reviews' || kind === 'fiction')
        await expect(alert).toContainText(LIST_ERROR[kind]);
      else await expect(alert).not.toBeEmpty();
      await expect(skeleton).toHaveCount(0);
    });
  }

  test('home: skeletons while loading, then errors per section', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${stack.siteUrl}/`);
    await expect(page.getByTestId('skeleton-grid').first()).toBeVisible();
    await fastForwardUntil(page, () =>
      expect(page.getByTestId('skeleton-grid')).toHaveCount(0, { timeout: 500 }),
    );
    await expect(page.getByRole('alert')).toHaveCount(6);
  });
});

test.describe('a failing service shows its error within 10 s, in real time', () => {
  const FAILURES: [string, Faults][] = [
    ['every request answered 500', { errorRate: 1 }],
    ['every request answered 429', { rateLimitRate: 1 }],
    ['every request hanging', { latencyMs: 60_000 }],
  ];
  for (const [failure, faults] of FAILURES) {
    test(`${failure}: the list's error shows within 10 s`, async ({ page }) => {
      const stack = await startStack({ faults });
      try {
        await page.goto(`${stack.siteUrl}/fiction`);
        // The list's query starts as its skeleton shows (content worker, SDK and all).
        await expect(page.getByTestId('skeleton-grid')).toBeVisible();
        const started = Date.now();
        const alert = page.getByRole('alert').filter({ hasText: 'Error' });
        await expect(alert).toContainText(LIST_ERROR.fiction, { timeout: 30_000 });
        // A functional budget, not a benchmark: the bound is the promise made to readers.
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        await stack.stop();
      }
    });
  }
});

test.describe('when the space has no entries', () => {
  let stack: Stack;
  test.beforeAll(async () => {
    stack = await startStack({ exportPath: writeEmptyExport() });
  });
  test.afterAll(async () => stack?.stop());

  test('every list shows its empty text', async ({ page }) => {
    for (const kind of KIND_KEYS) {
      await page.goto(`${stack.siteUrl}/${kind}`);
      await expect(page.getByText(LIST_EMPTY[kind], { exact: true })).toBeVisible();
      await expect(page.locator('main article')).toHaveCount(0);
    }
  });

  test('home shows every empty text', async ({ page }) => {
    await page.goto(`${stack.siteUrl}/`);
    for (const text of HOME_EMPTY)
      await expect(page.getByText(text, { exact: true })).toBeVisible();
  });
});
