/**
 * Every page the build writes, as the app's route table lists them: each route lists its pages'
 * parameters, each page is seeded with the answers to its route's queries, and this adds the file
 * each one is written to.
 */
import { listPages, pageSpec, type ListedPage } from '../../src/app/route-answers.ts';
import type { PageSpec, RouteSpec, SiteContent } from '../../src/app/route-types.ts';
import { pageFile } from '../../src/shared/page-paths.ts';
import type { SitemapPage } from './sitemap.ts';

export { listPages };

export interface PageJob extends PageSpec {
  /** File under the output folder, e.g. `news/some-slug/index.html`. */
  file: string;
}

/** The page file of a path the build made itself (always well-formed: a slug's or a fixed one). */
function fileFor(path: string): string {
  const file = pageFile(path);
  if (file === null) throw new Error(`no page file for the malformed path ${JSON.stringify(path)}`);
  return file;
}

/** The listed pages as files, seeded from `answers` (every key their queries name). */
export function pageJobs(
  listed: readonly ListedPage[],
  content: SiteContent,
  answers: ReadonlyMap<string, unknown>,
): PageJob[] {
  return listed.flatMap((one) => {
    const spec = pageSpec(one, content, answers);
    return spec ? [{ ...spec, file: spec.file ?? fileFor(spec.path) }] : [];
  });
}

/**
 * The pages of a table at once, given the answers the build ran (`ran`, by key); the answers the
 * routes' pages hold themselves are added.
 */
export function buildPageJobs(
  routes: readonly RouteSpec[],
  content: SiteContent,
  ran: ReadonlyMap<string, unknown> = new Map(),
): PageJob[] {
  const { listed, held } = listPages(routes, content);
  return pageJobs(listed, content, new Map([...ran, ...held]));
}

/** The sitemap's pages: the listed ones, at their absolute URLs. */
export function sitemapPages(jobs: readonly PageJob[], origin: string): SitemapPage[] {
  return jobs
    .filter((job) => job.listed)
    .map((job) => ({ url: `${origin}${job.path}`, lastmod: job.lastmod }));
}
