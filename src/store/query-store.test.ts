import { beforeEach, describe, expect, it } from 'vitest';
import { queryStore, setData, touch } from './query-store';

const KEY = 'list:news:3';
const entry = () => queryStore.getState().entries[KEY];

beforeEach(() => queryStore.setState({ entries: {}, fetching: {} }));

describe('query store writes', () => {
  it('keeps the data object when a revalidation brings back equal content', () => {
    setData(KEY, [{ slug: 'a', tags: ['x'] }], 100);
    const first = entry().data;
    setData(KEY, [{ slug: 'a', tags: ['x'] }], 200);
    expect(entry().data).toBe(first);
    expect(entry().fetchedAt).toBe(200);
    setData(KEY, [{ slug: 'b', tags: ['x'] }], 300);
    expect(entry().data).not.toBe(first);
    expect(entry().data).toEqual([{ slug: 'b', tags: ['x'] }]);
  });

  it('records use without handing readers a new entry', () => {
    setData(KEY, ['a'], 100);
    const before = entry();
    const entriesBefore = queryStore.getState().entries;
    before.usedAt = 0;
    touch(KEY);
    expect(entry()).toBe(before);
    expect(entry().usedAt).toBeGreaterThan(0);
    // A new entries object, so persistence still saves the new time.
    expect(queryStore.getState().entries).not.toBe(entriesBefore);
  });
});
