/** The pager under a list and the head links to the neighbouring pages. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'wouter';
import { renderWithProviders } from '../../../tests/render';
import { PageLinks, Pager } from './pager';

const headLink = (rel: string) =>
  document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;

const pager = () => screen.getByRole('navigation', { name: 'Pages' });
const labels = () => [...pager().querySelectorAll('li')].map((li) => li.textContent);

describe('pager', { timeout: 15_000 }, () => {
  it('shows Newer, the numbers around the page with the first and last, and Older', async () => {
    renderWithProviders(<Pager base="/reviews" page={5} count={10} />, {
      path: '/reviews/page/5',
    });
    expect(await screen.findByRole('navigation', { name: 'Pages' })).toBeVisible();
    expect(labels()).toEqual(['Newer', '1', '…', '4', '5', '6', '…', '10', 'Older']);
    const newer = screen.getByRole('link', { name: 'Newer' });
    const older = screen.getByRole('link', { name: 'Older' });
    expect(newer).toHaveAttribute('href', '/reviews/page/4');
    expect(newer).toHaveAttribute('rel', 'prev');
    expect(older).toHaveAttribute('href', '/reviews/page/6');
    expect(older).toHaveAttribute('rel', 'next');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/reviews');
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute(
      'href',
      '/reviews/page/10',
    );
    const current = screen.getByRole('link', { name: 'Page 5' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(pager().querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('is reached with the keyboard: every entry is a link', async () => {
    renderWithProviders(<Pager base="/news" page={1} count={3} />, { path: '/news' });
    const links = within(await screen.findByRole('navigation')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['1', '2', '3', 'Older']);
    for (const link of links) {
      link.focus();
      expect(link).toHaveFocus();
    }
  });

  it('follows a link within the app', async () => {
    function Where() {
      const [path] = useLocation();
      return <output>{path}</output>;
    }
    renderWithProviders(
      <>
        <Pager base="/news" page={2} count={3} />
        <Where />
      </>,
      { path: '/news/page/2' },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Older' }));
    expect(screen.getByRole('status')).toHaveTextContent('/news/page/3');
    fireEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^\/news$/);
  });

  it('is absent for a list of one page', () => {
    renderWithProviders(<Pager base="/news" page={1} count={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('without a count shows Newer and, when the page is full, Older', async () => {
    renderWithProviders(<Pager base="/news" page={2} count={null} hasOlder />);
    expect(await screen.findByRole('navigation')).toBeVisible();
    expect(labels()).toEqual(['Newer', 'Older']);
  });
});

describe('head links', () => {
  it('name the neighbouring pages as prev and next', () => {
    const { unmount } = renderWithProviders(<PageLinks base="/reviews" page={2} count={3} />);
    expect(headLink('prev')).toMatch(/\/reviews$/);
    expect(headLink('next')).toMatch(/\/reviews\/page\/3$/);
    unmount();
    renderWithProviders(<PageLinks base="/reviews" page={3} count={3} />);
    expect(headLink('prev')).toMatch(/\/reviews\/page\/2$/);
    expect(headLink('next')).toBeNull();
  });

  it('name no page before the first', () => {
    renderWithProviders(<PageLinks base="/reviews" page={1} count={2} />);
    expect(headLink('prev')).toBeNull();
    expect(headLink('next')).toMatch(/\/reviews\/page\/2$/);
  });
});
