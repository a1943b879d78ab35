import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../tests/render';
import type { ArticleSummary } from '../content/types';
import { ArticleCard } from './article-card';
import { PLACEHOLDER_IMAGE } from './placeholder';

const base: ArticleSummary = {
  id: '1',
  contentType: 'discussions',
  slug: 'carrier bag',
  title: 'The Carrier Bag and the Starship',
  excerpt: 'Le Guin on what stories carry.',
  publishDate: '2026-03-05T00:00:00.000Z',
  image: null,
  tags: [],
};

const images = (container: HTMLElement) => container.querySelectorAll('img');

describe('ArticleCard: one card shape for every kind', () => {
  it('links title and Read More to the detail page and shows the long US date', () => {
    renderWithProviders(<ArticleCard article={base} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/discussions/carrier%20bag',
      '/discussions/carrier%20bag',
    ]);
    expect(screen.getByText('Read More →')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
  });

  it('shows the placeholder on the shared and fiction cards but not on review or mixed cards', () => {
    const shared = renderWithProviders(<ArticleCard article={base} />);
    expect(images(shared.container)[0]).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    shared.unmount();
    const fiction = renderWithProviders(
      <ArticleCard article={{ ...base, contentType: 'fiction' }} />,
    );
    expect(images(fiction.container)[0]).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    fiction.unmount();
    const review = renderWithProviders(
      <ArticleCard article={{ ...base, contentType: 'reviews' }} />,
    );
    expect(images(review.container)).toHaveLength(0);
    review.unmount();
    const mixed = renderWithProviders(<ArticleCard article={base} mixed />);
    expect(images(mixed.container)).toHaveLength(0);
  });

  it('mixed cards carry the type badge and the short date; images load lazily with alt text', () => {
    const image = {
      id: 'a',
      url: 'https://images.example/x.png',
      title: 'Nebula',
      description: 'A violet nebula',
      contentType: 'image/png',
    };
    const { container } = renderWithProviders(
      <ArticleCard article={{ ...base, contentType: 'reviews', image }} mixed />,
    );
    expect(screen.getByText('Review')).toBeInTheDocument();
    expect(screen.getByText('Mar 05, 2026')).toBeInTheDocument();
    const img = images(container)[0]!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', 'A violet nebula');
  });

  it('renders tags as a labelled list only when there are tags; unknown types link to #', () => {
    const { unmount } = renderWithProviders(<ArticleCard article={base} />);
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ArticleCard article={{ ...base, contentType: 'unknownType', tags: ['utopia', 'essay'] }} />,
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['utopia', 'essay']);
    expect(screen.getByText('Read More →').closest('a')).toHaveAttribute('href', '#');
  });
});

describe('ArticleCard offline and reading time', () => {
  it('shows the reading time beside the date', () => {
    renderWithProviders(<ArticleCard article={{ ...base, words: 1300 }} />);
    expect(screen.getByText(/6 min read/)).toBeInTheDocument();
  });

  it('marks an unavailable card and explains on tap instead of opening it', async () => {
    const { container } = renderWithProviders(<ArticleCard article={base} unavailable />, {
      path: '/discussions',
    });
    expect(screen.getByText('Not available offline')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    // false: the click's default (following the link) was prevented.
    expect(fireEvent.click(screen.getByRole('link', { name: base.title }))).toBe(false);
    expect(await screen.findByRole('status')).toHaveTextContent("isn't on this device yet");
    expect(
      within(container).getByRole('link', { name: 'See what you can read offline' }),
    ).toHaveAttribute('href', '/saved');
  });
});
