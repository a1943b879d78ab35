/**
 * The app router decodes a slug exactly once: the raw path segment as the browser sends it is
 * percent-decoded one time, so `%252e%252e` is the slug `%2e%2e` and `a%2Fb` the slug `a/b`.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app';
import { normaliseArticle } from '../content/normalise';
import { seedQueries } from '../store/restore';
import { entryKey } from '../store/keys';
import { queryStore } from '../store/query-store';

/** Store entries for news articles titled after their slugs, as prerendered pages would seed them. */
function seedNews(titles: Record<string, string>) {
  seedQueries(
    Object.entries(titles).map(([slug, title]) => ({
      key: entryKey('news', slug),
      data: normaliseArticle(
        {
          sys: { id: title, contentType: { sys: { id: 'news' } } },
          fields: { urlSlug: slug, title },
        },
        'news',
      ),
      fetchedAt: Date.now(),
    })),
  );
}

const TITLES = {
  '..': 'Two dots',
  '%2e%2e': 'Percent two e',
  'a/b': 'Slash slug',
  'a%2Fb': 'Literal escape slug',
};

describe('routing a slug', () => {
  afterEach(() => {
    queryStore.setState({ entries: {}, fetching: {} });
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['/news/%252e%252e', 'Percent two e'],
    ['/news/..;', 'Two dots'],
    ['/news/a%2Fb', 'Slash slug'],
    ['/news/a%252Fb', 'Literal escape slug'],
  ])('%s shows the entry whose slug it names', async (path, title) => {
    seedNews(TITLES);
    window.history.replaceState(null, '', path);
    render(<App />);
    // The first render loads the page chunk; on a busy machine that can take more than a second.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a malformed escape', async () => {
    window.history.replaceState(null, '', '/news/%E0%A4%A');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
  });
});
