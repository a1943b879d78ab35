/** The tag page from the kinds' lists as the store holds them: matching, order, title, empty state. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { KIND_ORDER, KINDS, type KindKey } from '../../content/kinds';
import { DEFAULT_LIST_LIMIT } from '../../content/queries';
import type { ArticleSummary } from '../../content/types';
import { seedQueries } from '../../store/hydrate';
import { listKey } from '../../store/keys';
import { TagPage } from './tag-page';

const summary = (kind: KindKey, title: string, date: string, tags: string[]): ArticleSummary => ({
  id: title,
  contentType: KINDS[kind].contentType,
  slug: title.toLowerCase().replace(/ /g, '-'),
  title,
  excerpt: '',
  publishDate: date,
  image: null,
  tags,
});

/** Seeds all five lists, so each test replaces what the one before left. */
function seedLists(lists: Partial<Record<KindKey, ArticleSummary[]>>) {
  seedQueries(
    KIND_ORDER.map((kind) => ({
      key: listKey(kind, DEFAULT_LIST_LIMIT),
      data: lists[kind] ?? [],
      fetchedAt: Date.now(),
    })),
  );
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

// The first render pays for loading Mantine and the page; on a busy machine that passes 5 s.
describe('tag page', { timeout: 15_000 }, () => {
  it('lists the entries of every kind carrying the tag in any spelling, newest first', async () => {
    seedLists({
      reviews: [
        summary('reviews', 'Old review', '2025-01-01', ['dystopia']),
        summary('reviews', 'Untagged', '2026-06-01', ['utopia']),
      ],
      news: [summary('news', 'New news', '2026-02-01', ['Dystopia', 'film'])],
      fiction: [summary('fiction', 'Middle story', '2025-06-01', ['DYSTOPIA '])],
    });
    renderWithProviders(<TagPage tag="dystopia" />);
    expect(await screen.findByRole('heading', { level: 1, name: '#Dystopia' })).toBeVisible();
    expect(titles()).toEqual(['New news', 'Middle story', 'Old review']);
    expect(screen.getAllByRole('link', { name: 'Dystopia' })[0]).toHaveAttribute(
      'href',
      '/tags/dystopia',
    );
  });

  it('shows the empty state with a link home for a tag nothing carries', async () => {
    seedLists({ news: [summary('news', 'New news', '2026-02-01', ['film'])] });
    renderWithProviders(<TagPage tag="no such tag" />);
    expect(await screen.findByText('Nothing is tagged #no such tag yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
