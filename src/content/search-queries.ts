/**
 * The queries search asks of the Delivery API: each kind's newest titles (what a prefix or a typo is
 * matched against), and the API's own full-text search over every kind and the posts. Search text is
 * only ever sent as a query value, cut to a sane length.
 */
import { KINDS, KIND_ORDER, type KindKey } from './kinds.ts';
import { normaliseArticle, normalisePost, normaliseSummary } from './normalise.ts';
import { DEFAULT_LIST_LIMIT } from './query-rules.ts';
import type { EntryReader } from './query-io.ts';
import type { Article, ArticleSummary, Post } from './types.ts';

/** Matches asked of each content type per search: more than a results page shows of one kind. */
const SEARCH_PER_TYPE = 20;
/** Longer search text is cut: no visitor types more, and it keeps the request URL short. */
export const MAX_SEARCH_CHARS = 200;
/**
 * What a summary reads (fields.ts: slug, title, excerpt under either name; date; tags) and nothing
 * else. `sys` whole, as links and ids are read from it.
 */
const TITLE_FIELDS = [
  'sys',
  ...['urlSlug', 'slug', 'title', 'headline', 'excerpt', 'description', 'publishDate', 'tags'].map(
    (field) => `fields.${field}`,
  ),
].join(',');

export interface SearchAnswer {
  articles: Article[];
  posts: Post[];
}

export function searchQueries(read: EntryReader) {
  /**
   * A kind's newest entries as search needs them: the fields a result shows and matches (title,
   * excerpt, tags, date, slug), without bodies, images or linked entries, so the answer is a fraction
   * of the list's. Summaries come back without an image or word count; the kind's content type is
   * the one asked for.
   */
  async function fetchTitles(
    kind: KindKey,
    limit: number = DEFAULT_LIST_LIMIT,
  ): Promise<ArticleSummary[]> {
    const { contentType } = KINDS[kind];
    const list = await read.items({
      content_type: contentType,
      order: '-fields.publishDate',
      select: TITLE_FIELDS,
      limit,
      include: 0,
    });
    return list.map((raw) => ({ ...normaliseSummary(raw), contentType }));
  }

  /**
   * The Delivery API's full-text search (`query=`) over each kind and the posts, newest first, with
   * full bodies so the page can rank and highlight them itself. The text is cut to a sane length
   * and only ever sent as a query value.
   */
  async function searchContent(
    text: string,
    perType: number = SEARCH_PER_TYPE,
  ): Promise<SearchAnswer> {
    const query = text.trim().slice(0, MAX_SEARCH_CHARS);
    if (!query) return { articles: [], posts: [] };
    const ask = (contentType: string) =>
      read.items({
        content_type: contentType,
        query,
        order: '-fields.publishDate',
        limit: perType,
        include: 2,
      });
    const [perKind, posts] = await Promise.all([
      Promise.all(
        KIND_ORDER.map((kind) =>
          ask(KINDS[kind].contentType).then((list) =>
            list.map((raw) => normaliseArticle(raw, kind)),
          ),
        ),
      ),
      ask(KINDS.posts.contentType).then((list) => list.map(normalisePost)),
    ]);
    return { articles: perKind.flat(), posts };
  }

  return { fetchTitles, searchContent };
}
