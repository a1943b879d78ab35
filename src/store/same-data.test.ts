import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  it('compares nested plain data by value', () => {
    const a = { items: [{ slug: 'x', tags: ['a'], image: { w: 1 } }], total: 1 };
    const b = { total: 1, items: [{ slug: 'x', tags: ['a'], image: { w: 1 } }] };
    expect(sameData(a, b)).toBe(true);
    expect(sameData(a, { ...b, total: 2 })).toBe(false);
    expect(sameData(a, { ...b, items: [{ slug: 'x', tags: ['b'], image: { w: 1 } }] })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('a', 'a')).toBe(true);
  });

  it('treats undefined fields as absent, as JSON does', () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: null })).toBe(false);
  });

  it('does not look inside non-plain objects', () => {
    expect(sameData(new Date(0), new Date(0))).toBe(false);
  });
});
