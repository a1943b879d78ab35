/**
 * A small CSS reader for the critical-CSS filter: a stylesheet as a tree of style rules, conditional
 * groups (@media, @supports, @layer, @container, @scope) and other at-rules kept as written; selector
 * lists and declaration blocks split at their top level; and the tree written back as CSS. Strings and
 * comments never end a block.
 */

export type CssItem =
  | { kind: 'rule'; selector: string; body: string }
  | { kind: 'group'; prelude: string; items: CssItem[] }
  | { kind: 'raw'; prelude: string; text: string };

/** The index of the `}` closing the block opened at `open`, skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      const close = css.indexOf(ch, i + 1);
      i = close < 0 ? css.length : close;
    } else if (ch === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 1;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  throw new Error('critical CSS: a block is never closed');
}

/** The first `{` and the first `;` from `from` on, outside strings (-1: none). */
function nextDelimiter(css: string, from: number): { open: number; semi: number } {
  let semi = -1;
  for (let i = from; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      const close = css.indexOf(ch, i + 1);
      i = close < 0 ? css.length : close;
    } else if (ch === ';' && semi < 0) semi = i;
    else if (ch === '{') return { open: i, semi };
  }
  return { open: -1, semi };
}

/** Conditional group rules whose content is a list of rules again. */
const GROUP_AT = /^@(media|supports|layer|container|scope)\b/i;

/** A stylesheet as a tree of items. */
export function parseRules(css: string): CssItem[] {
  const items: CssItem[] = [];
  let i = 0;
  while (i < css.length) {
    const rest = css.slice(i);
    const lead = /^(?:\s+|\/\*[\s\S]*?\*\/)+/.exec(rest);
    if (lead) {
      i += lead[0].length;
      continue;
    }
    const { open, semi } = nextDelimiter(css, i);
    // A statement at-rule (@import, @charset, @layer a, b;) ends before any block.
    if (css[i] === '@' && semi >= 0 && (open < 0 || semi < open)) {
      items.push({ kind: 'raw', prelude: css.slice(i, semi).trim(), text: css.slice(i, semi + 1) });
      i = semi + 1;
      continue;
    }
    if (open < 0) break;
    const end = blockEnd(css, open);
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, end);
    if (GROUP_AT.test(prelude)) items.push({ kind: 'group', prelude, items: parseRules(body) });
    else if (prelude.startsWith('@'))
      items.push({ kind: 'raw', prelude, text: css.slice(i, end + 1) });
    else items.push({ kind: 'rule', selector: prelude, body });
    i = end + 1;
  }
  return items;
}

/** Splits `text` at each `separator` outside parentheses and brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === separator && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The selectors of a selector list, trimmed. */
export const selectorsOf = (list: string): string[] =>
  splitTopLevel(list, ',')
    .map((selector) => selector.trim())
    .filter(Boolean);

/** The declarations of a block, as written (empty ones dropped). */
export const declarationsOf = (body: string): string[] =>
  splitTopLevel(body, ';').filter((declaration) => declaration.trim());

/** Every item of the tree, groups before their contents. */
export function* walk(items: CssItem[]): Generator<CssItem> {
  for (const item of items) {
    yield item;
    if (item.kind === 'group') yield* walk(item.items);
  }
}

/** The tree written back as CSS (comments between rules dropped). */
export function serialise(items: CssItem[]): string {
  return items
    .map((item) =>
      item.kind === 'rule'
        ? `${item.selector}{${item.body}}`
        : item.kind === 'group'
          ? `${item.prelude}{${serialise(item.items)}}`
          : item.text,
    )
    .join('');
}
