/**
 * Search on the device reads the query cache through storedContent(): articles, posts and lists with
 * data, never other keys, and nothing at all in a preview tab, whose cache holds drafts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { enterPreview, exitPreview } from '../lib/preview-mode';
import { queryStore, setData, setError } from './query-store';
import { storedContent } from './stored-content';

afterEach(() => {
  exitPreview();
  queryStore.setState({ entries: {}, fetching: {} });
});

describe('storedContent', () => {
  it('lists the articles, posts and lists the cache holds data for', () => {
    setData('entry:reviews:a', { title: 'A' });
    setData('post:b', { title: 'B' });
    setData('list:news:3', [{ title: 'C' }]);
    setData('latest:3', [{ title: 'D' }]);
    setError('entry:news:missing', { id: 'NotFound', message: 'News post not found' });
    expect(
      storedContent()
        .map((item) => item.key)
        .sort(),
    ).toEqual(['entry:reviews:a', 'list:news:3', 'post:b']);
  });

  it('holds nothing in a preview tab, so no draft is ever searched', () => {
    setData('entry:reviews:a-draft', { title: 'A draft' });
    expect(storedContent()).toHaveLength(1);
    enterPreview('secret');
    expect(storedContent()).toEqual([]);
  });
});
