/**
 * The queries only the prerender build asks: every entry's id and slug page by page, and whole
 * articles or posts a page at a time, so a big archive is read in pages instead of one request per
 * entry.
 */
import { KINDS, type KindKey } from './kinds.ts';
import { normaliseArticle, normalisePost } from './normalise.ts';
import { fieldsOf, slugOf, str, sysOf } from './fields.ts';
import type { Article, Post, PostRef } from './types.ts';
import type { EntryReader } from './query-io.ts';

export function archiveQueries(read: EntryReader) {
  /**
   * Every post's id and slug (empty when it has none), newest first: the prerender build enumerates
   * post pages with it and names the ones it cannot build.
   */
  async function fetchPostSlugs(limit = 1000): Promise<PostRef[]> {
    const list = await read.items({
      content_type: KINDS.posts.contentType,
      order: '-fields.publishDate',
      limit,
      include: 0,
    });
    return list.map((item) => {
      const { id, slug } = normalisePost(item);
      return { id, slug };
    });
  }

  /**
   * One page of a content type's ids and slugs (empty when it has none), newest first: the prerender
   * build reads every entry of a big archive page by page with it. `sys.id` breaks ties between equal
   * dates, so consecutive pages neither repeat nor miss an entry.
   */
  async function fetchRefs(contentType: string, limit: number, skip = 0): Promise<PostRef[]> {
    const list = await read.items({
      content_type: contentType,
      order: '-fields.publishDate,sys.id',
      select: 'sys.id,fields.urlSlug,fields.slug',
      limit,
      ...(skip > 0 && { skip }),
      include: 0,
    });
    return list.map((item) => ({ id: str(sysOf(item).id), slug: slugOf(fieldsOf(item)) }));
  }

  /**
   * One page of whole articles of a kind (or posts), in the order of fetchRefs, with the detail
   * page's `include`: the prerender build reads a big archive in pages instead of one request per
   * entry, and each item normalises to what fetchEntry / fetchPost answer for its slug.
   */
  async function fetchArticlesPage(kind: KindKey, limit: number, skip = 0): Promise<Article[]> {
    const list = await read.items({
      content_type: KINDS[kind].contentType,
      order: '-fields.publishDate,sys.id',
      limit,
      ...(skip > 0 && { skip }),
      include: 2,
    });
    return list.map((raw) => normaliseArticle(raw, kind));
  }

  async function fetchPostsPage(limit: number, skip = 0): Promise<Post[]> {
    const list = await read.items({
      content_type: KINDS.posts.contentType,
      order: '-fields.publishDate,sys.id',
      limit,
      ...(skip > 0 && { skip }),
      include: 2,
    });
    return list.map(normalisePost);
  }

  return { fetchPostSlugs, fetchRefs, fetchArticlesPage, fetchPostsPage };
}
