/**
 * The five article kinds described once. The list page, the detail page, the cards, the nav and the
 * home sections all read this table; the per-kind visitor texts
 * (docs/product.md#page-states-and-their-texts) live here and nowhere else.
 */
import { slugPath } from '../shared/page-paths.ts';

export type KindKey = 'discussions' | 'news' | 'recommendations' | 'reviews' | 'fiction';

export interface KindSpec {
  key: KindKey;
  /** Contentful content type id. */
  contentType: string;
  /** Route base, e.g. /discussions; detail pages live at `${path}/{slug}`. */
  path: string;
  navLabel: string;
  /** h1 of the list page. */
  listTitle: string;
  /** Home section title and its empty text. */
  homeTitle: string;
  homeEmpty: string;
  /**
   * Badge label and Mantine colour on mixed cards (discussions blue, news green, recommendations
   * grape, reviews orange, fiction pink).
   */
  badgeLabel: string;
  badgeColor: string;
  /** List page error: 'message-or' shows the error's message, falling back to `text`; 'fixed' always shows `text`. */
  listError: { mode: 'message-or' | 'fixed'; text: string };
  listEmpty: string;
  /** Error message of a slug query with no item; it carries the error id NotFound. */
  notFoundError: string;
  /** What the detail page shows for an unknown slug. */
  notFoundView: { title: string; text?: string; backButton?: string };
  /** Reviews show a back link above the article. */
  backLink?: string;
}

export const KINDS: Record<KindKey, KindSpec> = {
  discussions: {
    key: 'discussions',
    contentType: 'discussions',
    path: '/discussions',
    navLabel: 'DISCUSSIONS',
    listTitle: 'Discussions',
    homeTitle: 'Latest Discussions',
    homeEmpty: 'No discussions yet.',
    badgeLabel: 'Discussion',
    badgeColor: 'blue',
    listError: { mode: 'message-or', text: 'Failed to load discussions' },
    listEmpty: 'No discussions available yet.',
    notFoundError: 'Discussion not found',
    notFoundView: { title: 'Discussion not found' },
  },
  news: {
    key: 'news',
    contentType: 'news',
    path: '/news',
    navLabel: 'NEWS',
    listTitle: 'News',
    homeTitle: 'Latest News',
    homeEmpty: 'No news yet.',
    badgeLabel: 'News',
    badgeColor: 'green',
    listError: { mode: 'message-or', text: 'Failed to load news posts' },
    listEmpty: 'No news posts yet.',
    notFoundError: 'News post not found',
    notFoundView: {
      title: 'News post not found',
      text: "The news post you're looking for doesn't exist or has been removed.",
    },
  },
  recommendations: {
    key: 'recommendations',
    contentType: 'recommendations',
    path: '/recommendations',
    navLabel: 'RECOMMENDATIONS',
    listTitle: 'Recommendations',
    homeTitle: 'Latest Recommendations',
    homeEmpty: 'No recommendations yet.',
    badgeLabel: 'Recommendation',
    badgeColor: 'grape',
    listError: { mode: 'message-or', text: 'Failed to load recommendations' },
    listEmpty: 'No recommendations yet.',
    notFoundError: 'Recommendation not found',
    notFoundView: { title: 'Recommendation not found' },
  },
  reviews: {
    key: 'reviews',
    contentType: 'reviews',
    path: '/reviews',
    navLabel: 'REVIEWS',
    listTitle: 'Reviews',
    homeTitle: 'Latest Reviews',
    homeEmpty: 'No reviews yet.',
    badgeLabel: 'Review',
    badgeColor: 'orange',
    listError: {
      mode: 'fixed',
      text: 'Unable to load reviews. Please check your Contentful configuration.',
    },
    listEmpty: 'No reviews available yet.',
    notFoundError: 'Review not found',
    notFoundView: {
      title: 'Review Not Found',
      text: "The review you're looking for doesn't exist or has been removed.",
      backButton: 'Back to Reviews',
    },
    backLink: 'Back to Reviews',
  },
  fiction: {
    key: 'fiction',
    contentType: 'fiction',
    path: '/fiction',
    navLabel: 'FICTION',
    listTitle: 'Original Fiction',
    homeTitle: 'Latest Fiction',
    homeEmpty: 'No fiction yet.',
    badgeLabel: 'Fiction',
    badgeColor: 'pink',
    listError: { mode: 'fixed', text: 'Failed to load fiction posts' },
    listEmpty: 'No fiction posts yet.',
    notFoundError: 'Fiction not found',
    notFoundView: { title: 'Fiction not found' },
  },
};

/** Order of the home sections and of the latest-feed queries. */
export const KIND_ORDER: readonly KindKey[] = [
  'discussions',
  'news',
  'recommendations',
  'reviews',
  'fiction',
];

export const POST_TEXTS = {
  contentType: 'post',
  path: '/posts',
  notFoundError: 'Post not found',
  notFoundView: { title: 'Post Not Found', text: "The post you're looking for doesn't exist." },
  homeTitle: 'Catch Up',
  homeEmpty: 'No content yet.',
} as const;

export function kindByContentType(contentType: string): KindSpec | undefined {
  return KIND_ORDER.map((k) => KINDS[k]).find((k) => k.contentType === contentType);
}

/**
 * The page of an entry by its content type: the one link builder for entries, used by the route
 * table's entry routes and by everything below the app that links to an entry (cards, rich text,
 * the offline library's records). Null for types without a page and for slugs no URL can carry
 * (empty, half an emoji).
 */
export function entryHref(contentType: string, slug: string): string | null {
  const base =
    contentType === POST_TEXTS.contentType ? POST_TEXTS.path : kindByContentType(contentType)?.path;
  return base ? slugPath(base, slug) : null;
}

/** Mixed cards and rich-text links: entries without a page link to '#'. */
export function hrefFor(contentType: string, slug: string): string {
  return entryHref(contentType, slug) ?? '#';
}
