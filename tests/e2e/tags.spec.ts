/**
 * Tag pages in Chromium against the prerendered build: a tag lists exactly the entries of every kind
 * carrying it, newest first, with its own feeds; badges link there; an unknown tag is a 404 with an
 * empty state; axe finds nothing on the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './csp-watch.ts';
import { E2E_CREDENTIALS } from './harness.ts';
import { startPrerenderedStack, type PrerenderStack } from './prerender-helpers.ts';
import { KIND_KEYS, openPage, WITHOUT_SERVICE_WORKER } from './ui-helpers.ts';

test.use(WITHOUT_SERVICE_WORKER);

/** Spread over two kinds in the demo content, so the page has to merge them. */
const TAG = 'dystopia';

interface Tagged {
  title: string;
  slug: string;
  kind: string;
  publishDate: string;
}

interface EntryFields {
  title: string;
  urlSlug: string;
  publishDate: string;
  tags?: string[];
}

let stack: PrerenderStack;
let tagged: Tagged[] = [];

/** Every entry carrying the tag, straight from the content service, newest first. */
async function taggedEntries(cloudUrl: string, tag: string): Promise<Tagged[]> {
  const found: Tagged[] = [];
  for (const kind of KIND_KEYS) {
    const url = new URL(`/spaces/${E2E_CREDENTIALS.spaceId}/environments/master/entries`, cloudUrl);
    url.searchParams.set('content_type', kind);
    url.searchParams.set('limit', '1000');
    url.searchParams.set('access_token', E2E_CREDENTIALS.accessToken);
    const body = (await (await fetch(url)).json()) as { items: { fields: EntryFields }[] };
    for (const { fields } of body.items)
      if ((fields.tags ?? []).some((t) => t.toLowerCase() === tag))
        found.push({
          title: fields.title,
          slug: fields.urlSlug,
          kind,
          publishDate: fields.publishDate,
        });
  }
  return found.sort((a, b) => Date.parse(b.publishDate) - Date.parse(a.publishDate));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Tag pages and their feeds exist only in a prerendered build, which this stack makes.
  test.setTimeout(240_000);
  stack = await startPrerenderedStack();
  tagged = await taggedEntries(stack.cloudUrl, TAG);
  expect(new Set(tagged.map((t) => t.kind)).size).toBeGreaterThan(1);
});
test.afterAll(async () => stack?.stop());

test('a tag page lists exactly the tagged entries, newest first, with its feeds', async ({
  page,
  request,
}) => {
  const response = await page.goto(`${stack.siteUrl}/tags/${TAG}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText(`#${TAG}`);
  await expect(page.locator('main article h2')).toHaveText(tagged.map((t) => t.title));
  for (const type of ['rss', 'atom'] as const) {
    const link = page.locator(
      `head link[rel="alternate"][href="/tags/${TAG}/${type === 'rss' ? 'feed' : 'atom'}.xml"]`,
    );
    await expect(link).toHaveCount(1);
    const feed = await request.get(`${stack.siteUrl}${await link.getAttribute('href')}`);
    expect(feed.status()).toBe(200);
    const text = await feed.text();
    for (const { kind, slug } of tagged) expect(text).toContain(`${stack.siteUrl}/${kind}/${slug}`);
  }
  const sitemap = await (await request.get(`${stack.siteUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${stack.siteUrl}/tags/${TAG}</loc>`);
});

test('tag badges on cards and articles lead to the tag page', async ({ page }) => {
  const [newest] = tagged;
  await openPage(page, `${stack.siteUrl}/${newest!.kind}`);
  const card = page.locator('main article').filter({ hasText: newest!.title });
  await card.getByRole('link', { name: TAG, exact: true }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/tags/${TAG}`);
  await expect(page.locator('main h1')).toHaveText(`#${TAG}`);

  await openPage(page, `${stack.siteUrl}/${newest!.kind}/${newest!.slug}`);
  await page.getByRole('link', { name: TAG, exact: true }).first().click();
  await expect(page).toHaveURL(`${stack.siteUrl}/tags/${TAG}`);
  await expect(page.locator('main article h2')).toHaveCount(tagged.length);
});

test('an unknown tag answers 404 with an empty state and a link home', async ({ page }) => {
  const response = await page.goto(`${stack.siteUrl}/tags/no%20such%20tag`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('#no such tag');
  await expect(page.getByText('Nothing is tagged #no such tag yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(`${stack.siteUrl}/`);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on a tag page (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openPage(page, `${stack.siteUrl}/tags/${TAG}`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
}
