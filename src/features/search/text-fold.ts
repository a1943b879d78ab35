/**
 * How search reads text: words are runs of letters, digits and combining marks; a word is compared
 * folded (decomposed, accents dropped, lower case), so "Épée" and "epee" are the same word. The index
 * and the highlighter both split text here, so a highlighted word is always one the index matched.
 */

/** Longest query used: anything longer is cut, so a pasted page costs no more than a sentence. */
export const MAX_QUERY_CHARS = 200;
/** At most this many words of a query are searched; each one adds a fuzzy look-up. */
export const MAX_QUERY_WORDS = 8;

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /\p{M}+/gu;

export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

export interface WordSpan {
  /** Offsets into the original text. */
  start: number;
  end: number;
  folded: string;
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const folded = fold(match[0]);
    if (folded) spans.push({ start: match.index, end: match.index + match[0].length, folded });
  }
  return spans;
}

/** The folded words of `text`, in order (duplicates kept: the index counts them). */
export const foldedWords = (text: string): string[] => wordSpans(text).map((span) => span.folded);

/**
 * What a typed query searches for: trimmed, cut to MAX_QUERY_CHARS, and at most MAX_QUERY_WORDS
 * distinct folded words. An empty list means "nothing to search".
 */
export function queryWords(raw: string): string[] {
  const words = foldedWords(raw.slice(0, MAX_QUERY_CHARS));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** The query as kept in the URL and shown back: one line, cut to MAX_QUERY_CHARS. */
export function cleanQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trimStart().slice(0, MAX_QUERY_CHARS);
}

/** The `q` of a search string (`?q=…`), as the page and the entry's early ask read it. */
export function queryOf(search: string): string {
  return cleanQuery(new URLSearchParams(search).get('q') ?? '');
}
