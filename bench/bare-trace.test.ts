import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { launchBare } from './bare-trace.ts';
import type { TraceEvent } from './bench-tasks.ts';

// A module that creates errors at evaluation, as React DOM does with its sentinels: with DevTools'
// Runtime domain on, V8 records a detailed stack for each at once and, as no function here was
// compiled with source positions, parses the functions on the stack again to find them.
const PAGE =
  '<!doctype html><title>errors</title><p>Errors made at evaluation.</p><script type="module" src="/errors.js"></script>';
const MODULE = `function sentinel(code) { return new Error('sentinel ' + code); }
window.sentinels = [sentinel(1), sentinel(2), sentinel(3)];`;
// A page that reports what the device kept from its last visit, then keeps a mark of this one.
const RETURN_PAGE = '<!doctype html><title>return</title><script src="/return.js"></script>';
const RETURN_SCRIPT = `fetch('/seen?' + (localStorage.getItem('visited') ?? 'never'));
localStorage.setItem('visited', 'before');`;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-v8.compile', '__metadata'];
const VIEWPORT = { width: 412, height: 823 };

let server: Server;
let url: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/seen?')) seen.push(path.slice('/seen?'.length));
    const body =
      { '/errors.js': MODULE, '/return': RETURN_PAGE, '/return.js': RETURN_SCRIPT }[path] ?? PAGE;
    response.setHeader('content-type', path.endsWith('.js') ? 'text/javascript' : 'text/html');
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The page's renderer main thread: the one that parsed its HTML. */
function pageThread(events: TraceEvent[]): { pid: number; tid: number } {
  const parse = events.find(
    (e) =>
      e.name === 'ParseHTML' &&
      (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url === url,
  );
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

const sourcePositionsCollected = (events: TraceEvent[]) => {
  const { pid, tid } = pageThread(events);
  return events.filter(
    (e) => e.name === 'V8.CollectSourcePositions' && e.pid === pid && e.tid === tid,
  ).length;
};

describe('a load traced bare', () => {
  it('records the page, and no stack is resolved for the errors it creates', async () => {
    const bare = await launchBare();
    try {
      const events = await bare.traceLoad(url, {
        categories: CATEGORIES,
        settleMs: 200,
        viewport: VIEWPORT,
      });
      expect(events.some((e) => e.name === 'v8.evaluateModule')).toBe(true);
      expect(sourcePositionsCollected(events)).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it('where a driven browser (DevTools Runtime on) resolves them on the spot', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(200);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      expect(sourcePositionsCollected(traceEvents)).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });

  it("loads in a given profile's own context, with what the device kept", async () => {
    const profile = mkdtempSync(join(tmpdir(), 'bare-trace-test-'));
    const load = async (options: { userDataDir?: string }, defaultContext: boolean) => {
      const bare = await launchBare(options);
      try {
        await bare.traceLoad(`${url}return`, {
          categories: CATEGORIES,
          settleMs: 300,
          viewport: VIEWPORT,
          defaultContext,
        });
      } finally {
        await bare.close();
      }
    };
    try {
      seen.length = 0;
      await load({ userDataDir: profile }, true);
      await load({ userDataDir: profile }, true);
      // A fresh context every load: nothing kept, even in the same browser's profile.
      await load({}, false);
      expect(seen).toEqual(['never', 'before', 'never']);
    } finally {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    }
  });
});
