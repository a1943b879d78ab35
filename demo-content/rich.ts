/**
 * Turns the article markup into Contentful rich-text documents.
 *
 * Blocks (one string each): `# `..`###### ` headings, `> ` quote, `---` rule, lines of `- ` or
 * `1. ` lists, `!entry:type/slug` embedded entry, `!asset:key` embedded asset, else a paragraph.
 * Inline: **bold**, *italic*, ***both***, __underline__, `code`, [text](https://…), [text](entry:type/slug),
 * [text](asset:key) and {{type/slug}} for an inline embedded entry.
 */
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';

export interface LinkResolver {
  entry(ref: string): string;
  asset(key: string): string;
}

const link = (linkType: 'Entry' | 'Asset', id: string) => ({
  target: { sys: { id, type: 'Link' as const, linkType } },
});

const text = (value: string, marks: MARKS[] = []): Text => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});

const INLINE_TOKEN =
  /(\*\*\*[^*]+\*\*\*|\*\*[^*]+\*\*|__[^_]+__|\*[^*]+\*|`[^`]+`|\[[^\]]+\]\([^)]+\)|\{\{[^}]+\}\})/;

function inlines(source: string, resolve: LinkResolver): Array<Text | Inline> {
  const out: Array<Text | Inline> = [];
  for (const part of source.split(INLINE_TOKEN)) {
    if (!part) continue;
    const linkMatch = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (part.startsWith('***')) out.push(text(part.slice(3, -3), [MARKS.BOLD, MARKS.ITALIC]));
    else if (part.startsWith('**')) out.push(text(part.slice(2, -2), [MARKS.BOLD]));
    else if (part.startsWith('__')) out.push(text(part.slice(2, -2), [MARKS.UNDERLINE]));
    else if (part.startsWith('*')) out.push(text(part.slice(1, -1), [MARKS.ITALIC]));
    else if (part.startsWith('`')) out.push(text(part.slice(1, -1), [MARKS.CODE]));
    else if (part.startsWith('{{')) {
      const id = resolve.entry(part.slice(2, -2));
      out.push({ nodeType: INLINES.EMBEDDED_ENTRY, data: link('Entry', id), content: [] });
    } else if (linkMatch) {
      const [, label, href] = linkMatch;
      const content = [text(label)];
      if (href.startsWith('entry:')) {
        const data = link('Entry', resolve.entry(href.slice(6)));
        out.push({ nodeType: INLINES.ENTRY_HYPERLINK, data, content });
      } else if (href.startsWith('asset:')) {
        const data = link('Asset', resolve.asset(href.slice(6)));
        out.push({ nodeType: INLINES.ASSET_HYPERLINK, data, content });
      } else if (href.startsWith('https://')) {
        out.push({ nodeType: INLINES.HYPERLINK, data: { uri: href }, content });
      } else throw new Error(`Unknown link target "${href}"`);
    } else out.push(text(part));
  }
  // Contentful keeps inline nodes between text nodes, so a paragraph never starts or ends on one.
  if (out[0]?.nodeType !== 'text') out.unshift(text(''));
  if (out[out.length - 1]?.nodeType !== 'text') out.push(text(''));
  return out;
}

const paragraph = (source: string, resolve: LinkResolver): Block => ({
  nodeType: BLOCKS.PARAGRAPH,
  data: {},
  content: inlines(source, resolve),
});

const HEADINGS = [
  BLOCKS.HEADING_1,
  BLOCKS.HEADING_2,
  BLOCKS.HEADING_3,
  BLOCKS.HEADING_4,
  BLOCKS.HEADING_5,
  BLOCKS.HEADING_6,
];

function list(source: string, ordered: boolean, resolve: LinkResolver): Block {
  const items = source.split('\n').map((line) => line.replace(/^(- |\d+\. )/, ''));
  return {
    nodeType: ordered ? BLOCKS.OL_LIST : BLOCKS.UL_LIST,
    data: {},
    content: items.map((item) => ({
      nodeType: BLOCKS.LIST_ITEM,
      data: {},
      content: [paragraph(item, resolve)],
    })),
  };
}

function block(source: string, resolve: LinkResolver): Block {
  const heading = /^(#{1,6}) (.*)$/.exec(source);
  if (heading) {
    const nodeType = HEADINGS[heading[1].length - 1];
    return { nodeType, data: {}, content: inlines(heading[2], resolve) };
  }
  if (source === '---') return { nodeType: BLOCKS.HR, data: {}, content: [] };
  if (source.startsWith('> ')) {
    const content = [paragraph(source.slice(2), resolve)];
    return { nodeType: BLOCKS.QUOTE, data: {}, content };
  }
  if (source.startsWith('- ')) return list(source, false, resolve);
  if (/^1\. /.test(source)) return list(source, true, resolve);
  if (source.startsWith('!entry:')) {
    const data = link('Entry', resolve.entry(source.slice(7)));
    return { nodeType: BLOCKS.EMBEDDED_ENTRY, data, content: [] };
  }
  if (source.startsWith('!asset:')) {
    const data = link('Asset', resolve.asset(source.slice(7)));
    return { nodeType: BLOCKS.EMBEDDED_ASSET, data, content: [] };
  }
  return paragraph(source, resolve);
}

export function richText(blocks: string[], resolve: LinkResolver): Document {
  return {
    nodeType: BLOCKS.DOCUMENT,
    data: {},
    content: blocks.map((source) => block(source, resolve)) as Document['content'],
  };
}
