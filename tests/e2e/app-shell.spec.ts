/**
 * The app's shell (the start and everything it imports) reaches a page as one script: on a slow
 * connection each script is a request of its own, and a page whose content is drawn by script (a
 * page of search results) waits for all of them. The shell imports nothing but what the entry loads
 * before it (the entry's own chunk, React, the bundler's runtime) and what the early ask of a page of
 * results shares with it (the query store); that early ask never loads the shell, which would make
 * it evaluate the whole app in one task before React DOM has had its own. React DOM itself is
 * compiled as it downloads (build/vite-eager-cjs.ts), not by the task that first runs it.
 */
import { expect, test } from '@playwright/test';
import { published, startPrerenderedStack, type PrerenderStack } from './prerender-helpers.ts';

let stack: PrerenderStack;
let paths: string[];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startPrerenderedStack();
  const [discussion] = await published(stack.cloudUrl, 'discussions');
  paths = ['/', '/discussions', `/discussions/${discussion.slug}`, '/search?q=octavia', '/saved'];
});
test.afterAll(async () => stack?.stop());

const SHELL = /^\/assets\/shell-[\w-]+\.js$/;
/** What the entry loads before the shell: its own chunk, React DOM, React, the bundler's runtime. */
const BEFORE_SHELL = /^(index|client|react|rolldown-runtime)-[\w-]+\.js$/;

/** A chunk's static imports (`from "./x.js"`), by file name. */
async function importsOf(file: string): Promise<string[]> {
  const source = await (await fetch(`${stack.siteUrl}/assets/${file}`)).text();
  return [...source.matchAll(/\bfrom\s*["']\.\/([^"']+)["']/g)].map((m) => m[1]);
}

/** Every chunk `file` loads by static imports, itself included. */
async function staticClosure(file: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(await importsOf(next)));
  }
  return seen;
}

/** The file of the chunk named `name` that the home page's entry imports; fails the test when none. */
async function entryImport(name: string): Promise<string> {
  const html = await (await fetch(`${stack.siteUrl}/`)).text();
  const entry = /\/assets\/(index-[\w-]+\.js)/.exec(html)?.[1];
  expect(entry, 'the page names its entry').toBeTruthy();
  const entrySource = await (await fetch(`${stack.siteUrl}/assets/${entry}`)).text();
  const file = new RegExp(`["'\`]\\./(${name}-[\\w-]+\\.js)["'\`]`).exec(entrySource)?.[1];
  expect(file, `the entry imports ${name}`).toBeTruthy();
  return file!;
}

test('every page loads the app shell as one script, which asks for nothing the entry did not load before it', async ({
  browser,
}) => {
  const early = await entryImport('early-search');
  const earlyChunks = await staticClosure(early);
  expect(
    [...earlyChunks].filter((file) => SHELL.test(`/assets/${file}`)),
    'the early ask of a page of results does not load the shell',
  ).toEqual([]);

  for (const path of paths) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    const shells = scripts.filter((script) => SHELL.test(script));
    expect(shells, `${path} loads one shell script`).toHaveLength(1);
    const imports = await importsOf(shells[0].slice('/assets/'.length));
    expect(imports.length, 'the shell imports React at least').toBeGreaterThan(0);
    for (const imported of imports)
      expect(
        BEFORE_SHELL.test(imported) || earlyChunks.has(imported),
        `${path}: the shell imports ${imported}`,
      ).toBe(true);
    await context.close();
  }
});

test("React DOM's CommonJS modules are function expressions the browser compiles as they download", async () => {
  const client = await entryImport('client');
  const source = await (await fetch(`${stack.siteUrl}/assets/${client}`)).text();
  // The bundler's factory call, `x((function(exports, module){`, for React DOM and the scheduler.
  expect(source.match(/\w\(\(function\([\w$,]*\)\{/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(source, 'no factory is left an arrow, compiled on its first call').not.toMatch(
    /\w\(\(\([\w$,]*\)=>\{|\w\(\([\w$]+=>\{/,
  );
});
