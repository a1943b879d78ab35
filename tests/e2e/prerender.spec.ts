/**
 * Prerendering: pages arrive as finished HTML (checked with JavaScript off), hydrate without
 * mismatches, and the sitemap and feeds are well-formed XML (parsed by Chromium's XML parser) listing
 * every published entry the CDA serves. Unknown paths answer 404, known pages 200.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { slugPath } from '../../src/shared/page-paths.ts';
import { SITE } from '../../src/site.ts';
import {
  expectTapRoutesInPlace,
  parseXml,
  PRERENDER_DIST,
  openCardsOnPhone,
  published,
  rememberServerCards,
  serverCards,
  startPrerenderedStack,
  type PrerenderStack,
  type Published,
} from './prerender-helpers.ts';
import { aheadOfNeedDone } from './reader-helpers.ts';
import { results } from './search-helpers.ts';
import { RESULTS_PER_STEP } from '../../src/features/search/results-step.ts';

const KINDS = ['discussions', 'news', 'recommendations', 'reviews', 'fiction'] as const;
const PATH: Record<string, string> = {
  ...Object.fromEntries(KINDS.map((k) => [k, `/${k}`])),
  post: '/posts',
};

let stack: PrerenderStack;
const content: Record<string, Published[]> = {};
const pageUrl = (e: Published) => `${stack.siteUrl}${slugPath(PATH[e.contentType], e.slug)}`;
const everything = () => Object.values(content).flat();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startPrerenderedStack();
  for (const type of [...KINDS, 'post']) content[type] = await published(stack.cloudUrl, type);
});
test.afterAll(async () => stack?.stop());

/** The page's console errors and uncaught exceptions, as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function noScriptPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test('each kind and a post arrive as finished pages with their metadata, JavaScript off', async ({
  browser,
}) => {
  const { page, close } = await noScriptPage(browser);
  const picks = [...KINDS, 'post'].map(
    (type) => content[type].find((e) => e.bodyText) ?? content[type][0],
  );
  for (const entry of picks) {
    expect(entry, 'the demo content has an entry of every type').toBeTruthy();
    const response = await page.goto(pageUrl(entry));
    expect(response?.status(), entry.slug).toBe(200);
    await expect(page.locator('main h1')).toHaveText(entry.title);
    if (entry.bodyText) await expect(page.locator('main article')).toContainText(entry.bodyText);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim()).toBeTruthy();
    // Posts have no excerpt in the content model, so their pages fall back to the site's description.
    if (entry.contentType !== 'post') expect(description, entry.slug).not.toBe(SITE.description);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https?:\/\//);
    if (entry.imageFile) expect(image).toContain(entry.imageFile);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', pageUrl(entry));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(ld['@type']).toBe(entry.contentType === 'post' ? 'BlogPosting' : 'Article');
    expect(ld.headline).toBe(entry.title);
    await expect(
      page.locator('link[rel="alternate"][type="application/rss+xml"]').first(),
    ).toHaveAttribute('href', '/feed.xml');
    await expect(
      page.locator('link[rel="alternate"][type="application/atom+xml"]').first(),
    ).toHaveAttribute('href', '/atom.xml');
  }
  await close();
});

test('hydration keeps the server markup and logs no mismatch', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  // Remember the server's h1 before any script runs; a mismatch makes React replace it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverH1: Element | null }).serverH1 =
          document.querySelector('main h1');
    });
  });
  // The h1 the server sent is still the page's h1: React claimed it rather than replacing it.
  const serverH1Kept = () =>
    page.evaluate(() => {
      const h1 = (window as unknown as { serverH1: Element | null }).serverH1;
      return Boolean(h1 && h1.isConnected && h1 === document.querySelector('main h1'));
    });
  const entry = content.reviews[0];
  const paths = [
    '/',
    '/discussions',
    new URL(pageUrl(entry)).pathname,
    new URL(pageUrl(content.post[0])).pathname,
    '/about',
  ];
  for (const path of paths) {
    await page.goto(`${stack.siteUrl}${path}`);
    await page.waitForLoadState('networkidle');
    expect(
      await serverH1Kept(),
      `server h1 kept on ${path}; console: ${messages.join(' | ')}`,
    ).toBe(true);
    // React claims the server's head tags instead of adding its own copies.
    for (const tag of [
      'title',
      'meta[name="description"]',
      'link[rel="canonical"]',
      'meta[property="og:image"]',
    ])
      expect(await page.locator(`head ${tag}`).count(), `one ${tag} on ${path}`).toBe(1);
  }
  // 404.html, prerendered once, hydrates at any path no route has, then shows that path.
  await page.goto(`${stack.siteUrl}/no/such/page`);
  await expect(page.locator('main code')).toHaveText('/no/such/page');
  expect(
    await serverH1Kept(),
    `server h1 kept on the 404 page; console: ${messages.join(' | ')}`,
  ).toBe(true);
  const mismatch = messages.filter((m) => /hydrat|#418|#423|#425|did not match|mismatch/i.test(m));
  expect(mismatch).toEqual([]);
  // After hydration it is the SPA: a nav link routes in place, without loading a document.
  await page.goto(`${stack.siteUrl}/`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('nav a[href="/reviews"]').first().click();
  await expect(page.locator('main h1')).toHaveText('Reviews');
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('every page is sent in ASCII alone and shows its characters beyond it as written', async ({
  page,
}) => {
  const pages = readdirSync(PRERENDER_DIST, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  expect(pages.length).toBeGreaterThan(50);
  // Read byte for byte: any byte from 0x80 up is a character beyond ASCII.
  const wide = pages.filter((f) =>
    /[\u0080-\u00ff]/.test(readFileSync(join(PRERENDER_DIST, f), 'latin1')),
  );
  expect(wide, 'pages holding bytes beyond ASCII').toEqual([]);
  // A card's "·" and "→" travel as references; the reader sees the characters, before and after
  // hydration, and React keeps the server's card (checked on this list by the test above).
  const list = readFileSync(join(PRERENDER_DIST, 'discussions/index.html'), 'utf8');
  expect(list).toContain('&#x2192;');
  expect(list).toContain('&#xb7;');
  await page.goto(`${stack.siteUrl}/discussions`);
  const card = page.locator('main article').first();
  await expect(card.getByRole('link', { name: 'Read More →' })).toBeVisible();
  await expect(card.locator('time').locator('..')).toContainText(' · ');
  await expect(page.locator('footer')).toContainText(`© ${SITE.title}`);
});

test('a page of results opened directly hydrates the prerendered form in place, then shows the query and its results', async ({
  page,
}) => {
  const errors = errorsOf(page);
  // The server's heading and search box, as parsed, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { served: (Element | null)[] }).served = [
          document.querySelector('main h1'),
          document.querySelector('input[type="search"]'),
        ];
    });
  });
  // A review's whole title as the query: that review is among the results, whatever else matches.
  const wanted = content.reviews[0];
  await page.goto(`${stack.siteUrl}/search?q=${encodeURIComponent(wanted.title)}`);
  // The results drawn before the app (tested below) have made way for the page's own.
  await expect(page.locator('main .early-results')).toHaveCount(0);
  await expect(
    page.locator('main ol > li').getByRole('link', { name: wanted.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search articles and posts' })).toHaveValue(
    wanted.title,
  );
  const served = () =>
    page.evaluate(() =>
      (window as unknown as { served: (Element | null)[] }).served.map((element) => ({
        kept: Boolean(element?.isConnected),
        hydrated: Boolean(
          element && Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ),
      })),
    );
  // Kept and hydrated (React hydrates in slices, so not all in the same moment): the page was not
  // rendered afresh over the server's markup.
  await expect.poll(served).toEqual([
    { kept: true, hydrated: true },
    { kept: true, hydrated: true },
  ]);
  expect(errors).toEqual([]);
});

test('a page of results opened directly shows its first results before the app has loaded, and they stay where they are', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    // Whether early results have been drawn yet (they go once the page's own replace them).
    const drawn = new MutationObserver(() => {
      if (!document.querySelector('.early-results li')) return;
      (window as unknown as { drawn: boolean }).drawn = true;
      drawn.disconnect();
    });
    drawn.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    // When the early results' paint was on screen, as the browser reports it (the largest paint).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if ((entry as unknown as { element: Element | null }).element?.closest('.early-results'))
          (window as unknown as { earlyPaintAt: number }).earlyPaintAt = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // Every request for the query's results, from the page, its modules and its workers.
  const asked: string[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).searchParams.get('query') === 'about') asked.push(request.url());
  });
  // React DOM is held back: whatever shows meanwhile was drawn without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // What was on screen when React DOM, the content worker and the SDK were asked for.
  const drawnWhenAsked: Record<string, boolean> = {};
  await page.route(/\/assets\/(client|content-worker|esm)-[^/]+\.js$/, async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!.split('-')[0];
    drawnWhenAsked[name] ??= await page.evaluate(() =>
      Boolean((window as unknown as { drawn?: boolean }).drawn),
    );
    if (name === 'client') await held;
    await route.continue();
  });
  await page.goto(`${stack.siteUrl}/search?q=about`, { waitUntil: 'commit' });

  const early = page.locator('main .early-results ol > li');
  await expect(early).toHaveCount(RESULTS_PER_STEP);
  await expect(page.getByText(/^\d+ results for “about” · Searching…$/)).toBeVisible();
  // The prerendered form's prompt is not shown above them.
  await expect(page.getByText('Type in the search box above')).toBeHidden();
  const titles = await early.getByRole('heading').allTextContents();
  expect(titles.every((title) => title.trim().length > 0)).toBe(true);
  for (const href of await early
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).toMatch(/^\/(discussions|news|recommendations|reviews|fiction|posts)\/[^/]+$/);
  // The matched word is marked, as text.
  await expect(early.locator('mark').first()).toHaveText(/^about$/i);

  // The app's scripts are asked for once the results are drawn, so they never share the network
  // with the answer.
  expect(drawnWhenAsked.client).toBe(true);
  expect(drawnWhenAsked['content']).toBeUndefined();

  release();
  await expect(page.getByText('Searching…')).toHaveCount(0);
  // The worker and the SDK, when they came, came after them too.
  for (const name of ['content', 'esm']) expect(drawnWhenAsked[name] ?? true).toBe(true);
  await expect(page.locator('main .early-results')).toHaveCount(0);
  // React DOM's request started after the results' paint was on screen, not only after they were
  // drawn: one started before counts, in Lighthouse's simulation, as a request that paint waited for.
  const { earlyPaintAt, reactDomAskedAt } = await page.evaluate(() => ({
    earlyPaintAt: (window as unknown as { earlyPaintAt?: number }).earlyPaintAt,
    reactDomAskedAt: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/client-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(earlyPaintAt).toBeGreaterThan(0);
  expect(reactDomAskedAt).toBeGreaterThan(earlyPaintAt!);
  await expect(results(page)).toHaveCount(RESULTS_PER_STEP);
  // The page's own results begin with the ones drawn early, in their order.
  expect(await results(page).getByRole('heading').allTextContents()).toEqual(titles);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  // The page's HTML asked, and the early module, the search runtime and the page took that answer.
  expect(asked).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a list hydrates its cards as they come near the viewport, in place', async ({ browser }) => {
  const {
    context,
    page,
    errors: messages,
  } = await openCardsOnPhone(browser, `${stack.siteUrl}/discussions`);
  const atStart = await serverCards(page);
  expect(atStart.length, 'the demo lists more discussions than fit two screens').toBeGreaterThan(4);
  expect(atStart.every((c) => c.kept)).toBe(true);
  // The first card is on screen and hydrates; the last, screens below, keeps its server HTML only.
  await expect.poll(async () => (await serverCards(page))[0].hydrated).toBe(true);
  expect(atStart.at(-1)?.hydrated).toBe(false);
  // The browser skips the rendering of cards past the first six too (content-visibility), while the
  // first ones render.
  const rendered = (card: 'first' | 'last') => {
    const cards = page.locator('main article');
    return (card === 'first' ? cards.first() : cards.last())
      .locator('h2, h3')
      .evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
  };
  expect(atStart.length, 'the demo lists more discussions than render at load').toBeGreaterThan(6);
  expect(await rendered('first')).toBe(true);
  expect(await rendered('last')).toBe(false);
  // Scrolled near, it hydrates on the same element the server sent: nothing is rebuilt.
  await page.locator('main article').last().scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await serverCards(page)).at(-1))
    .toEqual({ kept: true, hydrated: true });
  expect(await rendered('last')).toBe(true);
  expect(messages).toEqual([]);

  // A tap on a card that had not hydrated still routes in place (the tap hydrates it first).
  await page.goto(`${stack.siteUrl}/discussions`);
  await page.waitForLoadState('networkidle');
  expect((await serverCards(page)).at(-1)?.hydrated).toBe(false);
  await expectTapRoutesInPlace(page, page.locator('main article').last());
  await context.close();
});

test("the home page lays out its videos and the crew's links only as they come near, and their links work", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/`);
  await page.waitForLoadState('networkidle');
  const rendered = (id: string) =>
    page
      .locator(`#${id}`)
      .evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
  // Screens below the first, the browser skips them (content-visibility); the top renders.
  expect(await page.locator('main h1').evaluate((h) => h.checkVisibility())).toBe(true);
  expect(await rendered('featured-videos')).toBe(false);
  expect(await rendered('more-heading')).toBe(false);
  // Scrolled near, they render; a tap on a link there routes to its page.
  await page.locator('#more-heading').scrollIntoViewIfNeeded();
  await expect.poll(() => rendered('more-heading')).toBe(true);
  await page.getByRole('link', { name: 'Wear the Quandary' }).click();
  await expect(page).toHaveURL(/\/merch$/);
  await page.goBack();
  await page.locator('#featured-videos').scrollIntoViewIfNeeded();
  await expect.poll(() => rendered('featured-videos')).toBe(true);
  await context.close();
});

test('an hour-old list revalidates without rebuilding or hydrating the cards below', async ({
  browser,
}) => {
  const modified = (await fetch(`${stack.siteUrl}/discussions`)).headers.get('last-modified');
  const builtAt = Date.parse(modified ?? '');
  expect(Number.isFinite(builtAt), `Last-Modified: ${modified}`).toBe(true);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.clock.install({ time: builtAt + 60 * 60_000 });
  let revalidated = false;
  page.on('requestfinished', (r) => {
    if (r.url().startsWith(stack.cloudUrl) && r.url().includes('/entries')) revalidated = true;
  });
  await rememberServerCards(page);
  await page.goto(`${stack.siteUrl}/discussions`);
  await expect.poll(() => revalidated, 'the stale list asks the CDA again').toBe(true);
  await page.waitForLoadState('networkidle');
  const cards = await serverCards(page);
  expect(
    cards.every((c) => c.kept),
    'every server card is still the one in the page',
  ).toBe(true);
  expect(cards.at(-1)?.hydrated).toBe(false);
  await context.close();
});

test('after the ahead-of-need download, a return visit keeps every server card and its reading time', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/discussions`);
  const times = () =>
    page
      .locator('main article')
      .evaluateAll((cards) =>
        cards.map((card) => /\d+ min read/.exec(card.textContent ?? '')?.[0] ?? null),
      );
  const served = await times();
  expect(served.length, 'more discussions than the download keeps with bodies').toBeGreaterThan(5);
  expect(served.every(Boolean), 'the server gives every card its reading time').toBe(true);
  // The download keeps the newest five with their bodies and the rest as list items only.
  await aheadOfNeedDone(page);
  await page.goto(`${stack.siteUrl}/robots.txt`);

  await rememberServerCards(page);
  await page.goto(`${stack.siteUrl}/discussions`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  expect(
    (await serverCards(page)).map((c) => c.kept),
    'the stored list is the same content: no card is rendered afresh',
  ).toEqual(served.map(() => true));
  expect(await times()).toEqual(served);
  await context.close();
});

test('sitemap, robots and both feeds are well-formed and list every published entry', async ({
  page,
  request,
}) => {
  await page.goto('about:blank');
  const expected = everything().map(pageUrl).sort();
  const sitemap = await request.get(`${stack.siteUrl}/sitemap.xml`);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locs = await parseXml(page, await sitemap.text(), 'url > loc');
  expect(locs).toEqual(
    expect.arrayContaining([...expected, `${stack.siteUrl}/`, `${stack.siteUrl}/about`]),
  );
  const lastmods = await parseXml(page, await sitemap.text(), 'url > lastmod');
  expect(lastmods.every((d) => !Number.isNaN(Date.parse(d)))).toBe(true);
  const robots = await (await request.get(`${stack.siteUrl}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${stack.siteUrl}/sitemap.xml`);

  const rss = await (await request.get(`${stack.siteUrl}/feed.xml`)).text();
  expect((await parseXml(page, rss, 'channel > item > link')).sort()).toEqual(expected);
  const atom = await (await request.get(`${stack.siteUrl}/atom.xml`)).text();
  expect(
    (await parseXml(page, atom, 'feed > entry > link[rel="alternate"]', 'href')).sort(),
  ).toEqual(expected);

  // Full bodies, and one feed pair per kind holding exactly that kind.
  const bodies = await page.evaluate(
    (htmls) =>
      htmls.map(
        (html) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '',
      ),
    await parseXml(page, rss, 'channel > item > encoded'),
  );
  expect(bodies).toHaveLength(expected.length);
  for (const entry of everything().filter((e) => e.bodyText))
    expect(
      bodies.some((text) => text.includes(entry.bodyText)),
      entry.slug,
    ).toBe(true);
  for (const kind of KINDS) {
    const own = content[kind].map(pageUrl).sort();
    const kindRss = await (await request.get(`${stack.siteUrl}/${kind}/feed.xml`)).text();
    expect((await parseXml(page, kindRss, 'channel > item > link')).sort()).toEqual(own);
    const kindAtom = await (await request.get(`${stack.siteUrl}/${kind}/atom.xml`)).text();
    expect((await parseXml(page, kindAtom, 'entry > link', 'href')).sort()).toEqual(own);
  }
});

test('unknown paths answer 404 with the app, known pages 200', async ({ request, browser }) => {
  for (const entry of [content.news[0], content.post[0]])
    expect((await request.get(pageUrl(entry))).status()).toBe(200);
  for (const path of ['/', '/about', '/discussions', '/unsubscribe?email=a%40b.example&token=x'])
    expect((await request.get(`${stack.siteUrl}${path}`)).status(), path).toBe(200);
  for (const path of ['/discussions/no-such-entry', '/posts/no-such-post', '/no/such/page']) {
    const response = await request.get(`${stack.siteUrl}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('id="root"');
  }
  // In the browser the kind's own not-found view still shows.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.siteUrl}/reviews/no-such-review`);
  await expect(page.locator('main h1')).toHaveText('Review Not Found');
  await context.close();
});

test('embedded data revalidates after hydration only once it is past its freshness window', async ({
  browser,
}) => {
  const entry = content.fiction[0];
  const cdaCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(stack.cloudUrl) && r.url().includes('/entries')) calls.push(r.url());
    });
    return calls;
  };
  // The browser dates embedded data no earlier than its page's Last-Modified: the build's moment. The
  // visits below are timed from it, not from now, since the run's shared build may be minutes old.
  const modified = (await fetch(pageUrl(entry))).headers.get('last-modified');
  const builtAt = Date.parse(modified ?? '');
  expect(Number.isFinite(builtAt), `Last-Modified: ${modified}`).toBe(true);
  // Just built (half a minute after: a Last-Modified within a few seconds of now reads as unknown,
  // never as fresh): the page's data is fresh, so hydration needs no request at all.
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.clock.install({ time: builtAt + 30_000 });
  const freshCalls = cdaCalls(freshPage);
  await freshPage.goto(pageUrl(entry));
  await freshPage.waitForLoadState('networkidle');
  await expect(freshPage.locator('main h1')).toHaveText(entry.title);
  expect(freshCalls).toEqual([]);
  await fresh.close();
  // An hour later (a long-cached page), the same page refetches its entry after hydrating.
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await laterPage.clock.install({ time: builtAt + 60 * 60_000 });
  const laterCalls = cdaCalls(laterPage);
  await laterPage.goto(pageUrl(entry));
  await expect
    .poll(() => laterCalls.some((url) => decodeURIComponent(url).includes(entry.slug)))
    .toBe(true);
  await expect(laterPage.locator('main h1')).toHaveText(entry.title);
  // It was the content worker that asked, not the page: the SDK stays off the main thread.
  expect(laterPage.workers().some((w) => w.url().includes('content-worker'))).toBe(true);
  const fromDocument = await laterPage.evaluate(
    (cloud) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => url.startsWith(cloud) && url.includes('/entries')),
    stack.cloudUrl,
  );
  expect(fromDocument).toEqual([]);
  await later.close();
});
