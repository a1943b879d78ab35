/**
 * Numbered pages of a list: the page number a URL segment names, the URL of page n, how many pages a
 * total makes and which page numbers a compact pager shows. Pure code, read by the app, the route
 * table and the build alike.
 */
import type { ArticleSummary } from './types.ts';
import { DEFAULT_LIST_LIMIT } from './query-rules.ts';
import { taggedNewestFirst } from './tags.ts';

/** Entries on one page of a list: the list's default size, so page 1 is the list itself. */
export const PAGE_SIZE = DEFAULT_LIST_LIMIT;

/** Entries in each section of the home page: the newest three of each kind, and of all in Catch Up. */
export const HOME_LIMIT = 3;

/**
 * The largest page number a URL may name. Far beyond any magazine's archive (10 million entries)
 * and small enough that `(n - 1) * PAGE_SIZE` is an exact integer the content service can be asked.
 */
export const MAX_PAGE = 100_000;

/** The path segment that introduces a page number: `/reviews/page/2`. */
export const PAGE_SEGMENT = 'page';

/** One page of a list and how many entries the whole list holds. */
export interface ListPageValue {
  items: ArticleSummary[];
  total: number;
}

/**
 * The page number a (decoded) URL segment names, or null when it names none. Only the plain decimal
 * spelling counts: `2`, never `02`, `+2`, `2.0`, `1e3`, ` 2` or `0x2`, so every page has one URL.
 * `1` is a page number (the caller sends it to the list's own URL); 0, negatives and numbers above
 * MAX_PAGE are not.
 */
export function parsePageNumber(segment: string): number | null {
  if (!/^[1-9][0-9]{0,5}$/.test(segment)) return null;
  const n = Number(segment);
  return n <= MAX_PAGE ? n : null;
}

/** Pages a list of `total` entries fills; an empty list still has its (empty) first page. */
export function pageCount(total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.ceil(total / PAGE_SIZE);
}

/** The URL of page n of the list at `base`: page 1 is the list's own URL. */
export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/${PAGE_SEGMENT}/${page}`;
}

/** How many entries the pages before page n hold: the query's `skip`. */
export const pageSkip = (page: number): number => (page - 1) * PAGE_SIZE;

/**
 * The page numbers a compact pager shows, in order, with null for a gap: always the first and the
 * last page, and the current page with one neighbour on each side. A gap of a single page shows that
 * page instead, since a gap mark would take the same room.
 */
export function pagerNumbers(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count, current - 1, current, current + 1]);
  const pages = [...shown].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const [i, n] of pages.entries()) {
    const before = pages[i - 1];
    if (before !== undefined && n - before === 2) out.push(n - 1);
    else if (before !== undefined && n - before > 2) out.push(null);
    out.push(n);
  }
  return out;
}

/** The fields of a card, so a full article becomes exactly the summary the list query delivers. */
export function summaryOf(article: ArticleSummary): ArticleSummary {
  const { id, contentType, slug, title, excerpt, publishDate, image, tags, words } = article;
  return {
    id,
    contentType,
    slug,
    title,
    excerpt,
    publishDate,
    image,
    tags,
    ...(words !== undefined && { words }),
  };
}

/**
 * Page n of a tag: the entries of every kind carrying it (in any spelling), newest first, cut into
 * pages. The same function makes the browser's answer and the build's, so both agree.
 */
export function taggedPage(
  entries: readonly ArticleSummary[],
  tag: string,
  page: number,
): ListPageValue {
  return pageOfTagged(taggedNewestFirst(entries, tag), page);
}

/** Page n of a tag's entries already chosen and sorted (`taggedNewestFirst`). */
export function pageOfTagged(tagged: readonly ArticleSummary[], page: number): ListPageValue {
  const skip = pageSkip(page);
  return { items: tagged.slice(skip, skip + PAGE_SIZE).map(summaryOf), total: tagged.length };
}
