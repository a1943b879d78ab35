/**
 * One searchable thing (an article of the five kinds or a post), flattened to text fields. Built from
 * the normalised shapes the pages render, wherever they came from: the query cache, the sync mirror,
 * or a search answer of the Delivery API.
 */
import { KINDS, hrefFor, kindByContentType, type KindKey } from '../../content/kinds';
import { plainText } from '../../content/plain-summary';
import type { Article, ArticleSummary, FoundArticle, Post } from '../../content/types';

export type SearchKind = KindKey | 'post';

export interface SearchDoc {
  /** `{kind}:{slug}`: the same article from two sources is one document. */
  id: string;
  kind: SearchKind;
  title: string;
  /** ISO date or null. */
  date: string | null;
  excerpt: string;
  tags: string;
  author: string;
  /** Plain text of the rich-text body; empty for a list item, which has none. */
  body: string;
  href: string;
}

export const KIND_BADGES: Record<SearchKind, { label: string; color: string }> = {
  discussions: { label: KINDS.discussions.badgeLabel, color: KINDS.discussions.badgeColor },
  news: { label: KINDS.news.badgeLabel, color: KINDS.news.badgeColor },
  recommendations: {
    label: KINDS.recommendations.badgeLabel,
    color: KINDS.recommendations.badgeColor,
  },
  reviews: { label: KINDS.reviews.badgeLabel, color: KINDS.reviews.badgeColor },
  fiction: { label: KINDS.fiction.badgeLabel, color: KINDS.fiction.badgeColor },
  post: { label: 'Post', color: 'gray.3' },
};

const docId = (kind: SearchKind, slug: string) => `${kind}:${slug}`;

/**
 * A list item, a full article or one a search answer found; null when it has no page to link to.
 */
export function articleDoc(item: ArticleSummary | Article | FoundArticle): SearchDoc | null {
  const kind = 'kind' in item ? item.kind : kindByContentType(item.contentType)?.key;
  const href = kind ? hrefFor(KINDS[kind].contentType, item.slug) : '#';
  if (!kind || href === '#') return null;
  return {
    id: docId(kind, item.slug),
    kind,
    title: item.title,
    date: item.publishDate,
    excerpt: item.excerpt,
    tags: item.tags.join('\n'),
    author: '',
    body: 'text' in item ? item.text : 'body' in item ? plainText(item.body) : '',
    href,
  };
}

export function postDoc(post: Post): SearchDoc | null {
  const href = hrefFor(KINDS.posts.contentType, post.slug);
  if (href === '#') return null;
  return {
    id: docId('post', post.slug),
    kind: 'post',
    title: post.title,
    date: post.publishDate,
    excerpt: post.excerpt,
    tags: '',
    author: post.author,
    body: plainText(post.content),
    href,
  };
}

/**
 * Of two copies of one document the one with more text wins (a full article over its list item);
 * equal ones keep the first, so callers list the freshest source first.
 */
export function mergeDocs(...groups: readonly (SearchDoc | null)[][]): SearchDoc[] {
  const byId = new Map<string, SearchDoc>();
  for (const group of groups)
    for (const doc of group) {
      if (!doc) continue;
      const known = byId.get(doc.id);
      if (!known || doc.body.length > known.body.length) byId.set(doc.id, doc);
    }
  return [...byId.values()];
}
