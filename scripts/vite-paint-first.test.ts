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

describe('deferredLoader', () => {
  it('imports the entry once, after a painted frame or a timer', async () => {
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const body = /<script type="module">(.*)<\/script>/.exec(deferredLoader('/assets/e.js'))![1];
    const run = new Function(
      'requestAnimationFrame',
      'setTimeout',
      'load',
      body.replace('import(', 'load('),
    );
    run(
      (cb: () => void) => frames.push(cb),
      (cb: () => void) => timers.push(cb),
      (url: string) => imported.push(url),
    );
    expect(imported).toEqual([]); // nothing runs before a frame
    frames.forEach((cb) => cb());
    timers.forEach((cb) => cb());
    timers.forEach((cb) => cb());
    expect(imported).toEqual(['/assets/e.js']);
  });
});
