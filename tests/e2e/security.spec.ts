/**
 * Security headers in a real browser, on the prerendered build `npm start` serves: every route runs
 * its inline and bundled scripts under the Content-Security-Policy without a single violation, the
 * pages with forms cannot be framed by another origin, and pages the service worker answers from
 * its cache keep the same headers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from './csp-watch.ts';
import { startPrerenderedStack, type PrerenderStack } from './prerender-helpers.ts';
import { KIND_KEYS, served } from './ui-helpers.ts';

let stack: PrerenderStack;
const routes: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startPrerenderedStack();
  const first = async (type: string) => (await served(stack.cloudUrl, type))[0].slug;
  routes.push('/', ...KIND_KEYS.map((kind) => `/${kind}`));
  for (const kind of KIND_KEYS) routes.push(`/${kind}/${encodeURIComponent(await first(kind))}`);
  routes.push(`/posts/${encodeURIComponent(await first('post'))}`);
  routes.push('/podcast', '/merch', '/about', '/unsubscribe', '/saved', '/no-such-page');
});
test.afterAll(async () => stack?.stop());

/** The app ran: React has taken over the root (hydrated, or rendered into the empty shell). */
async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

test('every route runs under the Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of routes) {
    const response = await page.goto(`${stack.siteUrl}${path}`);
    expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
    const csp = directives(response!.headers()['content-security-policy'] ?? '');
    expect(csp.get('script-src'), path).toContain("'self'");
    expect(csp.get('script-src'), path).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    await appRunning(page);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
  }
});

test('the watcher sees a blocked inline script', async ({ page, cspViolations }) => {
  test
    .info()
    .annotations.push({ type: 'why', description: 'the no-violation test must be able to fail' });
  await page.goto(`${stack.siteUrl}/about`);
  await appRunning(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.ranUnhashed = true';
    document.head.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'ranUnhashed' in window)).toBe(false);
  cspViolations.length = 0;
});

test.describe('framing', () => {
  test.use({ cspViolationsExpected: true });
  let other: Server;
  let otherUrl: string;

  test.beforeAll(async () => {
    // Another origin (another port) that frames the newsletter form, the unsubscribe page, and a
    // page of its own as the control that framing itself works.
    other = createServer((req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.url === '/own') return void res.end('<p id="own">framed fine</p>');
      res.end(
        `<iframe id="home" src="${stack.siteUrl}/"></iframe>` +
          `<iframe id="unsubscribe" src="${stack.siteUrl}/unsubscribe"></iframe>` +
          '<iframe id="own" src="/own"></iframe>',
      );
    });
    await new Promise<void>((ok) => other.listen(0, '127.0.0.1', ok));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((ok) => other?.close(() => ok())));

  test('another origin cannot frame the newsletter form or the unsubscribe page', async ({
    page,
  }) => {
    // The pages do arrive in the frames (so a blank frame means the browser refused to show them,
    // not that they never came).
    const delivered = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 200 && response.frame() !== page.mainFrame())
        delivered.add(response.url());
    });
    await page.goto(otherUrl);
    await expect(page.frameLocator('#own').locator('#own')).toHaveText('framed fine');
    await expect
      .poll(() => [...delivered].sort())
      .toEqual(expect.arrayContaining([`${stack.siteUrl}/`, `${stack.siteUrl}/unsubscribe`]));
    for (const id of ['home', 'unsubscribe']) {
      const frame = page.frameLocator(`#${id}`);
      await expect(frame.locator('#root'), id).toHaveCount(0);
      await expect(frame.getByRole('textbox'), id).toHaveCount(0);
      await expect(frame.getByRole('button'), id).toHaveCount(0);
    }
  });
});

test('pages the service worker answers from its cache keep their security headers', async ({
  page,
  context,
}) => {
  await page.goto(`${stack.siteUrl}/about`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  // Now under the worker's control: this visit stores the page's copy.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  try {
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await appRunning(page);
  } finally {
    await context.setOffline(false);
  }
});
