/**
 * The tag page's data: its own page query, and offline, for a first page never fetched, what the
 * stored lists hold of the tag. The content queries answer as the test says (the store, the hook and
 * the fallback are real).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryFailure } from '../../content/errors';
import { seedQueries } from '../../store/restore';
import { listKey } from '../../store/keys';
import { summaryOf } from '../../../tests/summary';
import { useTagged } from './use-tagged';

const api = vi.hoisted(() => ({ fetchTagged: vi.fn() }));
vi.mock('../../content/worker-queries', () => ({
  runQuery: (name: keyof typeof api, args: unknown[]) =>
    Promise.resolve()
      .then(() => (api[name] as (...a: unknown[]) => unknown)(...args))
      .then(
        (value) => ({ ok: true, value }),
        (error: { queryError: unknown }) => ({ ok: false, error: error.queryError }),
      ),
  DEFAULT_LIST_LIMIT: 100,
  probeContentHost: async () => true,
}));

// Each test asks for its own tag or page, so no test finds another's answer in the store.
const older = summaryOf('older', '2025-01-01T00:00:00Z', { tags: ['Dune', 'Arrakis'] });
const newer = summaryOf('newer', '2026-01-01T00:00:00Z', { tags: ['dune', 'arrakis'] });
const other = summaryOf('other', '2026-02-01T00:00:00Z', { tags: ['film'] });

beforeEach(() => {
  api.fetchTagged.mockReset();
  seedQueries([
    { key: listKey('reviews', 100), data: [older, other], fetchedAt: Date.now() },
    { key: listKey('news', 100), data: [newer], fetchedAt: Date.now() },
  ]);
});

describe('useTagged', () => {
  it('shows the page query’s answer online', async () => {
    api.fetchTagged.mockResolvedValue({ items: [older], total: 101 });
    const { result } = renderHook(() => useTagged('dune', 2));
    await waitFor(() => expect(result.current.items).toEqual([older]));
    expect(result.current.total).toBe(101);
    expect(api.fetchTagged).toHaveBeenCalledWith('dune', 2);
  });

  it('offline, shows the stored lists’ tagged entries on a first page never fetched', async () => {
    api.fetchTagged.mockRejectedValue(new QueryFailure('Offline'));
    const { result } = renderHook(() => useTagged('DUNE', 1));
    await waitFor(() => expect(result.current.items).toEqual([newer, older]));
    expect(result.current).toMatchObject({ total: 2, error: null, spelling: 'dune' });
  });

  it('offline, a later page has no such stand-in and says it is offline', async () => {
    api.fetchTagged.mockRejectedValue(new QueryFailure('Offline'));
    const { result } = renderHook(() => useTagged('dune', 3));
    await waitFor(() => expect(result.current.error?.id).toBe('Offline'));
    expect(result.current.items).toBeUndefined();
  });

  it('another failure is shown as it is, not covered by the lists', async () => {
    api.fetchTagged.mockRejectedValue(new QueryFailure('NotFound'));
    const { result } = renderHook(() => useTagged('arrakis', 1));
    await waitFor(() => expect(result.current.error?.id).toBe('NotFound'));
    expect(result.current.items).toBeUndefined();
  });
});
