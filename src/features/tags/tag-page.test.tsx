/**
 * The tag page from its page query as the store holds it (the build and the browser make it with
 * one function from the kinds' entries): matching, order, title, pager, empty state.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { KIND_ORDER, KINDS, type KindKey } from '../../content/kinds';
import { DEFAULT_LIST_LIMIT } from '../../content/worker-queries';
import type { ArticleSummary } from '../../content/types';
import { seedQueries } from '../../store/restore';
import { taggedPage } from '../../content/paging';
import { taggedKey } from '../../store/keys';
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

/** Seeds the first pages of a tag made from the entries of these lists. */
function seedLists(lists: Partial<Record<KindKey, ArticleSummary[]>>, tag: string, pages = 1) {
  const entries = KIND_ORDER.flatMap((kind) => lists[kind] ?? []);
  seedQueries(
    Array.from({ length: pages }, (_, i) => ({
      key: taggedKey(tag, i + 1),
      data: taggedPage(entries, tag, i + 1),
      fetchedAt: Date.now(),
    })),
  );
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

// The first render pays for loading Mantine and the page; on a busy machine that passes 5 s.
describe('tag page', { timeout: 15_000 }, () => {
  it('lists the entries of every kind carrying the tag in any spelling, newest first', async () => {
    seedLists(
      {
        reviews: [
          summary('reviews', 'Old review', '2025-01-01', ['dystopia']),
          summary('reviews', 'Untagged', '2026-06-01', ['utopia']),
        ],
        news: [summary('news', 'New news', '2026-02-01', ['Dystopia', 'film'])],
        fiction: [summary('fiction', 'Middle story', '2025-06-01', ['DYSTOPIA '])],
      },
      'dystopia',
    );
    renderWithProviders(<TagPage tag="dystopia" />);
    expect(await screen.findByRole('heading', { level: 1, name: '#Dystopia' })).toBeVisible();
    expect(titles()).toEqual(['New news', 'Middle story', 'Old review']);
    expect(screen.getAllByRole('link', { name: 'Dystopia' })[0]).toHaveAttribute(
      'href',
      '/tags/dystopia',
    );
  });

  it('shows the empty state with a link home for a tag nothing carries', async () => {
    seedLists({ news: [summary('news', 'New news', '2026-02-01', ['film'])] }, 'no such tag');
    renderWithProviders(<TagPage tag="no such tag" />);
    expect(await screen.findByText('Nothing is tagged #no such tag yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows page 2 of a tag with more than a page of entries, and the pager', async () => {
    const reviews = Array.from({ length: DEFAULT_LIST_LIMIT + 5 }, (_, n) =>
      summary('reviews', `Review ${n}`, new Date(Date.UTC(2026, 0, 1) - n * 864e5).toISOString(), [
        'Le Guin',
      ]),
    );
    seedLists({ reviews }, 'le guin', 2);
    renderWithProviders(<TagPage tag="le guin" page={2} />, { path: '/tags/le%20guin/page/2' });
    expect(await screen.findByRole('heading', { level: 1, name: '#Le Guin' })).toBeVisible();
    expect(titles()).toEqual([
      'Review 100',
      'Review 101',
      'Review 102',
      'Review 103',
      'Review 104',
    ]);
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.querySelector('a[rel="prev"]')).toHaveAttribute('href', '/tags/le%20guin');
    expect(pager.querySelector('a[rel="next"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state for a page number no URL carries', async () => {
    renderWithProviders(<TagPage tag="Le Guin" page={null} />);
    expect(await screen.findByText('Nothing is tagged #le guin yet.')).toBeVisible();
  });
});
