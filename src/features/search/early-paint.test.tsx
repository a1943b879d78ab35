import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOnServer } from '../../../tests/render';
import { BLUEPRINT_KINDS, earlyShownIds, paintEarlyResults } from './early-paint';
import { KIND_BADGES } from './search-doc';
import type { ResultItem } from './search-runtime';
import { Result, SearchPage } from './search-page';

const inProviders = (ui: ReactElement) => renderOnServer(ui, { path: '/search' });

/** The prerendered search page (no query), as a visitor's browser parsed it. */
function prerendered(): void {
  document.body.innerHTML = `<div id="root">${inProviders(<SearchPage />)}</div>`;
}

/** An element's tags, attributes and text, comments dropped and adjacent text joined. */
function shape(node: Element): unknown {
  const children: unknown[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.COMMENT_NODE) continue;
    const last = children.at(-1);
    if (child.nodeType !== Node.TEXT_NODE) children.push(shape(child as Element));
    else if (typeof last === 'string') children[children.length - 1] = last + child.textContent;
    else children.push(child.textContent ?? '');
  }
  const attributes = [...node.attributes].map((a) => `${a.name}=${a.value}`).sort();
  return [node.tagName, attributes, children];
}

const item = (over: Partial<ResultItem> & Pick<ResultItem, 'id' | 'kind'>): ResultItem => ({
  title: 'Octavia Butler and the Patternist books',
  date: '2024-03-05T00:00:00Z',
  href: '/discussions/octavia',
  snippet: 'A reading of Octavia Butler, book by book.',
  words: ['octavia', 'butler'],
  ...over,
});

const ITEMS: ResultItem[] = [
  item({ id: 'discussions:octavia', kind: 'discussions' }),
  item({
    id: 'post:hostile',
    kind: 'post',
    title: '<img src=x onerror="window.hacked=1"> Octavia',
    href: '/posts/hostile',
    date: null,
    snippet: '',
  }),
  item({ id: 'reviews:kindred', kind: 'reviews', href: '/reviews/kindred', title: 'Kindred' }),
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('paintEarlyResults', () => {
  it("draws each result exactly as the page's own component renders it", () => {
    prerendered();
    expect(paintEarlyResults(document, 'octavia butler', ITEMS, 42)).toBe(true);
    const drawn = [...document.querySelectorAll('.early-results ol > li')];
    expect(drawn).toHaveLength(ITEMS.length);
    ITEMS.forEach((result, i) => {
      const own = document.createElement('div');
      own.innerHTML = inProviders(<Result item={result} />);
      expect(shape(drawn[i])).toEqual(shape(own.firstElementChild!));
    });
    // Every kind has its badge in the blueprint.
    expect(BLUEPRINT_KINDS.map((kind) => KIND_BADGES[kind].label)).toContain(
      drawn[2].querySelector('[data-variant="filled"]')?.textContent,
    );
  });

  it('says how many were found, marks the words, and takes markup as text', () => {
    prerendered();
    paintEarlyResults(document, 'octavia butler', ITEMS, 42);
    const slot = document.querySelector('.early-results')!;
    expect(slot.querySelector(':scope > p')?.textContent).toBe(
      '42 results for “octavia butler” · Searching…',
    );
    expect([...slot.querySelectorAll('li:first-child mark')].map((m) => m.textContent)).toEqual([
      'Octavia',
      'Butler',
      'Octavia',
      'Butler',
    ]);
    const hostile = slot.querySelectorAll('li')[1];
    expect(hostile.querySelector('img')).toBeNull();
    expect(hostile.querySelector('a')?.textContent).toBe(ITEMS[1].title);
    expect(hostile.querySelector('time')).toBeNull();
    expect(hostile.querySelector('a')?.getAttribute('href')).toBe('/posts/hostile');
  });

  it('records what it shows, in order, for that query only', () => {
    prerendered();
    expect(earlyShownIds(document, 'octavia butler')).toEqual([]);
    paintEarlyResults(document, 'octavia butler', ITEMS);
    expect(earlyShownIds(document, 'octavia butler')).toEqual(ITEMS.map((i) => i.id));
    expect(earlyShownIds(document, 'kindred')).toEqual([]);
  });

  it('draws nothing twice, nothing empty, and nowhere without the blueprint and its slot', () => {
    prerendered();
    expect(paintEarlyResults(document, 'octavia', [])).toBe(false);
    expect(paintEarlyResults(document, 'octavia', ITEMS)).toBe(true);
    expect(paintEarlyResults(document, 'octavia', ITEMS)).toBe(false);
    expect(document.querySelectorAll('.early-results li')).toHaveLength(ITEMS.length);

    prerendered();
    document.querySelector('.search-blueprint')!.remove();
    expect(paintEarlyResults(document, 'octavia', ITEMS)).toBe(false);
    prerendered();
    document.querySelector('.early-results')!.remove();
    expect(paintEarlyResults(document, 'octavia', ITEMS)).toBe(false);
  });
});
