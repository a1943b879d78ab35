import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import type { ImageAsset } from '../content/types';
import { CardGrid } from './card-grid';
import { CardImage } from './card-image';
import { HeroImage } from './hero-image';
import { PLACEHOLDER_IMAGE } from './placeholder';

const asset: ImageAsset = {
  id: 'a1',
  url: 'https://images.ctfassets.net/space1/a1/t1/ship.jpg',
  title: 'Ship',
  description: 'A ship at dawn',
  contentType: 'image/jpeg',
  width: 1600,
  height: 1200,
};

describe('responsive content images', () => {
  it('cards are lazy, 4:3-cropped webp candidates with sizes and a reserved box', () => {
    renderWithProviders(<CardImage image={asset} fallbackAlt="x" withPlaceholder />);
    const img = screen.getByRole('img', { name: 'A ship at dawn' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img.getAttribute('sizes')).toMatch(/356px/);
    // A card's own four widths, cropped to 4:3: a list page writes this set a hundred times.
    const candidates = (img.getAttribute('srcset') ?? '').split(', ').map((c) => c.split('?')[1]);
    expect(candidates).toEqual([
      'w=360&h=270&fit=fill&fm=webp&q=70 360w',
      'w=720&h=540&fit=fill&fm=webp&q=70 720w',
      'w=1080&h=810&fit=fill&fm=webp&q=70 1080w',
      'w=1440&h=1080&fit=fill&fm=webp&q=70 1440w',
    ]);
    expect(img.getAttribute('src')).toContain('?w=720&h=540&');
  });

  it('the featured image is eager with high priority and the asset size', () => {
    renderWithProviders(<HeroImage image={asset} fallbackAlt="x" />);
    const img = screen.getByRole('img', { name: 'A ship at dawn' });
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img.getAttribute('srcset')).toContain('?w=960&fm=webp&q=70 960w');
    expect(img.getAttribute('sizes')).toMatch(/860px/);
  });

  it('shows the placeholder without srcset when there is no image or it fails', () => {
    const { unmount } = renderWithProviders(
      <CardImage image={null} fallbackAlt="x" withPlaceholder />,
    );
    const empty = document.querySelector('img')!;
    expect(empty.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(empty).not.toHaveAttribute('srcset');
    unmount();

    renderWithProviders(<HeroImage image={asset} fallbackAlt="x" />);
    const img = screen.getByRole('img', { name: 'A ship at dawn' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img).not.toHaveAttribute('srcset');
  });

  it('a grid that leads the page loads only its first image eagerly, with high priority', () => {
    const card = (id: string) => ({
      id,
      contentType: 'fiction',
      slug: id,
      title: `Story ${id}`,
      excerpt: '',
      publishDate: null,
      image: { ...asset, id, description: `Image ${id}` },
      tags: [],
    });
    renderWithProviders(<CardGrid items={[card('a'), card('b'), card('c')]} priorityFirst />);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    for (const img of rest) expect(img).toHaveAttribute('loading', 'lazy');
  });
});
