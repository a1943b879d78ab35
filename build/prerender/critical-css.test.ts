import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  classesOf,
  criticalCss,
  FIRST_WINDOW_BYTES,
  inlineCriticalCss,
  roundTrips,
} from './critical-css.ts';
import { parseRules } from './css-rules.ts';
import { criticalAssets } from '../../bench/bench-bytes.ts';

const SHEET =
  ':root{--used:1px;--chain:var(--used);--unused:2px;--via-html:red}' +
  'body{margin:var(--chain)}' +
  '.card{padding:1px}.card .title{font-weight:700}' +
  '.modal{position:fixed}' +
  '.btn:not(.off){color:blue}' +
  '.a,.gone{color:red}' +
  '@media (min-width:48em){.card{padding:2px}.modal{inset:0}}' +
  '@media print{.modal{display:none}}' +
  '@keyframes spin{to{transform:rotate(1turn)}}' +
  '@keyframes pulse{50%{opacity:.5}}' +
  '.loader{animation:spin 1s linear infinite}' +
  '.card:where([data-x="a,b{c}"]){color:green}';

const PAGE =
  '<html><head><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body>' +
  '<div class="card"><h2 class="title" style="color:var(--via-html)">T</h2></div>' +
  '<button class="btn a">b</button></body></html>';

/** Text gzip cannot shrink much: a page past the first round trip. */
const randomText = (bytes: number) => randomBytes(bytes).toString('base64');

describe('critical CSS', () => {
  it('reads nested groups, at-rules and strings holding braces', () => {
    const items = parseRules(SHEET);
    expect(items.filter((i) => i.kind === 'group')).toHaveLength(2);
    expect(items.filter((i) => i.kind === 'raw')).toHaveLength(2);
    expect(items.at(-1)).toMatchObject({ selector: '.card:where([data-x="a,b{c}"])' });
  });

  it('collects the class names of the markup', () => {
    expect([...classesOf(PAGE)].sort()).toEqual(['a', 'btn', 'card', 'title']);
  });

  it('keeps the rules the markup can match and drops the rest', () => {
    const css = criticalCss(SHEET, PAGE);
    expect(css).toContain('.card{padding:1px}');
    expect(css).toContain('.card .title{font-weight:700}');
    expect(css).toContain('@media (min-width:48em){.card{padding:2px}}');
    // A class only inside :not() is not required; a list matches when any selector does.
    expect(css).toContain('.btn:not(.off){color:blue}');
    expect(css).toContain('.a,.gone{color:red}');
    expect(css).toContain('.card:where([data-x="a,b{c}"]){color:green}');
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('@media print');
    expect(css).not.toContain('.loader');
  });

  it('keeps only the custom properties and keyframes something kept reads', () => {
    const css = criticalCss(SHEET, PAGE);
    expect(css).toContain('--used:1px');
    expect(css).toContain('--chain:var(--used)');
    expect(css).toContain('--via-html:red');
    expect(css).not.toContain('--unused');
    expect(css).not.toContain('@keyframes spin');
    expect(css).not.toContain('@keyframes pulse');
    const withLoader = criticalCss(SHEET, PAGE.replace('class="btn a"', 'class="btn a loader"'));
    expect(withLoader).toContain('.loader{animation:spin 1s linear infinite}');
    expect(withLoader).toContain('@keyframes spin');
    expect(withLoader).not.toContain('@keyframes pulse');
  });

  it('inlines the critical rules and leaves the whole sheet to load without blocking', () => {
    const read: string[] = [];
    const html = inlineCriticalCss(PAGE, (href) => (read.push(href), SHEET));
    expect(read).toEqual(['/assets/app.css']);
    const head = html.split('</head>')[0];
    expect(head).toContain(`<style>${criticalCss(SHEET, PAGE)}</style>`);
    expect(head).toContain(
      '<link rel="stylesheet" media="print" data-after-paint crossorigin data-href="/assets/app.css">',
    );
    expect(head).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/app.css"></noscript>',
    );
    // Nothing fetches the whole sheet before the loader does (the copy for readers without scripts aside).
    expect(head.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(
      /\shref="\/assets\/app\.css"/,
    );
    // Nothing left in the head that holds the first paint back.
    expect(criticalAssets(html).filter((a) => a.kind === 'css')).toEqual([]);
    expect(criticalAssets(PAGE).filter((a) => a.kind === 'css')).toHaveLength(1);
  });

  it('leaves a print sheet alone: it never blocks the first paint', () => {
    const printLink = '<link rel="stylesheet" href="/print.css" media="print">';
    const page = PAGE.replace('</head>', `${printLink}</head>`);
    const read: string[] = [];
    const html = inlineCriticalCss(page, (href) => (read.push(href), SHEET));
    expect(read).toEqual(['/assets/app.css']);
    expect(html).toContain(printLink);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('counts the round trips of slow start: a first window, then twice the last', () => {
    expect(FIRST_WINDOW_BYTES).toBe(14 * 1024);
    expect(roundTrips(1)).toBe(1);
    expect(roundTrips(14_336)).toBe(1);
    expect(roundTrips(14_337)).toBe(2);
    expect(roundTrips(43_008)).toBe(2);
    expect(roundTrips(43_009)).toBe(3);
    expect(roundTrips(100, 10)).toBe(4);
  });

  it('keeps the link where the rules would add a round trip, inlines them where they would not', () => {
    const inlined = inlineCriticalCss(PAGE, () => SHEET);
    const gz = (page: string) => gzipSync(page, { level: 9 }).length;
    const [withLink, withRules] = [gz(PAGE), gz(inlined)];
    expect(withRules).toBeGreaterThan(withLink);
    // Both in the first window: inlined.
    expect(inlineCriticalCss(PAGE, () => SHEET, withRules)).toBe(inlined);
    // The link fits the first window, the rules would not: the page stays as it was.
    expect(inlineCriticalCss(PAGE, () => SHEET, withRules - 1)).toBe(PAGE);
    expect(inlineCriticalCss(PAGE, () => SHEET, withLink)).toBe(PAGE);
    // Two round trips either way: inlined.
    const second = Math.ceil(withRules / 3);
    expect(second).toBeLessThan(withLink);
    expect(inlineCriticalCss(PAGE, () => SHEET, second)).toBe(inlined);
    // A page far past the first window that stays within its round trips inlines with the default.
    const big = PAGE.replace('</body>', `<p>${randomText(20_000)}</p></body>`);
    expect(roundTrips(gz(big))).toBe(2);
    expect(inlineCriticalCss(big, () => SHEET)).toContain('data-after-paint');
  });

  it('leaves stylesheets of other sites and links outside the head alone', () => {
    const page =
      '<head><link rel="stylesheet" href="https://cdn.example/x.css"></head>' +
      '<body><link rel="stylesheet" href="/late.css"></body>';
    expect(inlineCriticalCss(page, () => SHEET)).toBe(page);
  });
});
