/**
 * The tag pages: `/tags/{tag}` (page 1, with the tag's feeds) and `/tags/{tag}/page/{n}`, made from every
 * article the build fetched, 100 a page, newest first, matched across a tag's spellings.
 */
import { KIND_ORDER } from '../content/kinds';
import {
  PAGE_SEGMENT,
  pageCount,
  pageOfTagged,
  parsePageNumber,
  type ListPageValue,
} from '../content/paging';
import type { Article } from '../content/types';
import { TAGS_PATH, tagHref, tagKey, tagSpelling, taggedNewestFirst } from '../content/tags';
import { SITE } from '../site';
import { taggedQuery } from '../store/query-values';
import { page } from './lazy-page';
import {
  numberedHref,
  numberedPage,
  pageLastmod,
  perContent,
  type AppRoute,
} from './numbered-pages';
import { pathOf } from './route-content';
import type { FeedItemSpec, RoutePage, SiteContent } from './route-types';

const TagPage = page(() => import('../features/tags/tag-page').then((m) => m.TagPage));

/** Page `page` (from 1) of a tag's entries. */
type TagPageAt = { tag: string; page: number; value: ListPageValue };

/** Every article the build fetched, of all kinds: what the tag pages are made from. */
const allArticles = perContent((site: SiteContent): Article[] =>
  KIND_ORDER.flatMap((kind) => site.kinds[kind].articles),
);

/** Every tag of any article, once in its compared form. */
function siteTags(site: SiteContent): string[] {
  const keys = allArticles(site).flatMap((item) => item.tags);
  return [...new Set(keys.map(tagKey))].filter((key) => tagHref(key) !== null);
}

/** The pages of every tag with their numbers: page 1 at the tag's own URL. */
const tagPages = perContent((site: SiteContent): TagPageAt[] => {
  const articles = allArticles(site);
  return siteTags(site).flatMap((tag) => {
    // The tag's entries are sorted once; each page is a slice of them.
    const tagged = taggedNewestFirst(articles, tag);
    return Array.from({ length: pageCount(tagged.length) }, (_, i) => ({
      tag,
      page: i + 1,
      value: pageOfTagged(tagged, i + 1),
    }));
  });
});

/**
 * The two tag routes: `/tags/{tag}` (page 1, which stands for the tag's feeds) and its later pages.
 * `feedItems` gives the feed items of a tag's articles: the article routes, which know each article's
 * path, supply it.
 */
export function tagRoutes(
  feedItems: (site: SiteContent, tag: string) => FeedItemSpec[],
): [AppRoute, AppRoute] {
  // The build cut each page from every article it read, rather than asking the Delivery API for
  // every tag: that is the page's answer.
  const spec = (site: SiteContent, { tag, page, value }: TagPageAt): RoutePage => ({
    params: page === 1 ? { tag } : { tag, n: String(page) },
    listed: true,
    lastmod: pageLastmod(allArticles(site), value),
    answers: [value],
  });

  const first: AppRoute = {
    pattern: `${TAGS_PATH}/:tag`,
    page: TagPage,
    render: ({ tag }) => <TagPage key={tag} tag={tag!} />,
    href: ({ tag }) => tagHref(tag!),
    queries: ({ tag }) => [taggedQuery(tag!, 1)],
    prerender: (site) =>
      tagPages(site)
        .filter(({ page }) => page === 1)
        .map((one) => spec(site, one)),
    // Titled as the page is: the tag as the newest entry on its first page spells it.
    feeds: (site) =>
      tagPages(site)
        .filter(({ page }) => page === 1)
        .map(({ tag, value }) => {
          const title = `#${tagSpelling(value.items, tag)}`;
          return {
            base: pathOf(first, { tag }),
            title: `${title} | ${SITE.title}`,
            description: `Everything tagged ${title} in ${SITE.title}.`,
            items: feedItems(site, tag),
          };
        }),
  };

  /** A tag's pages after the first, `/tags/{tag}/page/{n}`; `/page/1` sends the visitor to the tag. */
  const later: AppRoute = {
    pattern: `${TAGS_PATH}/:tag/${PAGE_SEGMENT}/:n`,
    page: TagPage,
    render: ({ tag, n }) =>
      numberedPage(n!, tagHref(tag!), (page) => (
        <TagPage key={`${tag}/${page}`} tag={tag!} page={page} />
      )),
    href: ({ tag, n }) => numberedHref(tagHref(tag!), n!),
    // Only the pages a URL carries (page 2 on) read a query; the others render without data.
    queries: ({ tag, n }) => {
      const number = parsePageNumber(n!);
      return number !== null && number > 1 ? [taggedQuery(tag!, number)] : [];
    },
    prerender: (site) =>
      tagPages(site)
        .filter(({ page }) => page > 1)
        .map((one) => spec(site, one)),
  };

  return [first, later];
}
