import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { RESERVED_IDS, headingAnchors, plainText, slugify } from './heading-anchors';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const block = (nodeType: string, ...content: unknown[]) => ({ nodeType, data: {}, content });
const doc = (...content: unknown[]) => block('document', ...content) as unknown as Document;

describe('slugify', () => {
  it('keeps lower-case ASCII words joined by single hyphens', () => {
    expect(slugify('Not a place but a practice')).toBe('not-a-place-but-a-practice');
    expect(slugify('  Why it   matters — NOW?! ')).toBe('why-it-matters-now');
  });

  it('drops accents and turns anything else into separators', () => {
    expect(slugify("Ça, c'est l'Été!")).toBe('ca-c-est-l-ete');
    expect(slugify('Octavia E. Butler’s “Kindred” (1979)')).toBe('octavia-e-butler-s-kindred-1979');
  });

  it('names a heading without such letters `section`', () => {
    expect(slugify('')).toBe('section');
    expect(slugify('★ — ✦')).toBe('section');
    expect(slugify('日本語')).toBe('section');
  });

  it('caps the length without leaving a hyphen at the end', () => {
    const slug = slugify(`${'a'.repeat(59)} bcd`);
    expect(slug).toBe('a'.repeat(59));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(60);
    expect(slugify('word '.repeat(40)).endsWith('-')).toBe(false);
  });
});

describe('headingAnchors', () => {
  it('gives each top-level heading an id, its text and level, in order; other blocks none', () => {
    const document = doc(
      block('heading-2', text('First '), block('hyperlink', text('part'))),
      block('paragraph', text('Body')),
      block('heading-3', text('Second')),
      block('blockquote', block('paragraph', text('Quoted'))),
    );
    expect([...headingAnchors(document).values()]).toEqual([
      { id: 'first-part', text: 'First part', level: 2 },
      { id: 'second', text: 'Second', level: 3 },
    ]);
  });

  it('numbers repeated ids in document order and never takes a layout id', () => {
    const document = doc(
      block('heading-2', text('Notes')),
      block('heading-2', text('Notes')),
      block('heading-2', text('Notes 2')),
      block('heading-2', text('Main content')),
      block('heading-2', text('Read next')),
      block('heading-2', text('')),
    );
    const ids = [...headingAnchors(document).values()].map((a) => a.id);
    expect(ids).toEqual([
      'notes',
      'notes-2',
      'notes-2-2',
      'main-content-2',
      'read-next-2',
      'section',
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(RESERVED_IDS.has(id)).toBe(false);
  });

  it('is the same for the same document, however often it is asked', () => {
    const make = () => doc(block('heading-1', text('A')), block('heading-2', text('A')));
    const first = [...headingAnchors(make()).values()];
    expect([...headingAnchors(make()).values()]).toEqual(first);
    expect(first.map((a) => a.id)).toEqual(['a', 'a-2']);
  });

  it('reads the text of marks and nested inlines', () => {
    expect(
      plainText(block('heading-2', text('a'), block('hyperlink', text('b'), text('c'))) as never),
    ).toBe('abc');
  });
});
