import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderWithProviders } from '../../tests/render';
import { PageMeta } from './page-meta';

const head = (selector: string) => document.head.querySelector(selector);
const alternates = (type: string) =>
  [...document.head.querySelectorAll(`link[rel="alternate"][type="${type}"]`)].map((l) =>
    l.getAttribute('href'),
  );

afterEach(cleanup);

describe('PageMeta', () => {
  it('gives an article its share tags, its image absolute, and its section feeds', () => {
    renderWithProviders(
      <PageMeta title="Arrival" description="First contact" image="/files/a.jpg" type="article" />,
      { path: '/reviews/arrival' },
    );
    expect(document.title).toBe('Arrival | Galactic Quandaries');
    const image = head('meta[property="og:image"]')?.getAttribute('content');
    expect(image).toMatch(/^https?:\/\/[^/]+\/files\/a\.jpg$/);
    expect(head('meta[name="twitter:image"]')?.getAttribute('content')).toBe(image);
    expect(head('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    expect(head('meta[name="twitter:description"]')?.getAttribute('content')).toBe('First contact');
    expect(head('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(alternates('application/rss+xml')).toEqual(['/feed.xml', '/reviews/feed.xml']);
    expect(alternates('application/atom+xml')).toEqual(['/atom.xml', '/reviews/atom.xml']);
  });

  it('falls back to the site image and the site-wide feeds elsewhere', () => {
    renderWithProviders(<PageMeta title="About" />, { path: '/about' });
    expect(head('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /\/icons\/icon-512\.png$/,
    );
    expect(head('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
    expect(alternates('application/rss+xml')).toEqual(['/feed.xml']);
  });
});
