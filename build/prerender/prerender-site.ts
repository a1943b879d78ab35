/**
 * The prerender step of the build. Runs after the client build, while the content service
 * is up: builds the SSR bundle, reads every entry once, lists each route's pages by their parameters,
 * runs the queries the routes declare for them (each key once), renders every page seeded with the
 * answers into the built index.html, and writes sitemap.xml, robots.txt and the feeds.
 *
 * Builds are incremental: the state of the last build (build-state.ts, beside the output folder)
 * holds its Sync API token and content. The next build asks the Sync API what changed since, fetches
 * only the changed entries (and those linking to them) again, rebuilds the list of pages from the
 * result, and renders only the pages whose fingerprint (path, seeds, head, template, SSR bundle)
 * changed; the pages of deleted entries are removed. Page bytes are a function of the content, so
 * an incremental build writes exactly what a full one would. `full: true` (or anything unexpected
 * about the state) builds everything.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  insideDist,
  onDisk,
  readState,
  removeStale,
  saveState,
  sha256,
  unchangedOnDisk,
  type BuildState,
  type WrittenFile,
} from './build-state.ts';
import { extraHead, holds, readTemplate, write } from './build-files.ts';
import { earlySearchHead } from './early-search-head.ts';
import { readContentfulSettings } from '../../src/shared/contentful-env.ts';
import { collectContent, type Collector, type Skipped } from './collect.ts';
import { answerQueries, keptPerKind } from './answers.ts';
import { incrementalBase, modelFingerprint, openSource, type Source } from './content-delta.ts';
import { prepareSsrBundle } from './ssr-bundle.ts';
import { writeFeeds } from './write-feeds.ts';
import { openFeedBodies } from './feed-bodies.ts';
import { readSearchState, saveSearchState, writeSearchIndex } from './write-search-index.ts';
import { HEADERS_FILE, headerRules, renderHeadersFile } from '../headers-file.ts';
import { inlineScriptHashes } from '../content-security-policy.ts';
import { asciiHtml } from './ascii-html.ts';
import { assemblePage } from './html.ts';
import { inlineCriticalCss } from './critical-css.ts';
import { listPages, pageJobs, sitemapPages } from './pages.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { contentfulSetupHelp, missingContentfulVars } from '../../src/lib/config.ts';

/** Names how a rendered page is written to its file; a new way makes every page new. */
const PAGE_WRITING = 'critical rules inline, ASCII only';

export interface PrerenderOptions {
  root: string;
  /** The client build to fill (relative to root or absolute). */
  distDir: string;
  /** Public origin for canonical URLs, feeds and the sitemap (VITE_SITE_URL). */
  siteUrl: string;
  /** Where the SSR bundle and the build state go; default `<distDir>-ssr`. */
  ssrOutDir?: string;
  /** Where the one line per skipped entry goes; default the console. */
  report?: (line: string) => void;
  /** Where the line saying why a build is full (and PRERENDER_TIMINGS' line) goes; default the console. */
  log?: (line: string) => void;
  /** Render everything, whatever the last build left (PRERENDER_FULL=1, `--full`). */
  full?: boolean;
}

export interface PrerenderResult {
  pages: string[];
  feeds: string[];
  skipped: Skipped[];
  /** Null for an incremental build, else why it built everything. */
  full: string | null;
  /** Files written (pages whose fingerprint changed, other files whose bytes changed) and removed. */
  written: string[];
  removed: string[];
}

/** Why the last build's state is no base for this one, or null when it is. */
function fullBuildReason(
  options: PrerenderOptions,
  prior: BuildState | { why: string },
  source: string,
  model: string,
): string | null {
  if (options.full) return 'asked for (--full or PRERENDER_FULL=1)';
  if ('why' in prior) return prior.why;
  if (prior.source !== source) return 'the last build read another content source or site URL';
  if (prior.model !== model) return 'the content model changed';
  return null;
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
  const report = options.report ?? ((line: string) => console.warn(line));
  const log = options.log ?? ((line: string) => console.log(line));
  // PRERENDER_TIMINGS=1 prints where the time went, phase by phase (bench:archive reads it).
  const phases: string[] = [];
  let lap = performance.now();
  const mark = (phase: string) => {
    const now = performance.now();
    phases.push(`${phase} ${Math.round(now - lap)} ms`);
    lap = now;
  };
  const distDir = resolve(options.root, options.distDir);
  const ssrDir = resolve(options.root, options.ssrOutDir ?? `${distDir}-ssr`);
  const template = readTemplate(distDir, ssrDir);

  // The state is read before the SSR build, which empties its folder.
  const prior = readState(ssrDir);
  const searchPrior = readSearchState(ssrDir);
  mark('state read');
  const previous = 'why' in prior ? null : prior;
  const source: Source = await openSource(process.env);
  const sourceId = `${source.id} ${origin}`;
  const model = await modelFingerprint(source.client);
  mark('source and model');
  const ssr = await prepareSsrBundle(
    options.root,
    ssrDir,
    template,
    previous,
    options.full === true,
  );
  const { entry } = ssr;
  // Every page is rendered from the template by the bundle and written by the rules named here:
  // any of them changed, every page is new.
  const buildPrint = sha256(template, ssr.bundle, PAGE_WRITING);
  mark('SSR bundle');

  const base = await incrementalBase(
    source.client,
    previous,
    fullBuildReason(options, prior, sourceId, model),
  );
  const { why } = base;
  if (why !== null) log(`prerender: full build: ${why}`);
  mark('sync');

  const collector: Collector = {
    ...entry,
    // An entry a whole page did not hold: its detail route's own query, run here.
    fetchOne: (kind, slug) => entry.runRouteQuery(entry.detailQuery(kind, slug)),
  };
  const content = await collectContent(collector, base.reuse);
  mark('collect');
  for (const { contentType, id, why: skip } of content.skipped)
    report(`prerender: skipped ${contentType} entry ${id}: ${skip}`);
  // Each route lists its pages' parameters; the build runs the queries they declare, each key once,
  // and seeds every page with the answers by key.
  const { listed, held } = listPages(entry.ROUTES, content);
  const { answers, ran } = await answerQueries(listed, held, content.kept, entry.runRouteQuery);
  mark('route queries');
  const jobs = pageJobs(listed, content, answers);
  mark('page list');
  const files: Record<string, WrittenFile> = {};
  const written: string[] = [];
  /** Writes a file unless it already holds these bytes; notes it either way. */
  const put = (file: string, text: string, fingerprint = sha256(text)) => {
    if (!holds(distDir, file, text)) {
      write(distDir, file, text);
      written.push(file);
    }
    const now = onDisk(insideDist(distDir, file)!);
    const scripts = file.endsWith('.html') ? { scripts: inlineScriptHashes(text) } : {};
    if (now) files[file] = { fingerprint, ...now, ...scripts };
  };

  const sheets = new Map<string, string>();
  const readSheet = (href: string): string => {
    // The href comes from our own build's template: a file of the output folder, nothing else.
    const file = insideDist(distDir, `.${href}`);
    if (!file) throw new Error(`stylesheet ${href} outside ${distDir}`);
    if (!sheets.has(file)) sheets.set(file, readFileSync(file, 'utf8'));
    return sheets.get(file)!;
  };

  const searchHead = earlySearchHead(distDir, readContentfulSettings(process.env));
  for (const job of jobs) {
    const head = extraHead(job, origin, searchHead);
    const fingerprint = sha256(
      buildPrint,
      job.path,
      job.file,
      job.searchSensitive ? 'query' : '',
      head,
      JSON.stringify(job.seeds),
    );
    const old = why === null ? previous?.files[job.file] : undefined;
    if (old?.fingerprint === fingerprint && unchangedOnDisk(distDir, job.file, old)) {
      files[job.file] = old;
      continue;
    }
    const page = assemblePage(template, {
      rendered: await entry.renderPage(job.path, job.seeds),
      dataId: entry.PRERENDER_DATA_ID,
      dataJson: entry.serialisePrerenderData({
        path: job.path,
        ...(job.searchSensitive && { searchSensitive: true }),
        seeds: job.seeds,
      }),
      extraHead: head,
    });
    // The rules this page's markup needs go inline; the whole sheet follows after the first paint.
    // The page goes out in ASCII, which the browser decodes and parses in its narrow strings.
    const html = asciiHtml(inlineCriticalCss(page, readSheet));
    put(job.file, html, fingerprint);
  }

  mark('pages');
  put('sitemap.xml', renderSitemap(sitemapPages(jobs, origin)));
  const robots = readFileSync(join(options.root, 'public/robots.txt'), 'utf8');
  put('robots.txt', renderRobots(robots, `${origin}/sitemap.xml`));
  // A feed whose info and items are unchanged (and whose files are as written) is not rendered again.
  const feedPrint = (print: string) => sha256(buildPrint, origin, print);
  // A feed that changed renders only the bodies the last build did not (one new article's, say).
  const feedBodies = openFeedBodies(ssrDir, buildPrint, why !== null);
  const feeds = writeFeeds(entry.ROUTES, content, origin, entry.renderRichText, {
    bodies: feedBodies,
    write: (file, text, print) => put(file, text, feedPrint(print)),
    unchanged: (file, print) => {
      const old = why === null ? previous?.files[file] : undefined;
      if (old?.fingerprint !== feedPrint(print) || !unchangedOnDisk(distDir, file, old))
        return false;
      files[file] = old;
      return true;
    },
  });
  if (why !== null || feedBodies.rendered() > 0) feedBodies.save();
  mark('sitemap and feeds');
  // The archive's search index: only the pieces whose words or documents changed are written.
  const previousFile = (file: string) => (why === null ? previous?.files[file] : undefined);
  const search = writeSearchIndex(content, searchPrior, {
    full: why !== null,
    put,
    intact: (file) => {
      const old = previousFile(file);
      return !!old && unchangedOnDisk(distDir, file, old);
    },
    read: (file) => readFileSync(insideDist(distDir, file)!, 'utf8'),
    keep: (file) => {
      files[file] = previousFile(file)!;
    },
    before: previous ?? undefined,
  });
  mark('search index');
  // The files of pages and feeds that no longer exist (a deleted entry's page): only those the last
  // build recorded writing, and never one this build wrote.
  const current = new Set([...Object.keys(files), HEADERS_FILE]);
  const removed = previous ? removeStale(distDir, previous.files, current) : [];
  // The pages brought inline scripts of their own (the colour-scheme script): hash them too.
  const knownScripts = (file: string) => {
    const page = files[file];
    return page && unchangedOnDisk(distDir, file, page) ? page.scripts : undefined;
  };
  put(HEADERS_FILE, renderHeadersFile(headerRules(distDir, process.env, knownScripts)));
  mark('headers');

  // The index state first: a build state newer than it could mark an entry unchanged that it lacks.
  saveSearchState(ssrDir, search);
  saveState(ssrDir, {
    version: 1,
    source: sourceId,
    model,
    ssrInputs: ssr.inputs,
    bundle: ssr.bundle,
    syncToken: base.syncToken,
    articles: Object.values(content.kinds).flatMap((kind) => kind.articles),
    posts: content.posts,
    lists: keptPerKind(
      entry.KIND_ORDER,
      entry.KINDS,
      content.ids,
      answers,
      new Set([...ran, ...content.kept.keys()]),
    ),
    files,
  });
  mark('state');
  if (process.env.PRERENDER_TIMINGS === '1') log(`prerender: timings: ${phases.join(', ')}`);
  return {
    pages: jobs.map((job) => job.path),
    feeds,
    skipped: content.skipped,
    full: why,
    written,
    removed,
  };
}
