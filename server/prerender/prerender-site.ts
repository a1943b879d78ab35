/**
 * The prerender step of the build. Runs after the client build, while the content service
 * is up: builds the SSR bundle, fetches all content once through the app's queries, renders every
 * page into the built index.html, and writes sitemap.xml, robots.txt and the feeds.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSsr } from './build-ssr.ts';
import { collectContent, type Skipped } from './collect.ts';
import type { ServerEntry } from './entry-types.ts';
import { writeFeeds } from './write-feeds.ts';
import { writeHeadersFile } from '../headers-file.ts';
import { assemblePage } from './html.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { articleLd, jsonLdScript, postLd, webSiteLd } from './json-ld.ts';
import { buildPageJobs, sitemapPages, type PageJob } from './pages.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { contentfulSetupHelp, missingContentfulVars } from '../../src/lib/config.ts';

export interface PrerenderOptions {
  root: string;
  /** The client build to fill (relative to root or absolute). */
  distDir: string;
  /** Public origin for canonical URLs, feeds and the sitemap (VITE_SITE_URL). */
  siteUrl: string;
  /** Where the SSR bundle goes; default `<distDir>-ssr`. */
  ssrOutDir?: string;
  /** Where the one line per skipped entry goes; default the console. */
  report?: (line: string) => void;
}

export interface PrerenderResult {
  pages: string[];
  feeds: string[];
  skipped: Skipped[];
}

/** The client build's untouched index.html, kept next to the server bundle for the next run. */
const TEMPLATE_COPY = 'template.html';

/**
 * index.html of a fresh client build, or the copy from the last run when index.html is already the
 * prerendered home page: content-only rebuilds (a publish webhook) re-run just this step.
 */
function readTemplate(distDir: string, ssrDir: string): string {
  const built = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (built.includes('<div id="root"></div>')) return built;
  const copy = join(ssrDir, TEMPLATE_COPY);
  if (!existsSync(copy))
    throw new Error(`${distDir}/index.html is already prerendered and no template copy exists`);
  return readFileSync(copy, 'utf8');
}

function extraHead(job: PageJob, origin: string): string {
  const url = `${origin}${job.path}`;
  if (job.path === '/') return jsonLdScript(webSiteLd(origin));
  if (job.article) return jsonLdScript(articleLd(job.article, url, origin));
  if (job.post) return jsonLdScript(postLd(job.post, url, origin));
  // Visitor-specific pages and the 404 page have nothing for a search index.
  return job.listed || job.indexed ? '' : '<meta name="robots" content="noindex">';
}

/** Writes one file of the site; a name that would land outside the output folder stops the build. */
function write(distDir: string, file: string, text: string): void {
  const target = resolve(distDir, file);
  if (!target.startsWith(`${distDir}${sep}`))
    throw new Error(`refusing to write ${JSON.stringify(file)} outside ${distDir}`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const origin = options.siteUrl.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(origin))
    throw new Error(
      `prerender needs an absolute site URL (VITE_SITE_URL), got "${options.siteUrl}"`,
    );
  // Without credentials every query would fail with the visitors' text, which names no variable.
  const missing = missingContentfulVars(process.env);
  if (missing.length > 0) throw new Error(`prerender: ${contentfulSetupHelp(missing)}`);
  const distDir = resolve(options.root, options.distDir);
  const ssrDir = options.ssrOutDir ?? `${distDir}-ssr`;
  const template = readTemplate(distDir, ssrDir);
  const entryFile = await buildSsr(options.root, ssrDir);
  writeFileSync(join(ssrDir, TEMPLATE_COPY), template);
  // No cache-busting query here: the page chunks import the entry by its plain URL, and a second
  // copy of it would mean a second store that the pages never see.
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const content = await collectContent(entry);
  const report = options.report ?? ((line: string) => console.warn(line));
  for (const { contentType, id, why } of content.skipped)
    report(`prerender: skipped ${contentType} entry ${id}: ${why}`);
  const jobs = buildPageJobs(entry.ROUTES, content);
  const sheets = new Map<string, string>();
  const readSheet = (href: string): string => {
    // The href comes from our own build's template: a file of the output folder, nothing else.
    const file = resolve(distDir, `.${href}`);
    if (!file.startsWith(`${distDir}${sep}`))
      throw new Error(`stylesheet ${href} outside ${distDir}`);
    if (!sheets.has(file)) sheets.set(file, readFileSync(file, 'utf8'));
    return sheets.get(file)!;
  };
  for (const job of jobs) {
    const page = assemblePage(template, {
      rendered: await entry.renderPage(job.path, job.seeds),
      dataId: entry.PRERENDER_DATA_ID,
      dataJson: entry.serialisePrerenderData({
        path: job.path,
        ...(job.searchSensitive && { searchSensitive: true }),
        seeds: job.seeds,
      }),
      extraHead: extraHead(job, origin),
    });
    // The rules this page's markup needs go inline; the whole sheet follows after the first paint.
    const html = inlineCriticalCss(page, readSheet);
    write(distDir, job.file, html);
  }

  write(distDir, 'sitemap.xml', renderSitemap(sitemapPages(jobs, origin)));
  const robots = readFileSync(join(options.root, 'public/robots.txt'), 'utf8');
  write(distDir, 'robots.txt', renderRobots(robots, `${origin}/sitemap.xml`));
  const feeds = writeFeeds(entry.ROUTES, content, origin, entry.renderRichText, (file, text) =>
    write(distDir, file, text),
  );
  // The pages brought inline scripts of their own (the colour-scheme script): hash them too.
  writeHeadersFile(distDir, process.env);
  return { pages: jobs.map((job) => job.path), feeds, skipped: content.skipped };
}
