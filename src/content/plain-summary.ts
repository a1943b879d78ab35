/**
 * A short plain-text summary of a rich-text document: posts have no excerpt field, yet their pages,
 * share previews and feeds need a description.
 */
import { isReadNode, isRecord, shownText } from './fields.ts';
import type { RichDocument } from './types.ts';

interface TextLike {
  nodeType?: unknown;
  value?: unknown;
  content?: unknown;
}

function textOf(node: TextLike): string {
  if (node.nodeType === 'text') return typeof node.value === 'string' ? node.value : '';
  return Array.isArray(node.content)
    ? node.content.map((child) => textOf(child ?? {})).join('')
    : '';
}

/** Nodes whose children run on within one line of text (a link inside a sentence). */
const RUNS_ON =
  /^(paragraph|heading-\d|hyperlink|entry-hyperlink|asset-hyperlink|resource-hyperlink)$/;

function blockText(node: TextLike): string {
  if (node.nodeType === 'text') return typeof node.value === 'string' ? node.value : '';
  if (!Array.isArray(node.content)) return '';
  const glue = typeof node.nodeType === 'string' && RUNS_ON.test(node.nodeType) ? '' : '\n';
  return node.content.map((child) => blockText(child ?? {})).join(glue);
}

/**
 * All the text of a document, one line per block, so words at the end of one paragraph and the start
 * of the next stay apart (what search indexes; embedded entries contribute nothing of their own).
 */
export function plainText(document: RichDocument | null): string {
  return document
    ? blockText(document)
        .replace(/\n{2,}/g, '\n')
        .trim()
    : '';
}

/**
 * A raw node's text as blockText reads its normalised copy (normalise-rich-text.ts): the same nodes are
 * read (isReadNode), and text values are cleaned as shown text, as the copy cleans them.
 */
function rawBlockText(node: unknown, depth: number, seen: WeakSet<object>): string | null {
  if (!isReadNode(node, depth, seen)) return null;
  seen.add(node);
  if (node.nodeType === 'text') return shownText(node.value);
  if (!Array.isArray(node.content)) return '';
  const parts: string[] = [];
  for (const child of node.content) {
    const text = rawBlockText(child, depth + 1, seen);
    if (text !== null) parts.push(text);
  }
  return parts.join(RUNS_ON.test(node.nodeType) ? '' : '\n');
}

/**
 * plainText of a rich-text document as the Delivery API sent it, without making its normalised copy
 * first: the same text `plainText(normaliseRichText(raw))` gives, for search, which reads nothing else
 * of a found entry's body.
 */
export function plainTextOfRaw(raw: unknown): string {
  if (!isRecord(raw) || raw.nodeType !== 'document') return '';
  return (rawBlockText(raw, 0, new WeakSet()) ?? '').replace(/\n{2,}/g, '\n').trim();
}

/** The first non-empty paragraph, whitespace folded, cut at a word boundary to at most `max` characters. */
export function plainSummary(document: RichDocument | null, max = 200): string {
  const blocks = Array.isArray(document?.content) ? document.content : [];
  for (const block of blocks) {
    if (block?.nodeType !== 'paragraph') continue;
    const text = textOf(block).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (text.length <= max) return text;
    const cut = text.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
  }
  return '';
}
