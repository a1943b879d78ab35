import { describe, expect, it } from 'vitest';
import { normaliseArticle, normalisePost, normaliseSummary } from './normalise';
import { countWords } from './word-count';
import { readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from '../shared/reading-time';

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const paragraph = (...content: object[]) => ({ nodeType: 'paragraph', data: {}, content });
const doc = (...content: object[]) => ({ nodeType: 'document', data: {}, content });
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it('counts words across blocks, lists and inline links, not punctuation', () => {
    const body = doc(
      paragraph(text('Ripley walks in.'), text(' — ')),
      paragraph(
        text('Bold'),
        text('face '),
        { nodeType: 'hyperlink', data: { uri: 'https://x' }, content: [text('a link')] },
        text(' ends'),
      ),
      {
        nodeType: 'unordered-list',
        data: {},
        content: [
          { nodeType: 'list-item', data: {}, content: [paragraph(text('one'))] },
          { nodeType: 'list-item', data: {}, content: [paragraph(text('two'))] },
        ],
      },
    );
    // "Ripley walks in." 3 + "Boldface a link ends" 4 + "one" "two" 2
    expect(countWords(body)).toBe(9);
  });

  it('counts nothing in junk and never follows link targets', () => {
    expect(countWords(null)).toBe(0);
    expect(countWords('text')).toBe(0);
    expect(countWords(doc({ nodeType: 'embedded-entry-block', data: { target: { x: 1 } } }))).toBe(
      0,
    );
  });
});

describe('reading time', () => {
  it('is 230 words a minute, rounded up, at least one minute', () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(1380)).toBe(6);
    expect(readingTimeLabel(1300)).toBe('6 min read');
  });

  it('says nothing without a word count', () => {
    expect(readingMinutes(undefined)).toBeNull();
    expect(readingMinutes(0)).toBeNull();
    expect(readingMinutes(Number.NaN)).toBeNull();
    expect(readingTimeLabel(undefined)).toBe('');
  });

  it('comes from the body when an entry is normalised, for cards and pages alike', () => {
    const raw = {
      sys: { id: 'a', contentType: { sys: { id: 'news' } } },
      fields: { title: 'T', urlSlug: 't', body: doc(paragraph(text(words(700)))) },
    };
    expect(normaliseSummary(raw).words).toBe(700);
    expect(normaliseArticle(raw, 'news').words).toBe(700);
    expect(readingTimeLabel(normaliseSummary(raw).words)).toBe('4 min read');
    const post = { sys: { id: 'p' }, fields: { slug: 'p', content: doc(paragraph(text('a b'))) } };
    expect(normalisePost(post).words).toBe(2);
    expect('words' in normaliseSummary({ sys: { id: 'b' }, fields: {} })).toBe(false);
  });
});
