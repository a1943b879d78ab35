import { describe, expect, it } from 'vitest';
import { normaliseRichText, normaliseTarget } from './normalise-rich-text';

const image = {
  sys: { type: 'Asset', id: 'img' },
  fields: {
    title: 'Nebula',
    description: 'Gas',
    file: { url: '//img/n.png', contentType: 'image/png' },
  },
};

describe('normaliseTarget', () => {
  it('reduces a resolved entry to what the renderer shows', () => {
    const target = normaliseTarget({
      sys: { type: 'Entry', id: 'e', contentType: { sys: { id: 'fiction' } } },
      fields: { headline: 'Story', slug: 'story', description: 'About' },
    });
    expect(target).toEqual({
      type: 'Entry',
      id: 'e',
      contentType: 'fiction',
      slug: 'story',
      title: 'Story',
      description: 'About',
    });
  });

  it('reduces an asset and drops unresolved links', () => {
    expect(normaliseTarget(image)).toMatchObject({
      type: 'Asset',
      asset: { url: 'https://img/n.png' },
    });
    expect(normaliseTarget({ sys: { type: 'Link', linkType: 'Entry', id: 'x' } })).toBeNull();
    expect(normaliseTarget(null)).toBeNull();
  });
});

describe('normaliseRichText', () => {
  it('returns null for anything but a document', () => {
    expect(normaliseRichText(null)).toBeNull();
    expect(normaliseRichText({ nodeType: 'paragraph', content: [] })).toBeNull();
    expect(normaliseRichText('text')).toBeNull();
  });

  it('copies into plain JSON even when the resolved graph is cyclic', () => {
    const entry: Record<string, unknown> = {
      sys: { type: 'Entry', id: 'loop', contentType: { sys: { id: 'news' } } },
      fields: { title: 'Loop', urlSlug: 'loop' },
    };
    const doc = {
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'embedded-entry-block', data: { target: entry }, content: [] },
        { nodeType: 'embedded-asset-block', data: { target: image }, content: [] },
        {
          nodeType: 'embedded-entry-block',
          data: { target: { sys: { type: 'Link' } } },
          content: [],
        },
      ],
    };
    (entry.fields as Record<string, unknown>).body = doc; // entry → its body → the entry again
    const copy = normaliseRichText(doc);
    expect(() => JSON.stringify(copy)).not.toThrow();
    const blocks = copy!.content;
    expect(blocks[0].data.target).toMatchObject({ type: 'Entry', slug: 'loop', title: 'Loop' });
    expect(blocks[1].data.target).toMatchObject({ type: 'Asset' });
    expect(blocks[2].data).toEqual({});
  });

  it('keeps unknown node types, hyperlink URIs and marks; repairs missing arrays', () => {
    const copy = normaliseRichText({
      nodeType: 'document',
      content: [
        { nodeType: 'mystery-node', data: { x: { deep: 1 } } },
        {
          nodeType: 'hyperlink',
          data: { uri: 'https://example.org' },
          content: [{ nodeType: 'text', value: 'hi', marks: [{ type: 'bold' }, 'junk'] }],
        },
        { nodeType: 'text', value: 5 },
        'junk',
      ],
    });
    expect(copy).toEqual({
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'mystery-node', data: {}, content: [] },
        {
          nodeType: 'hyperlink',
          data: { uri: 'https://example.org' },
          content: [{ nodeType: 'text', value: 'hi', marks: [{ type: 'bold' }], data: {} }],
        },
        { nodeType: 'text', value: '', marks: [], data: {} },
      ],
    });
  });
});
