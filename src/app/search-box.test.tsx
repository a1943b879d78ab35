import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../tests/render';
import { SearchBox } from './search-box';

const box = () => screen.getByRole('searchbox', { name: 'Search articles and posts' });

describe('SearchBox', () => {
  it('is a labelled GET form to /search, so it works without JavaScript', () => {
    renderWithProviders(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(box().getAttribute('name')).toBe('q');
  });

  it('takes focus on "/" unless the reader is typing in a field', () => {
    renderWithProviders(
      <>
        <SearchBox />
        <textarea aria-label="comment" />
      </>,
    );
    fireEvent.keyDown(document.body, { key: '/' });
    expect(box()).toHaveFocus();
    const other = screen.getByRole('textbox', { name: 'comment' });
    other.focus();
    fireEvent.keyDown(other, { key: '/' });
    expect(other).toHaveFocus();
  });

  it('shows the query of the search page it is on', () => {
    renderWithProviders(<SearchBox />, { path: '/search?q=%3Cb%3Ehandmaid' });
    expect(box()).toHaveValue('<b>handmaid');
  });
});
