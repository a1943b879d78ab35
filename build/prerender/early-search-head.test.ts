import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_SEARCH_MODULE, earlySearchHead } from './early-search-head.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function distWith(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'early-head-'));
  dirs.push(dir);
  if (manifest !== undefined) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

describe('earlySearchHead', () => {
  it('imports the early search at the first paint and hints every module it reaches, each once', () => {
    const head = earlySearchHead(
      distWith({
        [EARLY_SEARCH_MODULE]: {
          file: 'assets/early-search-A.js',
          imports: ['_runtime', 'index.html'],
        },
        _runtime: { file: 'assets/search-runtime-B.js', imports: ['_store', 'index.html'] },
        _store: { file: 'assets/stored-content-C.js', imports: ['_runtime'] },
        'index.html': { file: 'assets/index-D.js' },
        _unrelated: { file: 'assets/home-page-E.js' },
      }),
    );
    const hints = JSON.parse(/for\(const h of (\[[^\]]*\])\)/.exec(head)![1]) as string[];
    expect(hints.sort()).toEqual([
      '/assets/index-D.js',
      '/assets/search-runtime-B.js',
      '/assets/stored-content-C.js',
    ]);
    expect(head).toContain(
      'import("/assets/early-search-A.js").then(m=>m.askEarly(location.search))',
    );
    // Nothing is requested from the HTML itself: the script asks at the first paint, with a query.
    expect(head).not.toMatch(/<link/);
    expect(head).toMatch(/^<script type="module">if\(location\.search\)\{/);
    expect(head).toContain('first-contentful-paint');
  });

  it('adds nothing to a build without a manifest or without the early search', () => {
    expect(earlySearchHead(distWith(undefined))).toBe('');
    expect(earlySearchHead(distWith({ 'index.html': { file: 'assets/index-D.js' } }))).toBe('');
  });
});
