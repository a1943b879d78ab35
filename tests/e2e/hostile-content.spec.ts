/**
 * Hostile content, built and browsed for real: slugs that look like paths (`..`, `../../x`, `a/b`),
 * escapes (`%2e%2e`), 256 characters, control characters; titles with half an emoji, NUL, an RTL
 * override and `</script>`. The build stays inside its folder, names every entry it skips, and every
 * other entry loads by URL and by click, hydrates without an error and is in the sitemap.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { KINDS, entryKindByContentType } from '../../src/content/kinds.ts';
import { slugPath } from '../../src/shared/page-paths.ts';
import { HOSTILE_EXPORT, startHostileStack, type HostileStack } from './hostile-helpers.ts';
import { parseXml } from './prerender-helpers.ts';
import { WITHOUT_SERVICE_WORKER } from './ui-helpers.ts';

test.use(WITHOUT_SERVICE_WORKER);

interface Entry {
  contentType: string;
  id: string;
  slug: string;
  title: string;
}

type Localised = Record<string, { 'en-US': unknown } | undefined>;
const raw = JSON.parse(readFileSync(HOSTILE_EXPORT, 'utf8')) as {
  entries: { sys: { id: string; contentType: { sys: { id: string } } }; fields: Localised }[];
};
const ENTRIES: Entry[] = raw.entries.map(({ sys, fields }) => ({
  contentType: sys.contentType.sys.id,
  id: sys.id,
  slug: String((fields.urlSlug ?? fields.slug)?.['en-US'] ?? ''),
  title: String(fields.title?.['en-US']),
}));

/** The entries no page can be built for: no slug, half an emoji, a section's own file name. */
const SKIPPED = ['newsLone', 'discNoSlug', 'ficFeed', 'postNoSlug'];
/** How the hostile titles read on the page: every character that cannot survive shown as U+FFFD. */
const SHOWN: Record<string, string> = {
  revLoneTitle: 'Half a Moon \ufffd',
  revNulTitle: 'Null\ufffdTitle\ufffdBell\nLine',
};

const sectionOf = (contentType: string) => entryKindByContentType(contentType)!.path;
const pathOf = (entry: Entry) => slugPath(sectionOf(entry.contentType), entry.slug)!;
const built = ENTRIES.filter((entry) => !SKIPPED.includes(entry.id));

let stack: HostileStack;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startHostileStack();
});
test.afterAll(async () => stack?.stop());

/** Console errors, warnings about hydration and uncaught page errors, collected per page. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat|#418|#423|#425|mismatch/i.test(m.text()))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('the build writes only inside its folders and names each entry it skips', () => {
  const outside = stack.files.filter((file) => !file.startsWith(`${stack.outDir}/`));
  expect(outside).toEqual([]);
  expect(stack.reported).toHaveLength(SKIPPED.length);
  for (const id of SKIPPED) {
    const entry = ENTRIES.find((e) => e.id === id)!;
    const line = stack.reported.find((l) => l.includes(` ${id}:`));
    expect(line, id).toContain(`skipped ${entry.contentType} entry ${id}: `);
    expect(line!.split('\n')).toHaveLength(1);
  }
  expect(stack.result.pages).toEqual(expect.arrayContaining(built.map(pathOf)));
});

test('every built entry loads by its URL, shows its text and hydrates without an error', async ({
  page,
}) => {
  const problems = watch(page);
  // Remember the server's h1 before any script runs; a hydration mismatch makes React replace it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverH1: Element | null }).serverH1 =
          document.querySelector('main h1');
    });
  });
  for (const entry of built) {
    const response = await page.goto(`${stack.siteUrl}${pathOf(entry)}`);
    expect(response?.status(), entry.id).toBe(200);
    await page.waitForLoadState('networkidle');
    const h1 = page.locator('main h1');
    expect(await h1.textContent(), entry.id).toBe(SHOWN[entry.id] ?? entry.title);
    expect(new URL(page.url()).pathname, entry.id).toBe(pathOf(entry));
    const state = await page.evaluate(() => ({
      kept: (window as unknown as { serverH1: Element | null }).serverH1?.isConnected === true,
      pwned: 'pwned' in window || '__pwned' in window,
    }));
    expect(state, entry.id).toEqual({ kept: true, pwned: false });
  }
  expect(problems).toEqual([]);
});

test('every built entry opens by click, from its list or from a link in a body', async ({
  page,
}) => {
  const problems = watch(page);
  const open = async (from: string, entry: Entry) => {
    await page.goto(`${stack.siteUrl}${from}`);
    await page
      .locator(`main a[href=${JSON.stringify(pathOf(entry))}]`)
      .first()
      .click();
    await expect(page.locator('main h1'), entry.id).toHaveText(SHOWN[entry.id] ?? entry.title);
    expect(new URL(page.url()).pathname, entry.id).toBe(pathOf(entry));
  };
  for (const entry of built) {
    if (entry.contentType !== KINDS.posts.contentType)
      await open(sectionOf(entry.contentType), entry);
    else await open('/fiction/plain-fiction', entry);
  }
  expect(problems).toEqual([]);
});

test('the sitemap lists each built entry once, at the URL that serves it, and so do the feeds', async ({
  page,
  request,
}) => {
  await page.goto('about:blank');
  const text = async (path: string) => (await request.get(`${stack.siteUrl}${path}`)).text();
  const locs = await parseXml(page, await text('/sitemap.xml'), 'url > loc');
  const urls = built.map((entry) => `${stack.siteUrl}${pathOf(entry)}`).sort();
  expect((await parseXml(page, await text('/feed.xml'), 'item > link')).sort()).toEqual(urls);
  const atom = await parseXml(page, await text('/atom.xml'), 'entry > link', 'href');
  expect(atom.sort()).toEqual(urls);
  for (const entry of built)
    expect(
      locs.filter((loc) => loc === `${stack.siteUrl}${pathOf(entry)}`),
      entry.id,
    ).toHaveLength(1);
  for (const loc of locs) {
    expect(new URL(loc).href, 'a URL parser keeps it as written').toBe(loc);
    expect((await request.get(loc)).status(), loc).toBe(200);
  }
  expect(locs.some((loc) => /\/\.\.?(\/|$)/.test(new URL(loc).pathname))).toBe(false);
});
