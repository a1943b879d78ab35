import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_SEARCH_SETTLED } from '../../shared/early-search-signal';
import { showEarly } from './early-search';

afterEach(() => {
  delete window.gqEarlySettled;
});

describe('showEarly', () => {
  it('tells the page once it has settled, and once only when the entry asks again', async () => {
    let told = 0;
    const count = () => (told += 1);
    window.addEventListener(EARLY_SEARCH_SETTLED, count);
    try {
      // A query of no words draws nothing: it settles at once.
      const first = showEarly('?q=%20');
      expect(showEarly('?q=%20')).toBe(first);
      await first;
      await showEarly('?q=%20');
      expect(told).toBe(1);
      expect(window.gqEarlySettled).toBe(true);
    } finally {
      window.removeEventListener(EARLY_SEARCH_SETTLED, count);
    }
  });
});
