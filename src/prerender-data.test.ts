import { afterEach, describe, expect, it } from 'vitest';
import {
  PRERENDER_DATA_ID,
  readPrerenderData,
  seedsAsOf,
  serialisePrerenderData,
} from './prerender-data';

const hostile = 'Ends with </script><script>alert(1)</script> and <!-- a comment \u2028 line';

function embed(json: string): void {
  document.body.innerHTML = `<div id="root"><p>x</p></div><script type="application/json" id="${PRERENDER_DATA_ID}">${json}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerender data', () => {
  it('survives the HTML parser with hostile text intact (no early </script>)', () => {
    const data = {
      path: '/news/a',
      seeds: [{ key: 'entry:news:a', data: { title: hostile }, fetchedAt: 5 }],
    };
    const json = serialisePrerenderData(data);
    expect(json).not.toContain('<');
    embed(json);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPrerenderData(document, { pathname: '/news/a', search: '' })).toEqual(data);
  });

  it('belongs only to the path it was rendered for', () => {
    embed(serialisePrerenderData({ path: '/news', seeds: [] }));
    expect(readPrerenderData(document, { pathname: '/news/', search: '' })?.path).toBe('/news');
    expect(readPrerenderData(document, { pathname: '/news/other', search: '' })).toBeNull();
    // 404.html is rendered for /404 and served for any unknown path: those render from scratch.
    embed(serialisePrerenderData({ path: '/404', seeds: [] }));
    expect(readPrerenderData(document, { pathname: '/nope', search: '' })).toBeNull();
  });

  it('skips hydration of a query-string page visited with a query', () => {
    embed(serialisePrerenderData({ path: '/unsubscribe', searchSensitive: true, seeds: [] }));
    expect(
      readPrerenderData(document, { pathname: '/unsubscribe', search: '?email=a' }),
    ).toBeNull();
    expect(readPrerenderData(document, { pathname: '/unsubscribe', search: '' })).not.toBeNull();
  });

  it('ignores missing or malformed data', () => {
    expect(readPrerenderData(document, { pathname: '/', search: '' })).toBeNull();
    embed('{not json');
    expect(readPrerenderData(document, { pathname: '/', search: '' })).toBeNull();
    embed('{"path":"/"}');
    expect(readPrerenderData(document, { pathname: '/', search: '' })).toBeNull();
  });
});

describe('seedsAsOf', () => {
  const NOW = Date.parse('2026-11-23T12:00:00Z');
  const seeds = [
    { key: 'old', data: 1, fetchedAt: Date.parse('2026-01-01T00:00:00Z') },
    { key: 'newer', data: 2, fetchedAt: NOW - 1000 },
  ];

  it('dates content-dated seeds by the time the page file was written, never earlier', () => {
    const written = new Date(NOW - 60_000).toUTCString();
    expect(seedsAsOf(seeds, written, NOW).map((s) => s.fetchedAt)).toEqual([
      NOW - 60_000,
      NOW - 1000,
    ]);
  });

  it('keeps the seeds as they are when the page has no real Last-Modified', () => {
    // A browser answers "now" for a document served without the header.
    expect(seedsAsOf(seeds, new Date(NOW).toUTCString(), NOW)).toEqual(seeds);
    expect(seedsAsOf(seeds, 'not a date', NOW)).toEqual(seeds);
  });
});
