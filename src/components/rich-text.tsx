/**
 * Article bodies (docs/product.md#rich-text) through @contentful/rich-text-react-renderer with our
 * own options, in Mantine typography. The document is sanitised first, so malformed or hostile
 * input renders what it can and never throws.
 */
import { memo, type ReactNode } from 'react';
import { Blockquote, Code, Divider, List, Text, Title } from '@mantine/core';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Block, type Inline } from '@contentful/rich-text-types';
import type { RichDocument } from '../content/types';
import { sanitiseDocument } from '../content/sanitise-rich-text';
import { headingAnchors, type HeadingAnchor } from '../content/heading-anchors';
import {
  EmbeddedAsset,
  EmbeddedEntry,
  EntryLink,
  ExternalLink,
  assetOf,
  entryOf,
} from './rich-text-embeds';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type Order = 2 | 3 | 4 | 5 | 6;
const HEADING_LEVELS: Record<string, Level> = {
  [BLOCKS.HEADING_1]: 1,
  [BLOCKS.HEADING_2]: 2,
  [BLOCKS.HEADING_3]: 3,
  [BLOCKS.HEADING_4]: 4,
  [BLOCKS.HEADING_5]: 5,
  [BLOCKS.HEADING_6]: 6,
};

/**
 * The page title is the page's one h1 (one h1 per page keeps the outline clear), so the body's top
 * heading level becomes h2 and the rest keep their distance below it: a body that starts at
 * heading-2 must not jump from h1 to h3 (axe's heading-order rule).
 */
const headingOrder = (level: Level, top: Level = 1): Order =>
  Math.min(6, Math.max(2, level - top + 2)) as Order;

/** Smallest heading level used anywhere in the document's top-level blocks. */
function topHeadingLevel(document: RichDocument): Level {
  const levels = document.content.map((node) => HEADING_LEVELS[node.nodeType]).filter(Boolean);
  return levels.length ? (Math.min(...levels) as Level) : 1;
}

type Anchors = Map<Block, HeadingAnchor>;

/** Each heading carries its stable anchor (heading-anchors.ts), so `#its-id` links to it. */
const heading =
  (level: Level, top: Level, anchors: Anchors) => (node: Block | Inline, children: ReactNode) => (
    <Title order={headingOrder(level, top)} id={anchors.get(node as Block)?.id} mt="lg" mb="sm">
      {children}
    </Title>
  );

const richTextOptions = (top: Level, anchors: Anchors): Options => ({
  renderMark: {
    [MARKS.BOLD]: (text) => <strong>{text}</strong>,
    [MARKS.ITALIC]: (text) => <em>{text}</em>,
    [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
    [MARKS.CODE]: (text) => <Code>{text}</Code>,
  },
  renderNode: {
    [BLOCKS.PARAGRAPH]: (_node, children) => <Text mb="md">{children}</Text>,
    [BLOCKS.HEADING_1]: heading(1, top, anchors),
    [BLOCKS.HEADING_2]: heading(2, top, anchors),
    [BLOCKS.HEADING_3]: heading(3, top, anchors),
    [BLOCKS.HEADING_4]: heading(4, top, anchors),
    [BLOCKS.HEADING_5]: heading(5, top, anchors),
    [BLOCKS.HEADING_6]: heading(6, top, anchors),
    [BLOCKS.UL_LIST]: (_node, children) => (
      <List type="unordered" mb="md" withPadding>
        {children}
      </List>
    ),
    [BLOCKS.OL_LIST]: (_node, children) => (
      <List type="ordered" mb="md" withPadding>
        {children}
      </List>
    ),
    [BLOCKS.LIST_ITEM]: (_node, children) => <List.Item>{children}</List.Item>,
    [BLOCKS.QUOTE]: (_node, children) => <Blockquote my="md">{children}</Blockquote>,
    [BLOCKS.HR]: () => <Divider my="lg" />,
    [BLOCKS.EMBEDDED_ASSET]: (node) => {
      const asset = assetOf(node.data);
      return asset ? <EmbeddedAsset asset={asset} /> : null;
    },
    [BLOCKS.EMBEDDED_ENTRY]: (node) => {
      const entry = entryOf(node.data);
      return entry ? <EmbeddedEntry entry={entry} /> : null;
    },
    [INLINES.EMBEDDED_ENTRY]: (node) => {
      const entry = entryOf(node.data);
      return entry ? <EmbeddedEntry entry={entry} inline /> : null;
    },
    [INLINES.HYPERLINK]: (node, children) => (
      <ExternalLink href={node.data.uri}>{children}</ExternalLink>
    ),
    [INLINES.ENTRY_HYPERLINK]: (node, children) => (
      <EntryLink data={node.data}>{children}</EntryLink>
    ),
    [INLINES.ASSET_HYPERLINK]: (node, children) => {
      const asset = assetOf(node.data);
      return <ExternalLink href={asset?.url}>{children}</ExternalLink>;
    },
  },
});

/** Memoised: the same document (the store keeps unchanged content's object) is not walked again. */
export const RichText = memo(function RichText({ document }: { document: RichDocument | null }) {
  const safe = sanitiseDocument(document);
  if (!safe) return null;
  return (
    <div className="rich-text">
      {documentToReactComponents(
        safe,
        richTextOptions(topHeadingLevel(safe), headingAnchors(safe)),
      )}
    </div>
  );
});

/** The anchors RichText gives the document's headings, in order (for a contents list). */
export function documentAnchors(document: RichDocument | null): HeadingAnchor[] {
  const safe = sanitiseDocument(document);
  return safe ? [...headingAnchors(safe).values()] : [];
}
