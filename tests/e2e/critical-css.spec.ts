/**
 * Critical CSS on prerendered pages: a page inlines the rules its markup needs and holds no
 * render-blocking stylesheet, unless those rules would make its HTML take one more round trip; the
 * whole sheet arrives without blocking and is fetched and switched on after the first paint, and
 * nothing but images is fetched before the largest image has arrived. The inline rules alone must lay
 * the whole page out exactly as the whole sheet does, or the sheet's arrival would move things (layout
 * shift): compared element by element, with the sheet refused in one browser and applied in the
 * other. No rule a page uses draws an SVG image. A page arriving slowly, drawn in pieces as it comes,
 * moves nothing it has drawn when the rest arrives.
 */
import { expect, test, type Browser } from '@playwright/test';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { FIRST_WINDOW_BYTES, inlineAll, roundTrips } from '../../build/prerender/critical-css.ts';
import { published, startPrerenderedStack, type PrerenderStack } from './prerender-helpers.ts';
import { layoutShift, shiftReport, watchLayoutShifts } from './ui-helpers.ts';

let stack: PrerenderStack;
let paths: string[];
/** The pages found inlined by the first test, for the others. */
const inlined: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startPrerenderedStack();
  const [discussion] = await published(stack.cloudUrl, 'discussions');
  const [post] = await published(stack.cloudUrl, 'post');
  paths = [
    '/',
    '/discussions',
    `/discussions/${discussion.slug}`,
    `/posts/${post.slug}`,
    '/search',
  ];
});
test.afterAll(async () => stack?.stop());

const PROPS = [
  'display',
  'position',
  'box-sizing',
  'width',
  'height',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-width',
  'border-top-color',
  'grid-template-columns',
  'flex-direction',
  'gap',
  'visibility',
] as const;

/**
 * Every element's box and look, top to bottom, as the page shows it without scripts: when the whole
 * sheet arrives, nothing anywhere on the page may move or change.
 */
async function snapshot(
  browser: Browser,
  url: string,
  withSheet: boolean,
  viewport: { width: number; height: number },
): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  let refused = 0;
  if (!withSheet)
    await page.route(/\/assets\/[^/]+\.css$/, (route) => {
      refused++;
      return route.abort();
    });
  await page.goto(url);
  await page.waitForLoadState('load');
  const shown = await page.evaluate(
    (props) => {
      // Blocks far down skip their layout until near the viewport and keep (`auto`) the size they last
      // rendered at, which depends on whether one of the parser's early layouts showed them; both
      // snapshots lay every element out for real.
      const real = document.createElement('style');
      real.textContent = '* { content-visibility: visible !important; }';
      document.head.append(real);
      const out: string[] = [];
      document.body.querySelectorAll('*').forEach((el, i) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        out.push(
          `${i} ${el.tagName} ${Math.round(box.top)},${Math.round(box.left)} ` +
            props.map((p) => `${p}=${style.getPropertyValue(p)}`).join(';'),
        );
      });
      return out;
    },
    PROPS as unknown as string[],
  );
  await context.close();
  // Without scripts the <noscript> copy of the sheet is what would have loaded.
  if (!withSheet) expect(refused, `the whole sheet was asked for on ${url}`).toBeGreaterThan(0);
  return shown;
}

/**
 * An SVG image in a rule the page uses (a mask, a background): the first style pass, inside the task
 * that parses the page, builds a whole SVG document for it (4–5 ms at full speed, four times that on
 * Lighthouse's phone).
 */
const SVG_IMAGE = /url\(\s*["']?(?:data:image\/svg|[^)"']*\.svg\b)/i;

test('pages inline their critical rules and hold no blocking stylesheet unless the rules would cost their HTML a round trip', async ({
  request,
}) => {
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  for (const path of paths) {
    const html = await (await request.get(`${stack.siteUrl}${path}`)).text();
    const head = (html.split('</head>')[0] ?? '').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    const links = head.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length, path).toBeGreaterThan(0);
    const href = /href="([^"]+\.css)"/.exec(links[0] ?? '')?.[1];
    expect(href, path).toBeTruthy();
    const sheet = await (await request.get(`${stack.siteUrl}${href}`)).text();
    if (!links.some((link) => link.includes('data-after-paint'))) {
      // Kept as it was only because the rules inline would make the HTML take one more round trip.
      const whole = inlineAll(html, () => sheet);
      expect(roundTrips(gzip(whole)), path).toBeGreaterThan(roundTrips(gzip(html)));
      expect(/<style>([\s\S]*?)<\/style>/.exec(whole)?.[1], path).not.toMatch(SVG_IMAGE);
      continue;
    }
    inlined.push(path);
    // What the first paint waits for, the head with its rules, comes in the first round trip.
    expect(gzip(html.split('</head>')[0] ?? ''), path).toBeLessThanOrEqual(FIRST_WINDOW_BYTES);
    for (const link of links) {
      expect(link, path).toContain('media="print"');
      expect(link, path).toContain('data-after-paint');
    }
    const inline = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
    expect(inline.length, `inline rules on ${path}`).toBeGreaterThan(1000);
    expect(inline, path).not.toMatch(SVG_IMAGE);
    // Only some of the sheet: rules for what the page does not show stay out.
    expect(inline.length, path).toBeLessThan(sheet.length / 2);
  }
  // The demo's list, article, post and search pages are small enough.
  expect(inlined).toEqual(paths.slice(1));
});

test('the inline rules lay each page out exactly as the whole sheet does', async ({ browser }) => {
  // The pages are the ones the test before found inlining their rules (the file runs in order).
  expect(inlined.length, 'pages with inline rules').toBeGreaterThan(0);
  // A phone and a desktop screen: the sheet's media queries differ between them.
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ])
    for (const path of inlined) {
      const url = `${stack.siteUrl}${path}`;
      const critical = await snapshot(browser, url, false, viewport);
      const full = await snapshot(browser, url, true, viewport);
      expect(critical.length, path).toBeGreaterThan(20);
      const differing = critical.filter((line, i) => line !== full[i]);
      expect(
        differing.slice(0, 5),
        `elements styled differently on ${path} at ${viewport.width}px`,
      ).toEqual([]);
      expect(critical.length).toBe(full.length);
    }
});

test('after the first paint the whole sheet applies, and the page stays interactive', async ({
  page,
}) => {
  await page.goto(`${stack.siteUrl}${inlined[0]}`);
  const sheet = page.locator('head link[data-after-paint]');
  await expect(sheet).toHaveAttribute('media', 'all');
  await expect
    .poll(() =>
      sheet.evaluate((link: HTMLLinkElement) => (link.sheet ? link.sheet.cssRules.length : 0)),
    )
    .toBeGreaterThan(100);
  // Client-side navigation after hydration still works, styled by the whole sheet.
  await page.locator('nav a[href="/reviews"]').first().click();
  await expect(page.locator('main h1')).toHaveText('Reviews');
});

test('until the largest image has arrived the page fetches nothing but images: no script, stylesheet or manifest', async ({
  browser,
}) => {
  // The article and the post: their largest paint is the hero image.
  for (const path of paths.slice(2, 4)) {
    // A first visit has the local cloud resize the image; the visit measured (a fresh browser
    // context, nothing cached) then gets it without the loader's 3 s fallback ever firing.
    const warm = await browser.newContext();
    await (await warm.newPage()).goto(`${stack.siteUrl}${path}`, { waitUntil: 'load' });
    await warm.close();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}${path}`);
    // The loader has run: the whole sheet applies and the manifest is linked.
    await expect(page.locator('head link[data-after-paint]')).toHaveAttribute('media', 'all');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    // Resource Timing lists a request once its answer has ended: on a slow machine the sheet and the
    // entry may still be on their way when the loader has already linked them.
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    // What waited came after the image: the sheet and the app's entry among them.
    await expect
      .poll(async () => (await loaded()).some((name) => /\/assets\/[^/]+\.css$/.test(name)), {
        message: `${path}: the deferred sheet`,
      })
      .toBe(true);
    await expect
      .poll(async () => (await loaded()).some((name) => /\/assets\/index-[^/]+\.js$/.test(name)), {
        message: `${path}: the app's entry`,
      })
      .toBe(true);
    const order = await page.evaluate(() => {
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const image = resources.find((entry) => entry.name === hero?.currentSrc);
      return {
        image: image?.name ?? null,
        before: resources
          .filter((entry) => entry !== image && entry.initiatorType !== 'img')
          .filter((entry) => entry.startTime < (image?.responseEnd ?? 0))
          .map((entry) => `${entry.initiatorType} ${entry.name}`),
      };
    });
    expect(order.image, path).toBeTruthy();
    expect(order.before, path).toEqual([]);
    await context.close();
  }
});

/**
 * A proxy in front of the site that sends each page's HTML in pieces of `bytes`, `pauseMs` apart, as
 * a slow connection does; everything else passes as it comes. Listens on 127.0.0.1, port chosen by
 * the system.
 */
async function tricklingProxy(
  siteUrl: string,
  bytes: number,
  pauseMs: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const site = new URL(siteUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: site.hostname,
        port: site.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: site.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', async () => {
          const body = Buffer.concat(parts);
          delete headers['content-length'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          for (let at = 0; at < body.length && !outgoing.destroyed; at += bytes) {
            outgoing.write(body.subarray(at, at + bytes));
            await new Promise((resolve) => setTimeout(resolve, pauseMs));
          }
          outgoing.end();
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

test('a page arriving in pieces moves nothing it has drawn, at every width', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Pieces of 1 KB, 25 ms apart: the browser draws what it has between them, and what arrives later
  // (the header's last button, the contents list beside an article) must not move what it drew.
  const proxy = await tricklingProxy(stack.siteUrl, 1024, 25);
  const [home, list, article, post] = paths;
  // A phone with the search page and the 404 page; a tablet (the header on one row); a wide screen
  // (the header's right-hand column laid out from the right, an article's contents list beside its
  // text).
  const visits = {
    412: [home, list, '/search?q=octavia', '/no/such/page', article],
    800: [list, article],
    1350: [article, post],
  };
  try {
    for (const [width, pages] of Object.entries(visits)) {
      const context = await browser.newContext({
        viewport: { width: Number(width), height: 900 },
        serviceWorkers: 'block',
      });
      for (const path of pages) {
        const page = await context.newPage();
        await watchLayoutShifts(page);
        await page.goto(`${proxy.url}${path}`);
        // Hydrated: what the page changes then (404.html showing the visited path) is measured too.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const h1 = document.querySelector('main h1');
              return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
            }),
          )
          .toBe(true);
        if (path === '/no/such/page')
          await expect(page.locator('main code')).toHaveText('/no/such/page');
        await page.waitForTimeout(300);
        const report = `${path} at ${width}px: ${await shiftReport(page)}`;
        expect(await layoutShift(page), report).toBe(0);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await proxy.close();
  }
});
