/**
 * Makes any document safe to hand to @contentful/rich-text-react-renderer, which assumes well-formed
 * input (it calls `marks.reduce` and maps `content` without checks). Unknown node types are removed
 * here, so they render nothing instead of their children; depth is capped against hostile nesting.
 */
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';

const RENDERED_NODE_TYPES: ReadonlySet<string> = new Set<string>([
  BLOCKS.DOCUMENT,
  BLOCKS.PARAGRAPH,
  BLOCKS.HEADING_1,
  BLOCKS.HEADING_2,
  BLOCKS.HEADING_3,
  BLOCKS.HEADING_4,
  BLOCKS.HEADING_5,
  BLOCKS.HEADING_6,
  BLOCKS.OL_LIST,
  BLOCKS.UL_LIST,
  BLOCKS.LIST_ITEM,
  BLOCKS.QUOTE,
  BLOCKS.HR,
  BLOCKS.EMBEDDED_ENTRY,
  BLOCKS.EMBEDDED_ASSET,
  INLINES.HYPERLINK,
  INLINES.ENTRY_HYPERLINK,
  INLINES.ASSET_HYPERLINK,
  INLINES.EMBEDDED_ENTRY,
  'text',
]);

const MAX_DEPTH = 48;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LISTS: ReadonlySet<string> = new Set<string>([BLOCKS.OL_LIST, BLOCKS.UL_LIST]);

/** Cleaned copies of `node`: none when it cannot render, its children when a list item has no list. */
function clean(node: unknown, depth: number, parent: string): Node[] {
  if (!isNode(node) || depth > MAX_DEPTH) return [];
  const type = node.nodeType;
  if (typeof type !== 'string' || !RENDERED_NODE_TYPES.has(type)) return [];
  const data = isNode(node.data) ? node.data : {};
  if (type === 'text') {
    const marks = Array.isArray(node.marks)
      ? node.marks.filter((m): m is Node => isNode(m) && typeof m.type === 'string')
      : [];
    return [
      { nodeType: type, value: typeof node.value === 'string' ? node.value : '', marks, data },
    ];
  }
  const content = Array.isArray(node.content)
    ? node.content.flatMap((child) => clean(child, depth + 1, type))
    : [];
  // Mantine's List.Item needs a List around it; a stray item keeps its text instead.
  if (type === BLOCKS.LIST_ITEM && !LISTS.has(parent)) return content;
  return [{ nodeType: type, data, content }];
}

export function sanitiseDocument(document: unknown): Document | null {
  if (!isNode(document) || document.nodeType !== BLOCKS.DOCUMENT) return null;
  return clean(document, 0, '')[0] as unknown as Document;
}
