import {
  lstatSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyWithPage, cutCards } from './cut-cards.ts';

const article = (n: number) =>
  `<article class="article-card m_1"><h2>Card ${n}</h2><p>caf\\u00e9</p></article>`;
/** A card hydrating on its own: its gate, its boundary's markers, the card. */
const card = (n: number, gate = true) =>
  `${gate ? `<template data-gate="_R_${n}_"></template>` : ''}<!--$-->${article(n)}<!--/$-->`;
/** Cards hydrating together: one gate and one boundary around them all. */
const row = (id: string, ...cards: number[]) =>
  `<template data-gate="${id}"></template><!--$-->${cards.map(article).join('')}<!--/$-->`;
const entries = [1, 2, 3, 4].map((n) => ({ id: `a${n}`, title: `Card ${n} café <b>` }));
const data = {
  path: '/list',
  seeds: [
    { key: 'list:x:100', data: entries },
    { key: 'total:x', data: 57 },
    { key: 'short', data: ['one'] },
    { key: 'tagged:1:x', data: { items: entries, total: 57 } },
  ],
};
const page = (cards: string, json: string) =>
  `<html><body><div id="root"><h1>List</h1><div class="grid">${cards}</div><nav>Pages</nav></div>` +
  `<script type="application/json" id="__PRERENDER_DATA__">${json}</script></body></html>`;
const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/é/g, '\\u00e9');
const html = page([1, 2, 3].map((n) => card(n)).join('') + card(4, false), json);

describe('cutCards', () => {
  const cut = cutCards(html, 2);

  it('keeps the first cards with their markers and drops the rest, gate and all', () => {
    expect(cut.cards).toBe(4);
    expect(cut.html).toContain(card(1) + card(2) + '</div><nav>Pages</nav>');
    expect(cut.html).not.toMatch(/Card 3|Card 4|_R_3_/);
    expect(cut.html.match(/<!--\$-->/g)).toHaveLength(2);
  });

  it('cuts every longer list in the embedded data to the same length, and nothing else', () => {
    const text = /id="__PRERENDER_DATA__">([^]*?)<\/script>/.exec(cut.html)![1];
    const parsed = JSON.parse(text) as typeof data;
    expect(parsed.seeds[0].data).toEqual(entries.slice(0, 2));
    expect(parsed.seeds[1].data).toBe(57);
    expect(parsed.seeds[2].data).toEqual(['one']);
    // A numbered page (a tag's, a list's later page): its items cut, its total kept for the pager.
    expect(parsed.seeds[3].data).toEqual({ items: entries.slice(0, 2), total: 57 });
    expect(parsed.path).toBe('/list');
  });

  it('embeds the data as the page did: ASCII alone, no "<"', () => {
    const text = /id="__PRERENDER_DATA__">([^]*?)<\/script>/.exec(cut.html)![1];
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(text).not.toContain('<');
    expect(text).toContain('caf\\u00e9 \\u003cb>');
  });

  it('cuts inside a row of cards that hydrate together, and drops rows left empty', () => {
    const rows = page(card(1) + row('_R_r0_', 2, 3) + row('_R_r1_', 4), json);
    const cut2 = cutCards(rows, 2).html;
    expect(cut2).toContain(card(1) + row('_R_r0_', 2) + '</div><nav>');
    expect(cut2).not.toMatch(/_R_r1_|Card 3|Card 4/);
    const cut3 = cutCards(rows, 3).html;
    expect(cut3).toContain(card(1) + row('_R_r0_', 2, 3) + '</div><nav>');
    expect(cut3).not.toContain('_R_r1_');
  });

  it('refuses a page with no more cards than asked to keep', () => {
    expect(() => cutCards(html, 4)).toThrow(/has 4 cards, not more than 4/);
    expect(() => cutCards('<p>no cards</p>', 1)).toThrow(/has 0 cards/);
  });
});

describe('copyWithPage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cut-cards-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'list', 'page', '2'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), 'home');
  writeFileSync(join(dist, 'assets', 'a.js'), 'js');
  writeFileSync(join(dist, 'list', 'index.html'), 'list');
  writeFileSync(join(dist, 'list', 'feed.xml'), 'feed');
  writeFileSync(join(dist, 'list', 'page', '2', 'index.html'), 'page 2');

  it('writes the one page and links every other entry to the build', () => {
    const copy = join(dir, 'copy');
    copyWithPage(dist, '/list', 'cut list', copy);
    expect(readFileSync(join(copy, 'list', 'index.html'), 'utf8')).toBe('cut list');
    expect(lstatSync(join(copy, 'list', 'index.html')).isSymbolicLink()).toBe(false);
    expect(readlinkSync(join(copy, 'assets'))).toBe(join(dist, 'assets'));
    expect(readlinkSync(join(copy, 'list', 'page'))).toBe(join(dist, 'list', 'page'));
    expect(readFileSync(join(copy, 'list', 'feed.xml'), 'utf8')).toBe('feed');
    expect(readFileSync(join(copy, 'index.html'), 'utf8')).toBe('home');
    // The build itself is untouched.
    expect(readFileSync(join(dist, 'list', 'index.html'), 'utf8')).toBe('list');
  });

  it('writes the home page at the root, and starts afresh each time', () => {
    const copy = join(dir, 'root');
    copyWithPage(dist, '/', 'cut home', copy);
    copyWithPage(dist, '/', 'cut home again', copy);
    expect(readFileSync(join(copy, 'index.html'), 'utf8')).toBe('cut home again');
    expect(readlinkSync(join(copy, 'list'))).toBe(join(dist, 'list'));
  });
});
