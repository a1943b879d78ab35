/**
 * The prerender's files apart from the content: the page template, what makes up the SSR bundle, each
 * page's extra head, and writing into the output folder without ever leaving it or sending a reader
 * half a page.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hashTree, insideDist, onDisk, sha256, STATE_FILE } from './build-state.ts';
import { SEARCH_STATE_FILE } from './search-index.ts';
import { FEED_BODIES_FILE } from './feed-bodies.ts';
import { entryLd, jsonLdScript, webSiteLd } from './json-ld.ts';
import type { PageJob } from './pages.ts';
import { SEARCH_PATH } from '../../src/app/search-path.ts';

/** The client build's untouched index.html, kept next to the server bundle for the next run. */
export const TEMPLATE_COPY = 'template.html';
/** Files of the SSR folder that are not part of the bundle. */
export const NOT_BUNDLE = new Set([
  TEMPLATE_COPY,
  STATE_FILE,
  `${STATE_FILE}.tmp`,
  SEARCH_STATE_FILE,
  `${SEARCH_STATE_FILE}.tmp`,
  FEED_BODIES_FILE,
  `${FEED_BODIES_FILE}.tmp`,
]);

/**
 * index.html of a fresh client build, or the copy from the last run when index.html is already the
 * prerendered home page: content-only rebuilds (a publish webhook) re-run just this step.
 */
export function readTemplate(distDir: string, ssrDir: string): string {
  const built = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (built.includes('<div id="root"></div>')) return built;
  const copy = join(ssrDir, TEMPLATE_COPY);
  if (!existsSync(copy))
    throw new Error(`${distDir}/index.html is already prerendered and no template copy exists`);
  return readFileSync(copy, 'utf8');
}

/** `searchHead`: what the search page adds to start a query's search before the app (early-search-head.ts). */
export function extraHead(job: PageJob, origin: string, searchHead = ''): string {
  const url = `${origin}${job.path}`;
  if (job.path === SEARCH_PATH) return searchHead;
  if (job.path === '/') return jsonLdScript(webSiteLd(origin));
  if (job.entry) return jsonLdScript(entryLd(job.entry, url, origin));
  // Visitor-specific pages and the 404 page have nothing for a search index.
  return job.listed || job.indexed ? '' : '<meta name="robots" content="noindex">';
}

/**
 * What goes into the SSR bundle: the app's sources, the locked dependencies, the bundle's own
 * build settings and the variables Vite bakes into it. Unchanged inputs, unchanged bundle.
 */
export function ssrInputs(root: string): string {
  const src = hashTree(join(root, 'src'));
  const lock = existsSync(join(root, 'package-lock.json'))
    ? readFileSync(join(root, 'package-lock.json'), 'utf8')
    : '';
  const settings = readFileSync(new URL('./build-ssr.ts', import.meta.url), 'utf8');
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'BUILD_ID')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return sha256(src, lock, settings, JSON.stringify(env));
}

/** Writes one file of the site; a name that would land outside the output folder stops the build. */
export function write(distDir: string, file: string, text: string): void {
  const target = insideDist(distDir, file);
  if (!target) throw new Error(`refusing to write ${JSON.stringify(file)} outside ${distDir}`);
  mkdirSync(dirname(target), { recursive: true });
  // Written beside and renamed over: a site served meanwhile (`npm start`) never sends half a page.
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, target);
}

/** Whether the file already holds exactly these bytes (then it is left alone, mtime and all). */
export function holds(distDir: string, file: string, text: string): boolean {
  const target = insideDist(distDir, file);
  if (!target || !onDisk(target)) return false;
  return readFileSync(target).equals(Buffer.from(text));
}
