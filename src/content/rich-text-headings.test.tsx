import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { renderWithProviders } from '../../tests/render';
import { RichText } from './rich-text';

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
