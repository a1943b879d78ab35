/**
 * schema.org data for search engines: WebSite on the home page, Article (the five kinds) or
 * BlogPosting (posts) on detail pages, with the dates, image and author the content has.
 */
import { SITE } from '../../src/site.ts';
import type { Article, ImageAsset, Post } from '../../src/content/types.ts';

type Json = Record<string, unknown>;

const absolute = (url: string, origin: string): string => new URL(url, `${origin}/`).href;

/** JSON inside <script>: `<` escaped so content can never close the element. */
export function jsonLdScript(data: Json): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

export function webSiteLd(origin: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.title,
    description: SITE.description,
    url: `${origin}/`,
  };
}

function articleBase(
  item: {
    title: string;
    publishDate: string | null;
    updatedAt: string | null;
    image: ImageAsset | null;
  },
  url: string,
  origin: string,
): Json {
  return {
    '@context': 'https://schema.org',
    headline: item.title,
    url,
    mainEntityOfPage: url,
    ...(item.publishDate && { datePublished: item.publishDate }),
    ...((item.updatedAt || item.publishDate) && {
      dateModified: item.updatedAt || item.publishDate,
    }),
    ...(item.image && { image: [absolute(item.image.url, origin)] }),
    publisher: { '@type': 'Organization', name: SITE.title, url: `${origin}/` },
  };
}

function articleLd(article: Article, url: string, origin: string): Json {
  return {
    ...articleBase(article, url, origin),
    '@type': 'Article',
    description: article.seoDescription || article.excerpt,
    ...(article.tags.length > 0 && { keywords: article.tags.join(', ') }),
  };
}

function postLd(post: Post, url: string, origin: string): Json {
  return {
    ...articleBase(post, url, origin),
    '@type': 'BlogPosting',
    description: post.excerpt,
    ...(post.author && { author: { '@type': 'Person', name: post.author } }),
  };
}

/** The detail page's entry: an Article of one of the five kinds, a BlogPosting for a post. */
export function entryLd(entry: Article | Post, url: string, origin: string): Json {
  return 'kind' in entry ? articleLd(entry, url, origin) : postLd(entry, url, origin);
}
