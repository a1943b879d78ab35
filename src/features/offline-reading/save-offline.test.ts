import { describe, expect, it } from 'vitest';
import type { RichDocument } from '../../content/types';
import { linkedQueries } from './save-offline';

const target = (contentType: string, slug: string) => ({
  type: 'Entry',
  id: slug,
  contentType,
  slug,
  title: slug,
  description: '',
});

describe('linkedQueries', () => {
  it('finds embedded and hyperlinked entries at any depth, once each, as store keys', () => {
    const body = {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'embedded-entry-block',
          data: { target: target('reviews', 'kindred') },
          content: [],
        },
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            {
              nodeType: 'entry-hyperlink',
              data: { target: target('post', 'a-note') },
              content: [],
            },
            {
              nodeType: 'entry-hyperlink',
              data: { target: target('reviews', 'kindred') },
              content: [],
            },
            { nodeType: 'asset-hyperlink', data: { target: { type: 'Asset' } }, content: [] },
            {
              nodeType: 'entry-hyperlink',
              data: { target: target('unknownType', 'x') },
              content: [],
            },
          ],
        },
      ],
    } as unknown as RichDocument;
    expect([...linkedQueries(body).keys()]).toEqual(['entry:reviews:kindred', 'post:a-note']);
    expect(linkedQueries(null).size).toBe(0);
  });
});
