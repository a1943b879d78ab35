/**
 * The kinds of entry described once: the five article kinds and the general posts. The detail page,
 * its route, the feeds, the list page, the cards, the nav and the home sections all read this table;
 * the per-kind visitor texts (docs/product.md#page-states-and-their-texts) live here and nowhere else.
 * Posts have a detail page and a feed but no list page, nav entry or home section of their own.
 */
import { slugPath } from '../shared/page-paths.ts';

/** The five article kinds: each has a list page, a nav entry and a home section. */
export type KindKey = 'discussions' | 'news' | 'recommendations' | 'reviews' | 'fiction';
/** Every kind with a detail page: the article kinds and the posts. */
export type EntryKindKey = KindKey | 'posts';

/** What every kind with a detail page has: its content type, its URL and its detail page's texts. */
export interface EntryKindSpec {
  key: EntryKindKey;
  /** Contentful content type id. */
  contentType: string;
  /** Route base, e.g. /discussions; detail pages live at `${path}/{slug}`. */
  path: string;
  /** Error message of a slug query with no item; it carries the error id NotFound. */
  notFoundError: string;
  /** What the detail page shows for an unknown slug, with the button back when it has one. */
  notFoundView: { title: string; text?: string; back?: { label: string; href: string } };
  /** The title and h1 of a detail page with no entry to show (offline, a failing content service). */
  detailTitle: string;
  /** The hero image opens the page, above the title, instead of following the byline. */
  heroFirst?: boolean;
  /** The detail page shows a link back to the list above the entry. */
  backLink?: string;
}

export interface KindSpec extends EntryKindSpec {
  key: KindKey;
  navLabel: string;
  /** h1 of the list page. */
  listTitle: string;
  /** Home section title and its empty text. */
  homeTitle: string;
  homeEmpty: string;
  /**
   * Badge label and Mantine colour on mixed cards and search results: a palette's pastel shade 3
   * (discussions blue, news green, recommendations grape, reviews orange, fiction pink), always named
   * with its shade, which lets the sheets drop the variant colours of a palette named no other way.
   */
  badgeLabel: string;
  badgeColor: string;
  /** List page error: 'message-or' shows the error's message, falling back to `text`; 'fixed' always shows `text`. */
  listError: { mode: 'message-or' | 'fixed'; text: string };
  listEmpty: string;
}

/** The general posts: a detail page at `/posts/{slug}` and a feed, their texts and the home's "Catch Up". */
export interface PostKindSpec extends EntryKindSpec {
  key: 'posts';
  contentType: 'post';
  /** The home page's latest-feed section: its title and its empty text. */
  homeTitle: string;
  homeEmpty: string;
}

/** An article kind: its detail page is titled by its list when it has no entry to show. */
const articleKind = (spec: Omit<KindSpec, 'detailTitle'>): KindSpec => ({
  ...spec,
  detailTitle: spec.listTitle,
});

export const KINDS: { readonly [K in KindKey]: KindSpec } & { readonly posts: PostKindSpec } = {
  discussions: articleKind({
    key: 'discussions',
    contentType: 'discussions',
    path: '/discussions',
    navLabel: 'DISCUSSIONS',
    listTitle: 'Discussions',
    homeTitle: 'Latest Discussions',
    homeEmpty: 'No discussions yet.',
    badgeLabel: 'Discussion',
    badgeColor: 'blue.3',
    listError: { mode: 'message-or', text: 'Failed to load discussions' },
    listEmpty: 'No discussions available yet.',
    notFoundError: 'Discussion not found',
    notFoundView: { title: 'Discussion not found' },
  }),
  news: articleKind({
    key: 'news',
    contentType: 'news',
    path: '/news',
    navLabel: 'NEWS',
    listTitle: 'News',
    homeTitle: 'Latest News',
    homeEmpty: 'No news yet.',
    badgeLabel: 'News',
    badgeColor: 'green.3',
    listError: { mode: 'message-or', text: 'Failed to load news posts' },
    listEmpty: 'No news posts yet.',
    notFoundError: 'News post not found',
    notFoundView: {
      title: 'News post not found',
      text: "The news post you're looking for doesn't exist or has been removed.",
    },
  }),
  recommendations: articleKind({
    key: 'recommendations',
    contentType: 'recommendations',
    path: '/recommendations',
    navLabel: 'RECOMMENDATIONS',
    listTitle: 'Recommendations',
    homeTitle: 'Latest Recommendations',
    homeEmpty: 'No recommendations yet.',
    badgeLabel: 'Recommendation',
    badgeColor: 'grape.3',
    listError: { mode: 'message-or', text: 'Failed to load recommendations' },
    listEmpty: 'No recommendations yet.',
    notFoundError: 'Recommendation not found',
    notFoundView: { title: 'Recommendation not found' },
  }),
  reviews: articleKind({
    key: 'reviews',
    contentType: 'reviews',
    path: '/reviews',
    navLabel: 'REVIEWS',
    listTitle: 'Reviews',
    homeTitle: 'Latest Reviews',
    homeEmpty: 'No reviews yet.',
    badgeLabel: 'Review',
    badgeColor: 'orange.3',
    listError: {
      mode: 'fixed',
      text: 'Unable to load reviews. Please check your Contentful configuration.',
    },
    listEmpty: 'No reviews available yet.',
    notFoundError: 'Review not found',
    notFoundView: {
      title: 'Review Not Found',
      text: "The review you're looking for doesn't exist or has been removed.",
      back: { label: 'Back to Reviews', href: '/reviews' },
    },
    backLink: 'Back to Reviews',
  }),
  fiction: articleKind({
    key: 'fiction',
    contentType: 'fiction',
    path: '/fiction',
    navLabel: 'FICTION',
    listTitle: 'Original Fiction',
    homeTitle: 'Latest Fiction',
    homeEmpty: 'No fiction yet.',
    badgeLabel: 'Fiction',
    badgeColor: 'pink.3',
    listError: { mode: 'fixed', text: 'Failed to load fiction posts' },
    listEmpty: 'No fiction posts yet.',
    notFoundError: 'Fiction not found',
    notFoundView: { title: 'Fiction not found' },
  }),
  posts: {
    key: 'posts',
    contentType: 'post',
    path: '/posts',
    notFoundError: 'Post not found',
    notFoundView: {
      title: 'Post Not Found',
      text: "The post you're looking for doesn't exist.",
      back: { label: 'Back to Home', href: '/' },
    },
    detailTitle: 'Post',
    heroFirst: true,
    homeTitle: 'Catch Up',
    homeEmpty: 'No content yet.',
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

/** Every kind with a detail page: the article kinds in their order, then the posts. */
export const ENTRY_KIND_ORDER: readonly EntryKindKey[] = [...KIND_ORDER, 'posts'];

/** The article kind of a content type; undefined for posts and for types without a kind. */
export function kindByContentType(contentType: string): KindSpec | undefined {
  return KIND_ORDER.map((k) => KINDS[k]).find((k) => k.contentType === contentType);
}

/** The kind (article kind or posts) of a content type; undefined for types without a detail page. */
export function entryKindByContentType(contentType: string): EntryKindSpec | undefined {
  return ENTRY_KIND_ORDER.map((k) => KINDS[k]).find((k) => k.contentType === contentType);
}

/**
 * The page of an entry by its content type: the one link builder for entries, used by the route
 * table's entry routes and by everything below the app that links to an entry (cards, rich text,
 * the offline library's records). Null for types without a page and for slugs no URL can carry
 * (empty, half an emoji).
 */
export function entryHref(contentType: string, slug: string): string | null {
  const base = entryKindByContentType(contentType)?.path;
  return base ? slugPath(base, slug) : null;
}

/** Mixed cards and rich-text links: entries without a page link to '#'. */
export function hrefFor(contentType: string, slug: string): string {
  return entryHref(contentType, slug) ?? '#';
}
