/** Which feeds exist and what goes in them: all articles and posts, each kind, and the posts. */
import { SITE } from '../../src/site.ts';
import type { SiteContent } from './collect.ts';
import type { Article, KindKey, Post, ServerEntry } from './entry-types.ts';
import { FEED_FILES, entryPath } from './entry-paths.ts';
import { itemHtml, newestForFeed, renderAtom, renderRss, type FeedItem } from './feeds.ts';

export function writeFeeds(
  entry: ServerEntry,
  content: SiteContent,
  origin: string,
  write: (file: string, text: string) => void,
): string[] {
  const builtAt = new Date(content.fetchedAt).toISOString();
  const absolute = (url: string) => new URL(url, `${origin}/`).href;
  const body = (doc: unknown) => (doc ? entry.renderRichText(doc) : '');

  const articleItem = (article: Article): FeedItem => ({
    url: `${origin}${entryPath(entry.KINDS[article.kind].path, article.slug)}`,
    title: article.title,
    summary: article.seoDescription || article.excerpt,
    html: itemHtml(
      body(article.body),
      article.image ? absolute(article.image.url) : undefined,
      article.title,
      origin,
    ),
    published: article.publishDate,
    updated: article.updatedAt,
    tags: article.tags,
  });
  const postItem = (post: Post): FeedItem => ({
    url: `${origin}${entryPath(entry.POST_TEXTS.path, post.slug)}`,
    title: post.title,
    summary: post.excerpt,
    html: itemHtml(
      body(post.content),
      post.image ? absolute(post.image.url) : undefined,
      post.title,
      origin,
    ),
    published: post.publishDate,
    updated: post.updatedAt,
    author: post.author || undefined,
    tags: [],
  });

  const written: string[] = [];
  const feed = (base: string, title: string, description: string, items: FeedItem[]) => {
    const prefix = base === '' ? '' : `${base.slice(1)}/`;
    const info = {
      title,
      description,
      pageUrl: `${origin}${base || '/'}`,
      rssUrl: `${origin}${base}/${FEED_FILES.rss}`,
      atomUrl: `${origin}${base}/${FEED_FILES.atom}`,
      builtAt,
    };
    write(`${prefix}${FEED_FILES.rss}`, renderRss(info, items));
    write(`${prefix}${FEED_FILES.atom}`, renderAtom(info, items));
    written.push(`${base}/${FEED_FILES.rss}`, `${base}/${FEED_FILES.atom}`);
  };

  // Choosing the newest before rendering: a body costs a rich-text render, and a big archive has
  // thousands the feeds will never carry.
  const dateOf = (item: Article | Post) => item.publishDate ?? item.updatedAt;
  const newestArticles = (kind: KindKey) => newestForFeed(content.kinds[kind].articles, dateOf);
  const perKind = entry.KIND_ORDER.map((kind) => ({
    kind,
    items: newestArticles(kind).map(articleItem),
  }));
  const posts = newestForFeed(content.posts, dateOf).map(postItem);
  feed('', SITE.title, SITE.description, [...perKind.flatMap((k) => k.items), ...posts]);
  for (const { kind, items } of perKind) {
    const spec = entry.KINDS[kind];
    feed(
      spec.path,
      `${spec.listTitle} | ${SITE.title}`,
      `${spec.listTitle} from ${SITE.title}.`,
      items,
    );
  }
  feed(entry.POST_TEXTS.path, `Posts | ${SITE.title}`, `Posts from ${SITE.title}.`, posts);
  return written;
}
