import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import demoExport from '../../demo-content/export.json';
import { normaliseRichText } from './normalise-rich-text';
import { plainSummary, plainText, plainTextOfRaw } from './plain-summary';

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

describe('plainTextOfRaw', () => {
  /** What search read of a body before: the plain text of its normalised copy. */
  const ofCopy = (raw: unknown) => plainText(normaliseRichText(raw));

  it('gives every demo body the text of its normalised copy', () => {
    const bodies = demoExport.entries
      .map(
        (entry) =>
          (entry.fields as Record<string, Record<string, unknown> | undefined>).body?.['en-US'],
      )
      .filter((body) => body !== undefined);
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) {
      expect(plainTextOfRaw(body)).toBe(ofCopy(body));
      expect(plainTextOfRaw(body).length).toBeGreaterThan(0);
    }
  });

  it('reads malformed, hostile and deep documents exactly as their normalised copy', () => {
    const shared = para('twice');
    const looped: Record<string, unknown> = { nodeType: 'paragraph', data: {}, content: [] };
    (looped.content as unknown[]).push(looped, { nodeType: 'text', value: 'loop' });
    let deep: unknown = para('bottom');
    for (let i = 0; i < 100; i++) deep = { nodeType: 'blockquote', data: {}, content: [deep] };
    const cases: unknown[] = [
      null,
      'text',
      [para('an array')],
      { nodeType: 'paragraph', content: [para('not a document')] },
      doc(para('a\u0000b\uD800c'), { content: [para('no type')] }, { nodeType: 7, content: [] }),
      doc(para('one'), null, 'two', { nodeType: 'text', value: 42 }, para('three')),
      doc(
        {
          nodeType: 'unordered-list',
          content: [{ nodeType: 'list-item', content: [para('item')] }],
        },
        { nodeType: 'hyperlink', data: { uri: 'javascript:alert(1)' }, content: [para('link')] },
        { nodeType: 'embedded-entry-block', data: { target: { sys: { id: 'x' } } }, content: [] },
      ),
      doc(shared, shared),
      doc(looped, para('after')),
      doc(deep, para('shallow')),
    ];
    for (const raw of cases) expect(plainTextOfRaw(raw)).toBe(ofCopy(raw));
    expect(plainTextOfRaw(doc(deep, para('shallow')))).toBe('shallow');
    expect(plainTextOfRaw(doc(para('a\u0000b')))).toBe('a\uFFFDb');
  });
});
