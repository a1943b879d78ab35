import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalAssets, gzipSize, kindOfUrl, measure } from './bench-bytes.ts';

const HTML = `<!doctype html><html><head>
<link rel="stylesheet" crossorigin href="/assets/index-a.css">
<link rel='stylesheet' href='/assets/print.css' media='print'>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="preload" as="image" href="/hero.webp">
<link rel="stylesheet" href="https://fonts.example.com/x.css">
<script type="module" crossorigin src="/assets/index-c.js"></script>
<script async src="/assets/analytics.js"></script>
</head><body><div id="root"><link rel="stylesheet" href="/late.css"></div></body></html>`;

const dir = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('criticalAssets', () => {
  it('lists blocking stylesheets, module preloads and the entry script, same-origin only', () => {
    expect(criticalAssets(HTML)).toEqual([
      { path: '/assets/index-a.css', kind: 'css' },
      { path: '/assets/vendor-b.js', kind: 'js' },
      { path: '/assets/index-c.js', kind: 'js' },
    ]);
  });
});

describe('measure', () => {
  it('sums gzip sizes per kind from the build folder', () => {
    mkdirSync(join(dir, 'assets'));
    const css = 'body{color:red}'.repeat(50);
    const js = 'console.log(1);'.repeat(80);
    writeFileSync(join(dir, 'assets/index-a.css'), css);
    writeFileSync(join(dir, 'assets/vendor-b.js'), js);
    writeFileSync(join(dir, 'assets/index-c.js'), js + js);
    const bytes = measure(HTML, criticalAssets(HTML), dir);
    expect(bytes.html).toBe(gzipSize(HTML));
    expect(bytes.css).toBe(gzipSize(css));
    expect(bytes.js).toBe(gzipSize(js) + gzipSize(js + js));
    expect(bytes.files).toHaveLength(3);
    expect(gzipSize(js)).toBeLessThan(js.length);
  });
});

describe('kindOfUrl', () => {
  it('classifies by resource type, then extension', () => {
    expect(kindOfUrl('http://x/', 'Document')).toBe('html');
    expect(kindOfUrl('http://x/a.js?v=1', undefined)).toBe('js');
    expect(kindOfUrl('http://x/a', 'Stylesheet')).toBe('css');
    expect(kindOfUrl('http://x/a.webp', 'Image')).toBeNull();
  });
});

describe('calculatorSlowdown', () => {
  it("follows the calculator's anchors", async () => {
    const { calculatorSlowdown } = await import('./bench-lighthouse.ts');
    expect(calculatorSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calculatorSlowdown(1300)).toBe(3);
    expect(calculatorSlowdown(800)).toBe(2);
    expect(calculatorSlowdown(1050)).toBe(2.5);
    expect(calculatorSlowdown(150)).toBe(1);
    expect(calculatorSlowdown(Number.NaN)).toBe(1);
  });
});
