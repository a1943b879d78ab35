/**
 * A built page written in ASCII alone: every other character is sent as an escape its context
 * decodes to the very same character. A browser decodes a page's bytes into 8-bit strings while they
 * stay within Latin-1, and into 16-bit strings (twice the memory, slower paths through its tokenizer
 * and everything built from it) as soon as a chunk holds one character beyond: a list of a hundred
 * cards, each with its "→" and "·", was decoded and parsed wide from its first byte to its last.
 * In ASCII only the text nodes that hold such characters are wide.
 *
 * - markup (text and attribute values): a numeric character reference, `&#x2192;`;
 * - `<script>` (JSON data, JSON-LD, code): a JavaScript/JSON escape of each UTF-16 unit, `\u2192`,
 *   valid in a string, a regular expression, a comment and an identifier alike;
 * - `<style>`: a CSS escape, `\2192 ` (the space ends it and is consumed with it);
 * - comments: a character reference too, which a comment keeps as written (nothing reads one but
 *   React, whose markers are ASCII), so the whole file is ASCII.
 */

const WIDE = /[\u0080-\uffff]/;
const WIDE_ALL = /[\u{80}-\u{10ffff}]/gu;
const WIDE_UNITS = /[\u0080-\uffff]/g;
/** Raw-text elements, each escaped by its own rule; markup (comments included) is what lies between. */
const RAW = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

const hex = (n: number) => n.toString(16);

/** A whole character (a surrogate pair counts once; a lone surrogate is U+FFFD to a browser anyway). */
const markupEscape = (ch: string) => `&#x${hex(ch.codePointAt(0)!)};`;
const scriptEscape = (unit: string) => `\\u${hex(unit.charCodeAt(0)).padStart(4, '0')}`;
const styleEscape = (ch: string) => `\\${hex(ch.codePointAt(0)!)} `;

function rawEscape(element: string): string {
  return /^<script/i.test(element)
    ? element.replace(WIDE_UNITS, scriptEscape)
    : element.replace(WIDE_ALL, styleEscape);
}

export function asciiHtml(html: string): string {
  if (!WIDE.test(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW)) {
    out += html.slice(last, match.index).replace(WIDE_ALL, markupEscape);
    out += rawEscape(match[0]);
    last = match.index + match[0].length;
  }
  return out + html.slice(last).replace(WIDE_ALL, markupEscape);
}
