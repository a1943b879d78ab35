/**
 * A page of results opened directly starts its search before the app: at its first paint the search
 * page imports the early search module itself (src/features/search/early-search.ts), instead of the
 * app's entry importing it a request later, and hints every module it imports (modulepreload), so
 * they arrive together rather than one import deeper at a time. The module names come from the
 * client build's manifest (`build.manifest` in vite.config.ts).
 *
 * The Delivery API request itself starts earlier, while the HTML is parsed (a classic script, which
 * runs where it stands): the answer is what the results wait for longest, and a fetch is never
 * render-blocking, so the first paint waits only for the script itself (FCP +35–48 ms in Lighthouse's
 * simulation, docs/performance.md). The modules wait for the first paint, as scripts asked before it
 * would hold it back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onFirstPaint } from '../vite-paint-first.ts';
import { entriesUrl } from '../../src/content/direct-reader.ts';
import { searchContentQuery } from '../../src/content/search-queries.ts';
import type { ContentfulSettings } from '../../src/shared/contentful-env.ts';

export const EARLY_SEARCH_MODULE = 'src/features/search/early-search.ts';
const MANIFEST = '.vite/manifest.json';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * What the page's HTML asks the Delivery API as it is parsed, before the module is imported: the
 * query's words as the search runtime sends them (text-fold.ts: runs of letters, digits and marks
 * with a letter or digit, at most 8, the query cut to 200 characters first) put into the search
 * request's URL. The module takes that response only if it would have asked exactly that URL; one
 * that fails (offline) is the module's to handle, and is never reported as unhandled meanwhile.
 */
export function startRequest(template: string): string {
  return (
    `const q=(new URLSearchParams(location.search).get("q")||"").replace(/\\s+/g," ").trimStart().slice(0,200);` +
    `const w=(q.match(/[\\p{L}\\p{N}\\p{M}]+/gu)||[]).filter(x=>/[\\p{L}\\p{N}]/u.test(x)).slice(0,8).join(" ").trim().slice(0,200);` +
    `if(w){const u=new URL(${JSON.stringify(template)});u.searchParams.set("query",w);` +
    `const r=fetch(u.href,{credentials:"omit"});r.catch(()=>{});window.gqEarlySearch={url:u.href,response:r}}`
  );
}

/**
 * The head markup that starts the early search, or '' when the build has no such module. With the
 * build's Delivery API settings, the request itself starts from the HTML too.
 */
export function earlySearchHead(
  distDir: string,
  settings: ContentfulSettings | null = null,
): string {
  const path = join(distDir, MANIFEST);
  if (!existsSync(path)) return '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[EARLY_SEARCH_MODULE];
  if (!entry) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  const urls = JSON.stringify([...files].map((file) => `/${file}`));
  const early = JSON.stringify(`/${entry.file}`);
  const request = settings
    ? `<script>if(location.search){${startRequest(entriesUrl(settings, searchContentQuery('')))}}</script>`
    : '';
  return `${request}<script type="module">${startAfterFirstPaint(urls, early)}</script>`;
}

/**
 * The modules, at the first contentful paint (Paint Timing; a frame later where it is missing, and
 * after 3 s in a tab that never paints), never before: scripts asked earlier hold the first paint
 * back. Only a visit with a query asks; the bare form has nothing to look up.
 */
function startAfterFirstPaint(urls: string, early: string): string {
  return (
    `if(location.search){let s=0;const go=()=>{if(s)return;s=1;` +
    `for(const h of ${urls})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:h}));` +
    `import(${early}).then(m=>m.showEarly(location.search))};` +
    onFirstPaint('go') +
    `setTimeout(go,3000)}`
  );
}
