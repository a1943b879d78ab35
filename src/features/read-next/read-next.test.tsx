import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { seedQuery } from '../../store/restore';
import { renderWithProviders } from '../../../tests/render';
import { summaryOf } from '../../../tests/summary';
import { ReadNext } from './read-next';

const reviews = (ids: string[], tags: string[]) =>
  ids.map((id, i) =>
    summaryOf(id, `2024-01-${String(10 + i).padStart(2, '0')}T00:00:00Z`, {
      contentType: 'reviews',
      tags,
    }),
  );

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;

beforeEach(() => {
  // The store's updates are left to React's own scheduling here, as in a browser: act() would
  // flush the deferred render together with the update and hide which task renders what.
  actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  cleanup();
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

/** Lets the store update's own render and every microtask after it run, and nothing later. */
const afterTheUpdate = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('Read next', () => {
  it('shows the three most related stored articles, rendered after the store update, not with it', async () => {
    // A tag no other test's data carries (the store is shared by the tests of one worker).
    const tag = 'read-next-deferred';
    renderWithProviders(<ReadNext id="current" contentType="reviews" tags={[tag]} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('related-3')).toBeNull();

    seedQuery('read-next-test', [
      ...reviews(['current', 'related-1', 'related-2', 'related-3'], [tag]),
      ...reviews(['other-1', 'other-2'], ['gibson']),
    ]);
    await afterTheUpdate();
    // The update's own render keeps the previous choice; the new cards follow in later work.
    expect(screen.queryByText('related-3')).toBeNull();

    await waitFor(() => expect(screen.queryByText('related-3')).not.toBeNull());
    const section = screen.getByRole('region', { name: 'Read next' });
    const titles = [...section.querySelectorAll('h3 a')].map((a) => a.textContent);
    // Newest first among those sharing the tag; never the article itself.
    expect(titles).toEqual(['related-3', 'related-2', 'related-1']);
  });
});
