import { describe, expect, it } from 'vitest';
import { keepShownOrder } from './steady-order';

const items = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('keepShownOrder', () => {
  it('takes the ranking as it is when nothing is shown yet', () => {
    expect(ids(keepShownOrder([], items('c', 'a', 'b')))).toEqual(['c', 'a', 'b']);
  });

  it('keeps shown results in place and adds the new ones after them, in their ranking', () => {
    // A later answer ranks a new result (u) second and reorders two shown ones.
    const next = keepShownOrder(['r', 'd', 'f'], items('r', 'u', 'f', 'd', 'x'));
    expect(ids(next)).toEqual(['r', 'd', 'f', 'u', 'x']);
  });

  it('takes each kept result from the new answer (a longer snippet, say)', () => {
    const next = keepShownOrder(['a'], [{ id: 'a', snippet: 'from the body' }]);
    expect(next).toEqual([{ id: 'a', snippet: 'from the body' }]);
  });

  it('drops a shown result no answer holds any longer', () => {
    expect(ids(keepShownOrder(['a', 'b', 'c'], items('c', 'a')))).toEqual(['a', 'c']);
  });
});
