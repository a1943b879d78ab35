import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_SEARCH_MODULE, earlySearchHead, startRequest } from './early-search-head.ts';
import { entriesUrl } from '../../src/content/direct-reader.ts';
import { searchContentQuery } from '../../src/content/search-queries.ts';
import { onlineText } from '../../src/features/search/search-runtime.ts';
import { queryOf } from '../../src/features/search/text-fold.ts';
import type { ContentfulSettings } from '../../src/shared/contentful-env.ts';

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
      'import("/assets/early-search-A.js").then(m=>m.showEarly(location.search))',
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

describe('the request the search page starts from its HTML', () => {
  const settings: ContentfulSettings = {
    space: 'space id',
    accessToken: 'tok&en',
    environment: 'master',
    host: 'cdn.example.test',
    insecure: false,
  };

  /** What the HTML's script asks for `search`, run as the browser would run it. */
  function started(search: string): { url: string } | undefined {
    const window: { gqEarlySearch?: { url: string } } = {};
    const script = startRequest(entriesUrl(settings, searchContentQuery('')));
    new Function('location', 'window', 'fetch', script)({ search }, window, () =>
      Promise.resolve(),
    );
    return window.gqEarlySearch;
  }

  /** What the early search module asks for the same visit. */
  const asked = (search: string) =>
    new URL(entriesUrl(settings, searchContentQuery(onlineText(queryOf(search))))).href;

  it('asks exactly the URL the module would ask, for any query', () => {
    const queries = [
      'octavia',
      '  Octavia   Butler  ',
      'Épée & <script>alert(1)</script>',
      'a'.repeat(300),
      'one two three four five six seven eight nine ten',
      '\u0301\u0301 word',
      '日本語 テスト',
      '🚀 rockets',
      '%2B plus+sign "quoted"',
      `${'word '.repeat(30)}end`,
    ];
    for (const q of queries) {
      const search = `?${new URLSearchParams({ q })}`;
      expect(started(search)?.url, q).toBe(asked(search));
    }
  });

  it('asks nothing for a query without a word', () => {
    for (const search of ['?q=', '?q=%20%20', '?q=!!!', '?other=1', '?q=%CC%81'])
      expect(started(search)).toBeUndefined();
  });

  it('is written into the page only with the build’s Delivery API settings', () => {
    const dist = distWith({ [EARLY_SEARCH_MODULE]: { file: 'assets/early-search-A.js' } });
    expect(earlySearchHead(dist)).not.toContain('gqEarlySearch');
    expect(earlySearchHead(dist, settings)).toContain('gqEarlySearch');
    expect(earlySearchHead(dist, settings)).toContain('cdn.example.test');
  });

  it('starts as the HTML is parsed, in a classic script, and leaves the modules to the first paint', () => {
    const dist = distWith({ [EARLY_SEARCH_MODULE]: { file: 'assets/early-search-A.js' } });
    const scripts = [
      ...earlySearchHead(dist, settings).matchAll(/<script([^>]*)>(.*?)<\/script>/g),
    ];
    expect(scripts.map(([, attributes]) => attributes)).toEqual(['', ' type="module"']);
    const [[, , request], [, , modules]] = scripts;
    expect(request).toContain('gqEarlySearch');
    expect(request).not.toContain('first-contentful-paint');
    expect(modules).not.toContain('gqEarlySearch');
    expect(modules).toContain('first-contentful-paint');
    // Its names are the block's own: two classic scripts on one page never clash.
    expect(request).toMatch(/^if\(location\.search\)\{const q=/);
    expect(request.endsWith('}')).toBe(true);
  });
});
