/**
 * Matched words shown highlighted: the text is cut into plain strings and <mark> elements by word
 * offsets, and React renders each piece as text. Nothing is ever parsed as HTML, so an article or a
 * query holding markup shows that markup as characters.
 */
import type { ReactNode } from 'react';
import { wordSpans } from './text-fold';

/** Characters of context before the first match in a body snippet. */
const LEAD = 60;
export const SNIPPET_CHARS = 220;

export interface Piece {
  text: string;
  marked: boolean;
}

/** `text` cut into pieces, the words found in `words` (folded) marked. */
export function pieces(text: string, words: ReadonlySet<string>): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const span of wordSpans(text)) {
    if (!words.has(span.folded)) continue;
    if (span.start > at) out.push({ text: text.slice(at, span.start), marked: false });
    out.push({ text: text.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}

const hasMatch = (text: string, words: ReadonlySet<string>) =>
  wordSpans(text).some((span) => words.has(span.folded));

/** At most `max` characters of `text` from `from`, cut at spaces, with ellipses where cut. */
function window(text: string, from: number, max: number): string {
  let start = from <= 0 ? 0 : text.lastIndexOf(' ', from) + 1;
  if (start < 0) start = 0;
  let end = start + max;
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start + max / 2 ? space : end;
  } else end = text.length;
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}

/**
 * What a result shows under its title: the excerpt when it holds a matched word, else the part of
 * the body around the first matched word, else the excerpt (or the body's start).
 */
export function snippetOf(
  doc: { excerpt: string; body: string },
  words: ReadonlySet<string>,
  max = SNIPPET_CHARS,
): string {
  if (doc.excerpt && hasMatch(doc.excerpt, words)) return window(doc.excerpt, 0, max);
  const first = wordSpans(doc.body).find((span) => words.has(span.folded));
  if (first) return window(doc.body, Math.max(0, first.start - LEAD), max);
  return window(doc.excerpt || doc.body, 0, max);
}

export function Highlighted({ text, words }: { text: string; words: ReadonlySet<string> }) {
  const out: ReactNode[] = pieces(text, words).map((piece, i) =>
    piece.marked ? <mark key={i}>{piece.text}</mark> : piece.text,
  );
  return <>{out}</>;
}
