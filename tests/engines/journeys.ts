/**
 * The reader journeys that matter for reading offline, written once against the engine-neutral Driver
 * and run in order in one browser profile per engine. Each journey leaves the servers running, so the
 * next one starts online whatever happened before. "Servers stopped" means the site server and the
 * local cloud are closed for real: every request the worker does not answer itself fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KINDS, type KindKey } from '../../src/content/kinds.ts';
import { SITE } from '../../src/site.ts';
import type { Driver } from './driver.ts';

export const OFFLINE_TEXT =
  "You're offline and this page hasn't been saved for offline reading yet.";
const DEVICE_NOTE = 'Showing results from articles saved on this device';
const QUEUED_TEXT = "We'll subscribe you when you're back online.";
const UPDATE_TEXT = 'A new version is available';

export interface Listed {
  slug: string;
  title: string;
}

/** What the journeys need from the runner: the stack's state and the two builds' ids. */
export interface JourneyContext {
  driver: Driver;
  siteUrl: string;
  /** The outbox folder of the running cloud's functions (welcome mails land there). */
  outbox(): string;
  stopServers(): Promise<void>;
  /** Starts the servers again, serving `build` ('v1' unless told). */
  startServers(build?: 'v1' | 'v2'): Promise<void>;
  content: Record<KindKey, Listed[]>;
  buildIds: { v1: string; v2: string };
}

export interface Journey {
  name: string;
  /**
   * An engine bug this journey is known to hit, by engine: a failure there is reported as that known
   * issue (with its error) instead of failing the run; a pass is counted as a pass.
   */
  knownIssue?: Partial<Record<'chromium' | 'firefox' | 'webkit', string>>;
  run(context: JourneyContext): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `expression` in the page until it yields a truthy value, and returns it. Errors while a page
 * is being replaced count as "not yet".
 */
async function waitFor<T>(
  driver: Driver,
  expression: string,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await driver.evaluate<T>(expression);
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    await sleep(150);
  }
  throw new Error(
    `${driver.engine}: timed out after ${ms} ms waiting for ${what} (last: ${String(last)})`,
  );
}

const js = (value: unknown) => JSON.stringify(value);

/** The page's first h1 reads exactly `title`. */
const expectHeading = (driver: Driver, title: string) =>
  waitFor(
    driver,
    `document.querySelector('h1')?.textContent.trim() === ${js(title)}`,
    `the heading "${title}" (page ${'h1'})`,
  ).catch(async (error: unknown) => {
    const seen = await driver
      .evaluate<string>(
        `location.pathname + ' h1=' + document.querySelector('h1')?.textContent + ' main=' + document.querySelector('main')?.textContent.slice(0, 160)`,
      )
      .catch(() => '?');
    throw new Error(`${String(error)}; page shows: ${seen}`);
  });

/** The app's header (its title link) and a page heading are on screen: no blank page, no browser error. */
const expectApp = (driver: Driver) =>
  waitFor(
    driver,
    `[...document.querySelectorAll('header a')].some((a) => a.textContent.trim() === ${js(SITE.title)}) && !!document.querySelector('h1')`,
    'the app header and a heading',
  );

/** The text appears anywhere in the page's body. */
const expectText = (driver: Driver, text: string, ms?: number) =>
  waitFor(driver, `document.body.innerText.includes(${js(text)})`, `the text "${text}"`, ms);

/**
 * Clicks the first element under `selector` whose text (or accessible label) is `text`, with a real
 * click: the element is tagged in the page, then clicked by the driver.
 */
async function clickText(driver: Driver, selector: string, text: string): Promise<void> {
  const tag = `t${Date.now().toString(36)}`;
  await waitFor(
    driver,
    `(() => {
      const el = [...document.querySelectorAll(${js(selector)})].find((e) =>
        e.textContent.trim() === ${js(text)} || e.getAttribute('aria-label') === ${js(text)});
      if (!el) return false;
      el.setAttribute('data-engine-target', ${js(tag)});
      el.scrollIntoView({ block: 'center' });
      return true;
    })()`,
    `${selector} "${text}"`,
  );
  await driver.click(`[data-engine-target="${tag}"]`);
}

const linkTo = (path: string) => `main a[href="${path}"]`;

function oldest(list: Listed[]): Listed {
  return list[list.length - 1]!;
}

/** Welcome mails to `to` in the outbox (the functions write one .eml per mail). */
function mailsTo(folder: string, to: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .filter((name) => readFileSync(join(folder, name), 'utf8').includes(`\r\nTo: ${to}\r\n`))
    .length;
}

export const JOURNEYS: Journey[] = [
  {
    name: 'first visit: the worker takes control, no console error',
    async run({ driver, siteUrl }) {
      await driver.goto(`${siteUrl}/`);
      await expectApp(driver);
      await waitFor(
        driver,
        `navigator.serviceWorker.controller?.scriptURL`,
        'the service worker to control the page',
      );
      // The ahead-of-need download runs in idle time after the first load; let it finish, as a reader's
      // phone would while they read the home page.
      await waitFor(
        driver,
        `performance.getEntriesByName('gq:ahead-of-need-done').length > 0`,
        'the ahead-of-need download to finish',
        40_000,
      );
      const errors = driver.consoleErrors();
      if (errors && errors.length > 0) throw new Error(`console errors: ${errors.join(' | ')}`);
    },
  },
  {
    name: 'home, a list and an article read online open with every server stopped; an unread page says offline',
    async run({ driver, siteUrl, content, stopServers, startServers }) {
      const review = content.reviews[0]!;
      const unread = oldest(content.discussions);
      await driver.goto(`${siteUrl}/reviews`);
      await expectHeading(driver, KINDS.reviews.listTitle);
      await waitFor(
        driver,
        `!!document.querySelector(${js(linkTo(`/reviews/${review.slug}`))})`,
        'the review card',
      );
      await driver.click(linkTo(`/reviews/${review.slug}`));
      await expectHeading(driver, review.title);
      await driver.goto(`${siteUrl}/`);
      await expectApp(driver);

      await stopServers();
      try {
        await driver.goto(`${siteUrl}/`);
        await expectApp(driver);
        await driver.goto(`${siteUrl}/reviews`);
        await expectHeading(driver, KINDS.reviews.listTitle);
        await waitFor(
          driver,
          `!!document.querySelector(${js(linkTo(`/reviews/${review.slug}`))})`,
          'the review card offline',
        );
        await driver.goto(`${siteUrl}/reviews/${review.slug}`);
        await expectHeading(driver, review.title);
        await driver.goto(`${siteUrl}/discussions/${unread.slug}`);
        await expectApp(driver);
        await expectText(driver, OFFLINE_TEXT);
      } finally {
        await startServers();
      }
    },
  },
  {
    name: 'an article saved online reads from the saved page with every server stopped',
    async run({ driver, siteUrl, content, stopServers, startServers }) {
      const saved = oldest(content.fiction);
      await driver.goto(`${siteUrl}/fiction/${saved.slug}`);
      await expectHeading(driver, saved.title);
      await clickText(driver, 'main button', 'Save for offline');
      await waitFor(
        driver,
        `[...document.querySelectorAll('main button')].some((b) => b.textContent.trim() === 'Saved for offline' && b.getAttribute('aria-pressed') === 'true')`,
        'the pressed "Saved for offline" button',
        30_000,
      );
      await stopServers();
      try {
        await driver.goto(`${siteUrl}/saved`);
        await expectHeading(driver, 'Read offline');
        await clickText(driver, 'main a', saved.title);
        await expectHeading(driver, saved.title);
      } finally {
        await startServers();
      }
    },
  },
  {
    name: 'search with every server stopped finds stored articles',
    async run({ driver, siteUrl, content, stopServers, startServers }) {
      // Saved in the journey before, and read now in any case, so it is on the device either way.
      const stored = oldest(content.fiction);
      await driver.goto(`${siteUrl}/fiction/${stored.slug}`);
      await expectHeading(driver, stored.title);
      const word = stored.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
      await stopServers();
      try {
        await driver.goto(`${siteUrl}/search?q=${encodeURIComponent(word)}`);
        await expectHeading(driver, 'Search');
        await expectText(driver, DEVICE_NOTE);
        await waitFor(
          driver,
          `[...document.querySelectorAll('main ol > li a')].some((a) => a.textContent.trim() === ${js(stored.title)})`,
          `"${stored.title}" among the results for "${word}"`,
        );
      } finally {
        await startServers();
      }
    },
  },
  {
    name: 'a newsletter signup made with every server stopped is sent when they return',
    async run({ driver, siteUrl, outbox, stopServers, startServers }) {
      const email = `offline-${driver.engine}@example.com`;
      await driver.goto(`${siteUrl}/`);
      await expectApp(driver);
      await stopServers();
      try {
        await driver.goto(`${siteUrl}/`);
        await expectApp(driver);
        const input = 'form[aria-label="Newsletter signup"] input[type="email"]';
        await waitFor(driver, `!!document.querySelector(${js(input)})`, 'the signup form');
        await driver.type(input, email);
        await clickText(driver, 'form[aria-label="Newsletter signup"] button', 'Subscribe');
        await expectText(driver, QUEUED_TEXT);
      } finally {
        await startServers();
      }
      if (mailsTo(outbox(), email) !== 0)
        throw new Error('a mail was sent while the servers were down');
      // Opening the site again with the servers back sends what waited.
      await driver.goto(`${siteUrl}/`);
      await expectApp(driver);
      const deadline = Date.now() + 20_000;
      while (mailsTo(outbox(), email) === 0) {
        if (Date.now() > deadline)
          throw new Error(`no welcome mail to ${email} after the servers returned`);
        await sleep(200);
      }
    },
  },
  {
    name: 'a build deployed while a page is open shows the update notice, and Reload loads it',
    async run({ driver, siteUrl, buildIds, stopServers, startServers }) {
      const buildId = `document.querySelector('meta[name="build-id"]')?.content`;
      await driver.goto(`${siteUrl}/about`);
      await expectApp(driver);
      if ((await driver.evaluate<string>(buildId)) !== buildIds.v1) throw new Error('not on v1');
      await stopServers();
      await startServers('v2');
      try {
        // A navigation makes the browser check the worker script, as a reader's next page would.
        await driver.goto(`${siteUrl}/`);
        await expectApp(driver);
        await expectText(driver, UPDATE_TEXT, 40_000);
        await clickText(driver, 'button', 'Reload');
        await waitFor(driver, `${buildId} === ${js(buildIds.v2)}`, 'the new build to load', 30_000);
        await expectApp(driver);
      } finally {
        await stopServers();
        await startServers('v1');
      }
    },
  },
];
