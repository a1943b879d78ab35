import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { renderWithProviders } from '../../tests/render';
import { RichText, documentAnchors } from './rich-text';

describe('heading levels below the page title', () => {
  const headings = (...levels: number[]) =>
    ({
      nodeType: 'document',
      data: {},
      content: levels.map((level) => ({
        nodeType: `heading-${level}`,
        data: {},
        content: [{ nodeType: 'text', value: `H${level}`, marks: [], data: {} }],
      })),
    }) as unknown as Document;

  it('makes the top heading an h2 whatever level the body starts at', () => {
    const { container } = renderWithProviders(<RichText document={headings(2, 3, 2)} />);
    expect([...container.querySelectorAll('h2,h3,h4,h5,h6')].map((h) => h.tagName)).toEqual([
      'H2',
      'H3',
      'H2',
    ]);
  });

  it('keeps the distance between levels and caps at h6', () => {
    const { container } = renderWithProviders(<RichText document={headings(1, 6)} />);
    expect([...container.querySelectorAll('h2,h3,h4,h5,h6')].map((h) => h.tagName)).toEqual([
      'H2',
      'H6',
    ]);
  });
});

describe('heading anchors', () => {
  const doc = (...titles: string[]) =>
    ({
      nodeType: 'document',
      data: {},
      content: titles.flatMap((title) => [
        {
          nodeType: 'heading-2',
          data: {},
          content: [{ nodeType: 'text', value: title, marks: [], data: {} }],
        },
        {
          nodeType: 'paragraph',
          data: {},
          content: [{ nodeType: 'text', value: 'Text', marks: [], data: {} }],
        },
      ]),
    }) as unknown as Document;

  it('renders each heading with the id its contents link uses', () => {
    const document = doc('The start', 'Élan vital', 'The start');
    const { container } = renderWithProviders(<RichText document={document} />);
    const ids = [...container.querySelectorAll('h2')].map((h) => h.id);
    expect(ids).toEqual(['the-start', 'elan-vital', 'the-start-2']);
    expect(documentAnchors(document).map((a) => a.id)).toEqual(ids);
    expect(container.querySelectorAll('p[id]')).toHaveLength(0);
  });
});
