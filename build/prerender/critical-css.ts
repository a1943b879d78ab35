/**
 * Critical CSS of a prerendered page: the rules of the site's stylesheet that can apply to the page's
 * own markup go into a <style> in the head, and the whole sheet loads without blocking the first
 * paint (media="print" until the after-paint loader switches it on, see build/vite-paint-first.ts).
 * A stylesheet request is render-blocking: on a slow phone network it cost a round trip and its bytes
 * before anything could be painted, while the article's own text arrived in the first one. A page
 * keeps its stylesheet link only when the rules inline would make its HTML take one more round trip
 * than it does with the link (the demo's home page: it fits TCP's first window with the link and not
 * with its rules). A page that needs two round trips either way (a list of 100 cards) inlines them,
 * and its first paint no longer waits for the sheet (Lighthouse's FCP 904 → 831 ms).
 *
 * The filter keeps more than it needs, never less: a style rule stays when any of its selectors
 * names only classes the page's markup carries (classes inside :not(), :where(), :is() and :has()
 * do not count, so those rules stay whenever the rest matches), and every rule without a class
 * stays. Custom properties are kept when the kept rules or the markup read them, directly or through
 * another kept property; keyframes when a kept rule names them.
 */

import { gzipSync } from 'node:zlib';
import {
  declarationsOf,
  parseRules,
  selectorsOf,
  serialise,
  walk,
  type CssItem as Item,
} from './css-rules.ts';

/** The selector without the arguments of functional pseudo-classes and without attribute values. */
function requiredPart(selector: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * States that only a reader's pointer or keyboard brings about: nothing is hovered, pressed or focused
 * at the first paint, and the whole sheet applies right after it.
 */
const INTERACTION_STATE = /:(hover|active|focus|focus-visible|focus-within)\b/;

function selectorMayMatch(selector: string, classes: Set<string>): boolean {
  const required = requiredPart(selector);
  if (INTERACTION_STATE.test(required)) return false;
  for (const [, name] of required.matchAll(CLASS_IN_SELECTOR)) if (!classes.has(name)) return false;
  return true;
}

/** Every class name the markup's class attributes carry. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const CUSTOM_DECL = /^\s*(--[\w-]+)\s*:/;

const usedVars = (text: string) =>
  [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name);

/** Keeps the style rules that may match; drops groups left empty. */
function filterRules(items: Item[], classes: Set<string>): Item[] {
  return items.flatMap((item): Item[] => {
    if (item.kind === 'rule')
      return selectorsOf(item.selector).some((s) => selectorMayMatch(s, classes)) ? [item] : [];
    if (item.kind === 'group') {
      const kept = filterRules(item.items, classes);
      return kept.length ? [{ ...item, items: kept }] : [];
    }
    return [item];
  });
}

/** Drops custom property declarations nobody reads, and keyframes nobody names. */
function pruneUnread(items: Item[], html: string): Item[] {
  const definitions = new Map<string, string[]>();
  const reads = new Set<string>(usedVars(html));
  let animations = '';
  for (const item of walk(items)) {
    if (item.kind !== 'rule') continue;
    for (const decl of declarationsOf(item.body)) {
      const custom = CUSTOM_DECL.exec(decl);
      if (custom) {
        const list = definitions.get(custom[1]) ?? [];
        list.push(decl);
        definitions.set(custom[1], list);
      } else {
        for (const name of usedVars(decl)) reads.add(name);
        if (/^\s*animation(-name)?\s*:/.test(decl)) animations += ` ${decl}`;
      }
    }
  }
  // A kept property may read others: follow the chain until nothing new turns up.
  const queue = [...reads];
  while (queue.length) {
    const name = queue.pop()!;
    for (const decl of definitions.get(name) ?? [])
      for (const next of usedVars(decl))
        if (!reads.has(next)) {
          reads.add(next);
          queue.push(next);
        }
  }
  const prune = (list: Item[]): Item[] =>
    list.flatMap((item): Item[] => {
      if (item.kind === 'group') {
        const kept = prune(item.items);
        return kept.length ? [{ ...item, items: kept }] : [];
      }
      if (item.kind === 'raw') {
        const frames = /^@(?:-webkit-)?keyframes\s+([\w-]+)/i.exec(item.prelude);
        return frames && !new RegExp(`\\b${frames[1]}\\b`).test(animations) ? [] : [item];
      }
      const body = declarationsOf(item.body)
        .filter((decl) => {
          const custom = CUSTOM_DECL.exec(decl);
          return !custom || reads.has(custom[1]);
        })
        .join(';');
      return body.trim() ? [{ ...item, body }] : [];
    });
  return prune(items);
}

/** The rules of `css` the page `html` can need before its scripts run. */
export function criticalCss(css: string, html: string): string {
  return serialise(pruneUnread(filterRules(parseRules(css), classesOf(html)), html));
}

const OTHER_MEDIUM = /\smedia="(?!all"|screen")[^"]*"/;
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/[^"]+\.css)"[^>]*>/g;

/**
 * What a server's first round trip delivers: TCP's initial window of 10 segments (~14.6 KB) less
 * headers.
 */
export const FIRST_WINDOW_BYTES = 14 * 1024;

/**
 * The round trips a response of `bytes` takes on a new connection: TCP's slow start sends a first
 * window of `firstWindow` bytes, then doubles the window after each round trip.
 */
export function roundTrips(bytes: number, firstWindow = FIRST_WINDOW_BYTES): number {
  let trips = 1;
  for (let window = firstWindow, sent = window; sent < bytes; trips++) sent += window *= 2;
  return trips;
}

/**
 * The page with each same-site stylesheet link replaced by its critical rules inline, and the link
 * itself kept as a non-matching `media="print"` sheet flagged `data-after-paint`, its address in
 * `data-href`: the loader fetches and applies it after the first paint (and the largest image).
 * `<noscript>` keeps the whole sheet for readers without scripts. `readSheet` gets the link's path and
 * returns its text.
 * A page whose HTML (gzipped) would take one more round trip with the rules inline than with the
 * link keeps its stylesheet link as it was: there the rules would delay everything after the head
 * by a round trip, more than the stylesheet request they save.
 */
export function inlineCriticalCss(
  html: string,
  readSheet: (href: string) => string,
  firstWindow = FIRST_WINDOW_BYTES,
): string {
  const inlined = inlineAll(html, readSheet);
  if (inlined === html) return html;
  const trips = (page: string) => roundTrips(gzipSync(page, { level: 9 }).length, firstWindow);
  // Most pages (every article) fit the first window with their rules: one compression, as before.
  const withRules = trips(inlined);
  return withRules === 1 || withRules <= trips(html) ? inlined : html;
}

/** The page with every same-site stylesheet's critical rules inline, whatever its size. */
export function inlineAll(html: string, readSheet: (href: string) => string): string {
  const head = html.split('</head>')[0];
  return html.replace(STYLESHEET, (link, href: string) => {
    if (!head.includes(link)) return link;
    // A sheet for another medium (the print sheet) never blocks the first paint: nothing to inline.
    if (OTHER_MEDIUM.test(link)) return link;
    const critical = criticalCss(readSheet(href), html);
    // No href until then: the preload scanner would fetch even a print sheet at once, and its bytes
    // would share the first round trips with the page's largest image.
    const deferred = link
      .replace(/\brel="stylesheet"/, 'rel="stylesheet" media="print" data-after-paint')
      .replace(/\shref="/, ' data-href="');
    return `<style>${critical.replace(/<\/style/gi, '<\\/style')}</style>${deferred}<noscript>${link}</noscript>`;
  });
}
