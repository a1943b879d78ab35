/**
 * Every page the build writes: its path, the store entries it renders from, and what the head,
 * sitemap and feeds need to know about it.
 */
import { pageFile } from '../../src/shared/page-paths.ts';
import type { SiteContent } from './collect.ts';
import { entryPath } from './entry-paths.ts';
import type { Article, Post, Seed, ServerEntry } from './entry-types.ts';

export interface PageJob {
  path: string;
  /** File under the output folder, e.g. `news/some-slug/index.html`. */
  file: string;
  seeds: Seed[];
  /** In the sitemap (visitor-specific pages like /unsubscribe, /preview and the 404 page are not). */
  listed: boolean;
  /** ISO date of the newest content the page shows, for the sitemap. */
  lastmod?: string;
  searchSensitive?: boolean;
  article?: Article;
  post?: Post;
}

/** The fixed pages; /saved only exists once the offline helper's route is in (checked by rendering). */
const FIXED_PAGES = ['/about', '/podcast', '/merch'] as const;
export const OPTIONAL_PAGES = ['/saved'] as const;
export const NOT_FOUND_PATH = '/404';

/** The page file of a path the build made itself (always well-formed: a slug's or a fixed one). */
function fileFor(path: string): string {
  const file = pageFile(path);
  if (file === null) throw new Error(`no page file for the malformed path ${JSON.stringify(path)}`);
  return file;
}

function newest(dates: (string | null | undefined)[]): string | undefined {
  const valid = dates.filter((d): d is string => !!d && !Number.isNaN(Date.parse(d)));
  return valid.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

export function buildPageJobs(entry: ServerEntry, content: SiteContent): PageJob[] {
  const at = content.fetchedAt;
  const seed = (key: string, data: unknown): Seed => ({ key, data, fetchedAt: at });
  const jobs: PageJob[] = [];
  const page = (path: string, seeds: Seed[], extra: Partial<PageJob> = {}) =>
    jobs.push({ path, file: fileFor(path), seeds, listed: true, ...extra });

  const allArticles = entry.KIND_ORDER.flatMap((kind) => content.kinds[kind].articles);
  const everything = newest([
    ...allArticles.map((a) => a.updatedAt),
    ...content.posts.map((p) => p.updatedAt),
  ]);
  page(
    '/',
    [
      ...entry.KIND_ORDER.map((kind) =>
        seed(entry.listKey(kind, entry.HOME_LIMIT), content.kinds[kind].home),
      ),
      seed(entry.latestKey(entry.HOME_LIMIT), content.latest),
    ],
    { lastmod: everything },
  );
  for (const kind of entry.KIND_ORDER) {
    const { page: list, articles } = content.kinds[kind];
    const base = entry.KINDS[kind].path;
    page(base, [seed(entry.listKey(kind, entry.DEFAULT_LIST_LIMIT), list)], {
      lastmod: newest(articles.map((a) => a.updatedAt)),
    });
    for (const article of articles)
      page(entryPath(base, article.slug), [seed(entry.entryKey(kind, article.slug), article)], {
        lastmod: article.updatedAt ?? undefined,
        article,
      });
  }
  for (const post of content.posts)
    page(entryPath(entry.POST_TEXTS.path, post.slug), [seed(entry.postKey(post.slug), post)], {
      lastmod: post.updatedAt ?? undefined,
      post,
    });
  for (const path of FIXED_PAGES) page(path, []);
  for (const path of OPTIONAL_PAGES) page(path, [], { listed: false });
  page('/unsubscribe', [], { listed: false, searchSensitive: true });
  // The preview start page: a real page (200) but no search result. Its render holds only the
  // "Opening the preview…" state, which depends on nothing in the link; the visit always has a query
  // (the secret), so the browser renders it afresh instead of hydrating.
  page('/preview', [], { listed: false, searchSensitive: true });
  // Search results render in the browser; the page itself answers 200 (also as the form's target
  // without JavaScript) and, like every unlisted page, carries noindex.
  page('/search', [], { listed: false, searchSensitive: true });
  jobs.push({ path: NOT_FOUND_PATH, file: '404.html', seeds: [], listed: false });
  return jobs;
}
