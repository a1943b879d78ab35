/**
 * The queries search asks of the Delivery API: each kind's newest titles (what a prefix or a typo is
 * matched against), and the API's own full-text search over every kind and the posts. Search text is
 * only ever sent as a query value, cut to a sane length.
 */
import { inSlices } from '../lib/in-slices.ts';
import { contentTypeOf } from './fields.ts';
import { ENTRY_KIND_ORDER, KINDS, kindByContentType, type KindKey } from './kinds.ts';
import { normaliseFound, normalisePost, normaliseSummary } from './normalise.ts';
import { DEFAULT_LIST_LIMIT } from './query-rules.ts';
import type { EntryReader } from './query-io.ts';
import type { ArticleSummary, FoundArticle, Post } from './types.ts';

/** Matches asked per search, over every kind and the posts: more than a page of results shows. */
const SEARCH_LIMIT = 100;
/** The content types search asks for: the five kinds' and the posts'. */
const SEARCHED_TYPES = ENTRY_KIND_ORDER.map((kind) => KINDS[kind].contentType);
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

/**
 * The Delivery API query of a full-text search for `text` (cut to a sane length), as searchContent
 * asks it; a page of results opened directly starts the same request from its HTML.
 */
export function searchContentQuery(
  text: string,
  limit: number = SEARCH_LIMIT,
): Record<string, string | number> {
  return {
    'sys.contentType.sys.id[in]': SEARCHED_TYPES.join(','),
    query: text.trim().slice(0, MAX_SEARCH_CHARS),
    order: '-sys.createdAt',
    limit,
    // A result shows and matches the entry's own text: no linked entry or asset is read.
    include: 0,
  };
}

/**
 * A full-text search's matches: the articles as search reads them (their bodies as plain text), the
 * posts whole (few, and their excerpt comes from their normalised body).
 */
export interface SearchAnswer {
  articles: FoundArticle[];
  posts: Post[];
}

/**
 * `pause`, on a page's main thread: the answer is read in short slices, yielding between them (a
 * hundred articles' bodies read in one go made a long task on a phone). Without it, in one go.
 */
export function searchQueries(read: EntryReader, pause?: () => Promise<void>) {
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
   * The Delivery API's full-text search (`query=`) over every kind and the posts in one request
   * (`sys.contentType.sys.id[in]`), with full bodies and nothing linked, so the page can rank and
   * highlight them itself; an article's body is kept as its plain text, all that search reads of it.
   * One request, not one per content type: each is a CORS preflight and a round trip more before a
   * page of results can show. Across content types the API orders by `sys`
   * fields only; the page ranks by relevance anyway. The text is cut to a sane length and only ever
   * sent as a query value.
   */
  async function searchContent(text: string, limit: number = SEARCH_LIMIT): Promise<SearchAnswer> {
    if (!text.trim()) return { articles: [], posts: [] };
    const list = await read.items(searchContentQuery(text, limit));
    const answer: SearchAnswer = { articles: [], posts: [] };
    const take = (raw: unknown) => {
      const type = contentTypeOf(raw);
      if (type === KINDS.posts.contentType) answer.posts.push(normalisePost(raw));
      else {
        const kind = kindByContentType(type);
        if (kind) answer.articles.push(normaliseFound(raw, kind.key));
      }
    };
    if (pause) await inSlices(list, take, pause);
    else list.forEach(take);
    return answer;
  }

  return { fetchTitles, searchContent };
}
