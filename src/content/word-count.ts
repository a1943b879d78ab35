/**
 * How many words a rich-text document holds, for the reading time. Computed once at normalise time,
 * so a card can say "6 min read" from its summary without carrying the body.
 */
interface NodeLike {
  nodeType?: unknown;
  value?: unknown;
  content?: unknown;
}

/** Inline nodes sit inside a sentence: their text joins the words around it without a break. */
const INLINE = new Set([
  'hyperlink',
  'entry-hyperlink',
  'asset-hyperlink',
  'resource-hyperlink',
  'embedded-entry-inline',
  'embedded-resource-inline',
]);

/** Paragraphs, headings and inline nodes hold runs of text: a bold part of a word stays one word. */
const holdsText = (type: unknown): boolean =>
  type === 'paragraph' || String(type).startsWith('heading-') || INLINE.has(String(type));

/** Deeper nesting than any editor produces is not read (and cannot exhaust the stack). */
const MAX_DEPTH = 64;

function textOf(node: NodeLike, depth = 0): string {
  if (node.nodeType === 'text') return typeof node.value === 'string' ? node.value : '';
  if (!Array.isArray(node.content) || depth >= MAX_DEPTH) return '';
  const parts = node.content.map((child: NodeLike | null) =>
    child && typeof child === 'object' ? textOf(child, depth + 1) : '',
  );
  // Separate blocks (paragraphs, list items, cells) so the last word of one and the first of the
  // next are not counted as one word.
  return parts.join(holdsText(node.nodeType) ? '' : ' ');
}

/** A word is a run of non-space characters with at least one letter or digit (dashes are not words). */
const WORD = /[\p{L}\p{N}]/u;

/** Words of a rich-text document, raw from the CDA or normalised; anything else counts 0. */
export function countWords(document: unknown): number {
  if (!document || typeof document !== 'object') return 0;
  return textOf(document as NodeLike)
    .split(/\s+/)
    .filter((token) => WORD.test(token)).length;
}
