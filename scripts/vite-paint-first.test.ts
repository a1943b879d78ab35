import { describe, expect, it } from 'vitest';
import { deferEntry, deferredLoader } from './vite-paint-first.ts';

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

  it('leaves HTML without a module entry alone', () => {
    const html = '<head><script src="/legacy.js"></script></head>';
    expect(deferEntry(html)).toBe(html);
  });
});

type Entries = { getEntriesByName(name: string): unknown[] };
type ObserverCallback = (list: Entries, observer: { disconnect(): void }) => void;

/** Runs the loader's inline script against a fake browser and records what it does. */
function runLoader(options: { prerendered: boolean; paintTiming: boolean }) {
  const imported: string[] = [];
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
  const sheets = [{ media: 'print' }, { media: 'print' }];
  const body = /<script type="module">(.*)<\/script>/.exec(deferredLoader('/assets/e.js'))![1];
  const run = new Function(
    'window',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    body.replace('import(', 'load('),
  );
  run(
    { PerformanceObserver: FakeObserver },
    {
      getElementById: (id: string) => (id === 'root' ? root : null),
      querySelectorAll: (selector: string) => (selector === 'link[data-after-paint]' ? sheets : []),
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
  return { imported, frames, timers, observers, paint, runTimers, sheets };
}

describe('deferredLoader', () => {
  it('imports the SPA shell at once: an empty root has nothing to paint first', () => {
    const page = runLoader({ prerendered: false, paintTiming: true });
    expect(page.imported).toEqual(['/assets/e.js']);
    expect(page.observers).toHaveLength(0);
  });

  it('waits for first-contentful-paint on a prerendered page, then imports once', () => {
    const page = runLoader({ prerendered: true, paintTiming: true });
    page.frames.forEach((cb) => cb());
    page.runTimers(3000);
    expect(page.imported).toEqual([]); // frames and short timers alone do not start it
    page.paint('first-paint');
    page.runTimers(3000);
    expect(page.imported).toEqual([]); // a non-contentful paint does not either
    expect(page.sheets.map((l) => l.media)).toEqual(['print', 'print']);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.observers[0].disconnected).toBe(true);
    page.runTimers();
    page.runTimers();
    expect(page.imported).toEqual(['/assets/e.js']);
    // The deferred stylesheets apply from the same moment on.
    expect(page.sheets.map((l) => l.media)).toEqual(['all', 'all']);
  });

  it('falls back to the next frame where Paint Timing is missing', () => {
    const page = runLoader({ prerendered: true, paintTiming: false });
    expect(page.observers).toHaveLength(0);
    page.runTimers(3000);
    expect(page.imported).toEqual([]);
    page.frames.forEach((cb) => cb());
    page.runTimers(3000);
    expect(page.imported).toEqual(['/assets/e.js']);
  });

  it('starts the app by timer in a tab that never paints (hidden)', () => {
    const page = runLoader({ prerendered: true, paintTiming: true });
    expect(page.timers.map((t) => t.ms)).toEqual([3000]);
    page.runTimers();
    expect(page.imported).toEqual(['/assets/e.js']);
  });
});
