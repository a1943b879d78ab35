import { describe, expect, it } from 'vitest';
import { deferEntry, deferredLoader } from './vite-paint-first.ts';
import { EARLY_RESULTS_WAIT_MS, EARLY_SEARCH_SETTLED } from '../src/shared/early-search-signal.ts';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Box-x.js">
    <link rel="modulepreload" crossorigin href="/assets/Loader-y.js">
    <link rel="stylesheet" crossorigin href="/assets/index-z.css">
</head>`;

describe('deferEntry', () => {
  it('replaces the entry tag with the after-paint loader and drops module preloads', () => {
    const html = deferEntry(BUILT);
    expect(html).toContain(deferredLoader('/assets/index-AbC123.js'));
    expect(html).not.toMatch(/src="\/assets\/index-AbC123\.js"/);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-z.css">');
  });

  it('moves the manifest link into the loader, so nothing fetches it before the first paint', () => {
    const html = deferEntry(
      BUILT.replace('</head>', '<link rel="manifest" href="/manifest.webmanifest">\n</head>'),
    );
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain(deferredLoader('/assets/index-AbC123.js', '/manifest.webmanifest'));
  });

  it('leaves HTML without a module entry alone', () => {
    const html = '<head><script src="/legacy.js"></script></head>';
    expect(deferEntry(html)).toBe(html);
  });
});

type Entries = { getEntriesByName(name: string): unknown[] };
type ObserverCallback = (list: Entries, observer: { disconnect(): void }) => void;

/** Runs the loader's inline script against a fake browser and records what it does. */
function runLoader(options: {
  prerendered: boolean;
  paintTiming: boolean;
  /** The page's high-priority image: none, still loading, or already loaded. */
  image?: 'none' | 'loading' | 'complete';
  manifest?: string;
  /** A page of results whose HTML asked for its answer: still drawing, or settled already. */
  earlySearch?: 'drawing' | 'settled';
}) {
  const appended: Record<string, unknown>[] = [];
  const imported: string[] = [];
  const imageListeners: Record<string, () => void> = {};
  const image =
    options.image && options.image !== 'none'
      ? {
          complete: options.image === 'complete',
          addEventListener: (type: string, cb: () => void) => (imageListeners[type] = cb),
        }
      : null;
  const windowListeners: Record<string, { cb: () => void; once: boolean }> = {};
  const frames: (() => void)[] = [];
  const timers: { cb: () => void; ms: number }[] = [];
  const observers: { cb: ObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint', 'navigation'] : ['navigation'];
    record: { cb: ObserverCallback; disconnected: boolean };
    constructor(cb: ObserverCallback) {
      this.record = { cb, disconnected: false };
    }
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'paint', buffered: true });
      observers.push(this.record);
    }
  }
  const root = { firstElementChild: options.prerendered ? {} : null };
  /** A deferred sheet with its address in data-href, and one already fetched the old way. */
  const sheets = [
    { href: '/a.css' as string | null, data: null as string | null },
    { href: null, data: '/b.css' },
  ].map(({ href, data }) => ({
    media: 'print',
    href,
    onload: null as null | (() => void),
    onerror: null as null | (() => void),
    getAttribute: (name: string) => (name === 'data-href' ? data : null),
  }));
  const body = /<script type="module">(.*)<\/script>/.exec(
    deferredLoader('/assets/e.js', options.manifest),
  )![1];
  const run = new Function(
    'window',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    body.replace('import(', 'load('),
  );
  run(
    {
      PerformanceObserver: FakeObserver,
      ...(options.earlySearch && { gqEarlySearch: { url: '/entries?query=x' } }),
      ...(options.earlySearch === 'settled' && { gqEarlySettled: true }),
      addEventListener: (type: string, cb: () => void, opts: { once: boolean }) =>
        (windowListeners[type] = { cb, once: opts.once }),
    },
    {
      getElementById: (id: string) => (id === 'root' ? root : null),
      querySelectorAll: (selector: string) => (selector === 'link[data-after-paint]' ? sheets : []),
      querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? image : null),
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, unknown>) => appended.push(element) },
    },
    (cb: () => void) => frames.push(cb),
    (cb: () => void, ms: number) => timers.push({ cb, ms }),
    (url: string) => imported.push(url),
  );
  const paint = (...names: string[]) => {
    for (const o of observers) {
      const list = { getEntriesByName: (n: string) => names.filter((name) => name === n) };
      o.cb(list, { disconnect: () => (o.disconnected = true) });
    }
  };
  const runTimers = (below = Infinity) => {
    for (const t of timers.splice(0)) {
      if (t.ms < below) t.cb();
      else timers.push(t);
    }
  };
  const runFrames = () => frames.splice(0).forEach((cb) => cb());
  /** The deferred sheet arrives (its load event), once the loader has given it an address. */
  const loadSheets = () => {
    for (const sheet of sheets) if (sheet.href === '/b.css') sheet.onload?.();
  };
  return {
    appended,
    loadSheets,
    imported,
    frames,
    timers,
    observers,
    paint,
    runTimers,
    runFrames,
    sheets,
    imageListeners,
    windowListeners,
  };
}

describe('deferredLoader', () => {
  it('imports the SPA shell once its deferred sheets have arrived: an empty root has nothing to paint first', () => {
    const page = runLoader({ prerendered: false, paintTiming: true });
    expect(page.observers).toHaveLength(0);
    expect(page.sheets.map((l) => [l.href, l.media])).toEqual([
      ['/a.css', 'all'],
      ['/b.css', 'all'],
    ]);
    expect(page.imported).toEqual([]);
    page.loadSheets();
    expect(page.imported).toEqual(['/assets/e.js']);
  });

  it('waits for first-contentful-paint on a prerendered page, then fetches the sheet and imports once', () => {
    const page = runLoader({ prerendered: true, paintTiming: true });
    page.runFrames();
    page.runTimers(2000);
    expect(page.imported).toEqual([]); // frames and short timers alone do not start it
    page.paint('first-paint');
    page.runFrames();
    page.runTimers(2000);
    expect(page.imported).toEqual([]); // a non-contentful paint does not either
    // Nothing fetched the deferred sheet yet.
    expect(page.sheets.map((l) => [l.href, l.media])).toEqual([
      ['/a.css', 'print'],
      [null, 'print'],
    ]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.observers[0].disconnected).toBe(true);
    // No image to wait for: the next frame, then a task of its own.
    page.runFrames();
    page.runTimers(2000);
    // The sheets apply from this moment on; the deferred one is fetched now.
    expect(page.sheets.map((l) => [l.href, l.media])).toEqual([
      ['/a.css', 'all'],
      ['/b.css', 'all'],
    ]);
    expect(page.imported).toEqual([]);
    page.loadSheets();
    page.runTimers();
    expect(page.imported).toEqual(['/assets/e.js']);
  });

  it('imports anyway when the deferred sheet fails or takes over 2 s', () => {
    const failed = runLoader({ prerendered: false, paintTiming: true });
    failed.sheets[1].onerror?.();
    expect(failed.imported).toEqual(['/assets/e.js']);
    const slow = runLoader({ prerendered: false, paintTiming: true });
    expect(slow.imported).toEqual([]);
    slow.runTimers(2001);
    expect(slow.imported).toEqual(['/assets/e.js']);
    slow.loadSheets();
    expect(slow.imported).toEqual(['/assets/e.js']); // once only
  });

  it('falls back to the next frame where Paint Timing is missing', () => {
    const page = runLoader({ prerendered: true, paintTiming: false });
    expect(page.observers).toHaveLength(0);
    page.runTimers(2000);
    expect(page.sheets[1].href).toBeNull();
    page.runFrames();
    page.runTimers(2000);
    page.runFrames();
    page.runTimers(2000);
    page.loadSheets();
    expect(page.imported).toEqual(['/assets/e.js']);
  });

  it('starts the app by timer in a tab that never paints (hidden)', () => {
    const page = runLoader({ prerendered: true, paintTiming: true });
    expect(page.timers.map((t) => t.ms)).toEqual([3000]);
    page.runTimers();
    page.loadSheets();
    expect(page.imported).toEqual(['/assets/e.js']);
  });

  it("waits for the page's high-priority image and the frame that paints it before starting", () => {
    const page = runLoader({ prerendered: true, paintTiming: true, image: 'loading' });
    page.paint('first-contentful-paint');
    page.runFrames();
    page.runTimers(2000);
    expect(page.sheets[1].href).toBeNull(); // painted, but the largest image is still on its way
    expect(Object.keys(page.imageListeners).sort()).toEqual(['error', 'load']);
    page.imageListeners.load();
    page.runTimers(2000);
    expect(page.sheets[1].href).toBeNull(); // loaded, not yet painted
    page.runFrames();
    page.runTimers(2000);
    expect(page.sheets[1].href).toBe('/b.css');
    page.loadSheets();
    expect(page.imported).toEqual(['/assets/e.js']);
  });

  it('does not wait for an image that failed, or one already loaded', () => {
    const failed = runLoader({ prerendered: true, paintTiming: true, image: 'loading' });
    failed.paint('first-contentful-paint');
    failed.imageListeners.error();
    failed.runFrames();
    failed.runTimers(2000);
    failed.loadSheets();
    expect(failed.imported).toEqual(['/assets/e.js']);
    const loaded = runLoader({ prerendered: true, paintTiming: true, image: 'complete' });
    loaded.paint('first-contentful-paint');
    loaded.runFrames();
    loaded.runTimers(2000);
    loaded.loadSheets();
    expect(loaded.imported).toEqual(['/assets/e.js']);
  });

  it('starts the app at once when the reader taps or types before it has loaded', () => {
    for (const type of ['pointerdown', 'keydown']) {
      const page = runLoader({ prerendered: true, paintTiming: true, image: 'loading' });
      expect(page.windowListeners[type]?.once).toBe(true);
      page.windowListeners[type].cb();
      expect(page.sheets[1].href).toBe('/b.css');
      page.loadSheets();
      expect(page.imported).toEqual(['/assets/e.js']);
      page.paint('first-contentful-paint');
      page.imageListeners.load();
      page.runFrames();
      page.runTimers();
      page.loadSheets();
      expect(page.imported).toEqual(['/assets/e.js']); // once only
    }
  });

  it("waits for a page of results' early results as for a largest image, unless they have settled", () => {
    const page = runLoader({ prerendered: true, paintTiming: true, earlySearch: 'drawing' });
    page.paint('first-contentful-paint');
    page.runFrames();
    page.runTimers(EARLY_RESULTS_WAIT_MS);
    expect(page.sheets[1].href).toBeNull(); // painted, but the results are still on their way
    expect(page.windowListeners[EARLY_SEARCH_SETTLED]?.once).toBe(true);
    page.windowListeners[EARLY_SEARCH_SETTLED].cb();
    page.runTimers(EARLY_RESULTS_WAIT_MS);
    expect(page.sheets[1].href).toBeNull(); // settled; the frame after it starts the app
    page.runFrames();
    page.runTimers(EARLY_RESULTS_WAIT_MS);
    expect(page.sheets[1].href).toBe('/b.css');
    page.loadSheets();
    expect(page.imported).toEqual(['/assets/e.js']);

    // A slow answer holds the app back no longer than the wait's limit.
    const slow = runLoader({ prerendered: true, paintTiming: true, earlySearch: 'drawing' });
    slow.paint('first-contentful-paint');
    slow.runFrames();
    slow.runTimers(EARLY_RESULTS_WAIT_MS);
    expect(slow.sheets[1].href).toBeNull();
    slow.runTimers(EARLY_RESULTS_WAIT_MS + 1);
    slow.runFrames();
    slow.runTimers(EARLY_RESULTS_WAIT_MS);
    expect(slow.sheets[1].href).toBe('/b.css');

    const settled = runLoader({ prerendered: true, paintTiming: true, earlySearch: 'settled' });
    settled.paint('first-contentful-paint');
    settled.runFrames();
    settled.runTimers(2000);
    expect(settled.windowListeners[EARLY_SEARCH_SETTLED]).toBeUndefined();
    expect(settled.sheets[1].href).toBe('/b.css');
  });

  it('links the manifest when it starts the app, not before', () => {
    const page = runLoader({ prerendered: true, paintTiming: true, manifest: '/m.webmanifest' });
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    page.runFrames();
    page.runTimers(2000);
    expect(page.appended).toEqual([{ tag: 'link', rel: 'manifest', href: '/m.webmanifest' }]);
    page.loadSheets();
    page.runTimers();
    expect(page.appended).toHaveLength(1);
  });
});
