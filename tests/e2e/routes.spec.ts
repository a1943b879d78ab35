/**
 * Every route (docs/product.md#routes) in its loaded and not-found states, in Chromium against the
 * production build and the local cloud serving the demo content.
 */
import { expect, test } from './csp-watch.ts';
import { startStack, type Stack } from './harness.ts';
import {
  KIND_KEYS,
  openPage,
  served,
  type Kind,
  type Served,
  WITHOUT_SERVICE_WORKER,
} from './ui-helpers.ts';

test.use(WITHOUT_SERVICE_WORKER);

const LIST_TITLES: Record<Kind, string> = {
  discussions: 'Discussions',
  news: 'News',
  recommendations: 'Recommendations',
  reviews: 'Reviews',
  fiction: 'Original Fiction',
};
const NOT_FOUND: Record<Kind, string[]> = {
  discussions: ['Discussion not found'],
  news: [
    'News post not found',
    "The news post you're looking for doesn't exist or has been removed.",
  ],
  recommendations: ['Recommendation not found'],
  reviews: ['Review Not Found', "The review you're looking for doesn't exist or has been removed."],
  fiction: ['Fiction not found'],
};

let stack: Stack;
const content = {} as Record<Kind | 'post', Served[]>;

test.beforeAll(async () => {
  stack = await startStack();
  for (const type of [...KIND_KEYS, 'post'] as const)
    content[type] = await served(stack.cloudUrl, type);
});
test.afterAll(async () => stack?.stop());

test('home shows every section with the newest three of each kind', async ({ page }) => {
  await openPage(page, `${stack.siteUrl}/`);
  for (const kind of KIND_KEYS) {
    const heading = page.getByRole('heading', {
      level: 2,
      name: new RegExp(`^Latest ${kind === 'fiction' ? 'Fiction' : LIST_TITLES[kind]}$`),
    });
    const section = page.locator('section').filter({ has: heading });
    await expect(section.getByRole('link', { name: /^View All/ })).toHaveAttribute(
      'href',
      `/${kind}`,
    );
    const expected = content[kind].slice(0, 3).map((e) => e.title);
    await expect(section.locator('article h3')).toHaveText(expected);
  }
  const catchUp = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Catch Up' }) });
  await expect(catchUp.locator('article')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Featured Videos' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(6);
  await expect(page.getByRole('textbox', { name: /email address/i })).toBeVisible();
  await expect(page.locator('main a[href="/merch"]')).toBeVisible();
  await expect(page.locator('main a[href="/about"]')).toBeVisible();
});

test('a featured video loads its player only when asked', async ({ page }) => {
  await openPage(page, `${stack.siteUrl}/`);
  await expect(page.locator('main iframe')).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Play video:/ })
    .first()
    .click();
  await expect(page.locator('main iframe')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/.+autoplay=1/,
  );
});

test('header, nav and footer', async ({ page }) => {
  await openPage(page, `${stack.siteUrl}/about`);
  for (const name of [
    'Buy Merch on TeePublic',
    'Buy Merch on Redbubble',
    'Instagram',
    'YouTube',
    'Patreon',
    'Facebook',
  ]) {
    const link = page.locator('header').getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  const labels = [
    'HOME',
    'DISCUSSIONS',
    'PODCAST',
    'NEWS',
    'REVIEWS',
    'RECOMMENDATIONS',
    'FICTION',
    'MERCH',
    'ABOUT',
  ];
  await expect(nav.locator('ul').first().getByRole('link')).toHaveText(labels);
  await expect(nav.getByRole('link', { name: 'ABOUT' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The frame is added as the footer comes within a screen of the viewport.
  await page.locator('footer').scrollIntoViewIfNeeded();
  const ad = page.locator('footer iframe');
  await expect(ad).toHaveAttribute('title', 'Advertisement');
  await expect(ad).toHaveAttribute('loading', 'lazy');
  await expect(ad).toHaveAttribute('width', '728');
});

for (const kind of KIND_KEYS) {
  test(`${kind}: list, detail and not found`, async ({ page }) => {
    await openPage(page, `${stack.siteUrl}/${kind}`);
    await expect(page.locator('main h1')).toHaveText(LIST_TITLES[kind]);
    await expect(page.locator('main article h2')).toHaveText(content[kind].map((e) => e.title));
    await expect(page).toHaveTitle(`${LIST_TITLES[kind]} | Galactic Quandaries`);

    const entry = content[kind][0];
    await page.locator('main article').first().getByRole('link', { name: 'Read More →' }).click();
    await expect(page).toHaveURL(`${stack.siteUrl}/${kind}/${entry.slug}`);
    await expect(page.locator('main h1')).toHaveText(entry.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${stack.siteUrl}/${kind}/${entry.slug}`,
    );
    const hero = page.locator('main article img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).not.toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('heading', { name: 'Share this' })).toBeVisible();
    if (entry.publishDate) {
      const day = new Date(`${entry.publishDate.slice(0, 10)}T12:00:00`);
      const long = day.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      await expect(page.locator('main article time').first()).toHaveText(long);
    }
    if (kind === 'reviews') {
      await page.getByRole('link', { name: /Back to Reviews/ }).click();
      await expect(page).toHaveURL(`${stack.siteUrl}/reviews`);
    }

    await openPage(page, `${stack.siteUrl}/${kind}/no-such-entry-${kind}`);
    for (const text of NOT_FOUND[kind])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    if (kind === 'reviews') {
      await page.getByRole('link', { name: 'Back to Reviews' }).click();
      await expect(page).toHaveURL(`${stack.siteUrl}/reviews`);
    }
  });
}

test('general post and its not-found view', async ({ page }) => {
  const post = content.post[0];
  test.skip(!post, 'the demo export has no general post');
  await openPage(page, `${stack.siteUrl}/posts/${post.slug}`);
  await expect(page.locator('main h1')).toHaveText(post.title);
  await expect(page.getByText(/^by /)).toBeVisible();
  await openPage(page, `${stack.siteUrl}/posts/no-such-post`);
  await expect(page.getByText('Post Not Found', { exact: true })).toBeVisible();
  await expect(
    page.getByText("The post you're looking for doesn't exist.", { exact: true }),
  ).toBeVisible();
});

test('podcast, merch and about pages', async ({ page }) => {
  await openPage(page, `${stack.siteUrl}/podcast`);
  await expect(page.locator('main iframe')).toHaveAttribute('title', /player/);
  for (const name of [/YouTube/, /Spotify/, /Patreon/]) {
    await expect(page.locator('main').getByRole('link', { name }).first()).toHaveAttribute(
      'target',
      '_blank',
    );
  }

  await openPage(page, `${stack.siteUrl}/merch`);
  await expect(page.locator('main').getByRole('link', { name: /^View product/ })).toHaveCount(16);
  await expect(
    page.locator('main').getByRole('link', { name: /^Buy Merch on TeePublic/ }),
  ).toBeVisible();
  await expect(
    page.locator('main').getByRole('link', { name: /^Buy Merch on Redbubble/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Thank you for supporting/)).toBeVisible();

  await openPage(page, `${stack.siteUrl}/about`);
  await expect(page.getByRole('heading', { name: 'Become a contributor' })).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
});

test('unknown paths show the 404 page and log the path', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openPage(page, `${stack.siteUrl}/no/such/page`);
  await expect(page.locator('main h1')).toHaveText('Oops! Page not found');
  await expect.poll(() => warnings.some((w) => w.includes('/no/such/page'))).toBe(true);
  await page.locator('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/`);
});

test('unsubscribe shows the address, the confirm button and the keep link', async ({ page }) => {
  await openPage(page, `${stack.siteUrl}/unsubscribe?email=reader%40example.com&contactId=abc`);
  await expect(page.getByText('reader@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Keep My Subscription' })).toHaveAttribute(
    'href',
    '/',
  );
});
