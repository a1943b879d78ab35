/**
 * A card's worth of content for unit tests: an article summary whose id doubles as slug and title,
 * with no image, excerpt or tags unless the test gives them.
 */
import type { ArticleSummary } from '../src/content/types';

export const summaryOf = (
  id: string,
  publishDate: string | null = null,
  more: Partial<ArticleSummary> = {},
): ArticleSummary => ({
  id,
  contentType: 'x',
  slug: id,
  title: id,
  excerpt: '',
  publishDate,
  image: null,
  tags: [],
  ...more,
});
