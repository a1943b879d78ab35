import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { plainSummary } from './plain-summary';

const para = (...values: string[]) => ({
  nodeType: 'paragraph',
  data: {},
  content: values.map((value) => ({ nodeType: 'text', value, marks: [], data: {} })),
});
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content }) as Document;

describe('plainSummary', () => {
  it('takes the first non-empty paragraph, skipping headings and blank paragraphs', () => {
    const heading = { nodeType: 'heading-2', data: {}, content: [para('Heading')] };
    expect(plainSummary(doc(heading, para('  '), para('Hello, ', 'reader.'), para('Later')))).toBe(
      'Hello, reader.',
    );
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const summary = plainSummary(doc(para('word '.repeat(100))), 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('word…')).toBe(true);
  });

  it('never throws on missing or malformed documents', () => {
    expect(plainSummary(null)).toBe('');
    expect(
      plainSummary({ content: [null, { nodeType: 'paragraph' }] } as unknown as Document),
    ).toBe('');
  });
});
