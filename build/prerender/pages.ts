/**
 * Every page the build writes, as the app's route table lists them: each route turns the collected
 * content into its pages; this adds the file each one is written to.
 */
import type { PageSpec, RouteSpec, SiteContent } from '../../src/app/route-types.ts';
import { pageFile } from '../../src/shared/page-paths.ts';
import type { SitemapPage } from './sitemap.ts';

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

export function buildPageJobs(routes: readonly RouteSpec[], content: SiteContent): PageJob[] {
  return routes.flatMap((route) =>
    (route.prerender?.(content) ?? []).map((spec) => ({
      ...spec,
      file: spec.file ?? fileFor(spec.path),
    })),
  );
}

/** The sitemap's pages: the listed ones, at their absolute URLs. */
export function sitemapPages(jobs: readonly PageJob[], origin: string): SitemapPage[] {
  return jobs
    .filter((job) => job.listed)
    .map((job) => ({ url: `${origin}${job.path}`, lastmod: job.lastmod }));
}
