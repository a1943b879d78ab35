/**
 * Stable anchors for an article's headings. The same document always yields the same ids, on the
 * server and in the browser, so a link to `#a-heading` works in the prerendered HTML, offline and
 * after hydration. An id is the heading's text in lower-case ASCII words joined by hyphens (accents
 * dropped, anything else a separator); a heading with no such letters becomes `section`; a repeated id
 * gets `-2`, `-3`… in document order. Only top-level headings count: Contentful allows headings
 * nowhere else.
 */
import type { Block, Inline, Text as TextNode } from '@contentful/rich-text-types';
import type { RichDocument } from './types';

export interface HeadingAnchor {
  id: string;
  /** The heading's text, as the contents list shows it. */
  text: string;
  /** The document's heading level, 1–6 (before the page shifts it below its title). */
  level: number;
}

const HEADING = /^heading-([1-6])$/;
const MAX_SLUG_CHARS = 60;

/**
 * Ids the page's own layout uses: an anchor never takes one, or a link to it would land elsewhere
 * (and the page would have two elements with one id).
 */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  'root',
  'main-content',
  'mobile-menu',
  'header-more',
  'reader-settings',
  'contents-aside-title',
  'share-heading',
  'read-next',
  'skeleton-grid',
]);

/** A heading's text as one id-safe word list: `Ça, c'est l'Été!` → `ca-c-est-l-ete`. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_CHARS)
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

/** All the text inside a node, marks and links included. */
export function plainText(node: Block | Inline | TextNode): string {
  if (node.nodeType === 'text') return (node as TextNode).value ?? '';
  const children = (node as Block).content;
  return Array.isArray(children) ? children.map((child) => plainText(child)).join('') : '';
}

/** The anchor of each top-level heading, keyed by its node, in document order. */
export function headingAnchors(document: RichDocument): Map<Block, HeadingAnchor> {
  const anchors = new Map<Block, HeadingAnchor>();
  const taken = new Set(RESERVED_IDS);
  for (const node of document.content) {
    const level = HEADING.exec(node.nodeType)?.[1];
    if (!level) continue;
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    const base = slugify(text);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    anchors.set(node, { id, text, level: Number(level) });
  }
  return anchors;
}
