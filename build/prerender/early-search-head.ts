/**
 * A page of results opened directly starts its search before the app: at its first paint the search
 * page imports the early search module itself (src/features/search/early-search.ts), instead of the
 * app's entry importing it a request later, and hints every module it imports (modulepreload), so
 * they arrive together rather than one import deeper at a time. The module names come from the
 * client build's manifest (`build.manifest` in vite.config.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onFirstPaint } from '../vite-paint-first.ts';

export const EARLY_SEARCH_MODULE = 'src/features/search/early-search.ts';
const MANIFEST = '.vite/manifest.json';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The head markup that starts the early search, or '' when the build has no such module. */
export function earlySearchHead(distDir: string): string {
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
  return `<script type="module">${startAfterFirstPaint(urls, early)}</script>`;
}

/**
 * At the first contentful paint (Paint Timing; a frame later where it is missing, and after 3 s in a
 * tab that never paints), never before: the page's own first paint shares the network with nothing.
 * Only a visit with a query asks; the bare form has nothing to look up.
 */
function startAfterFirstPaint(urls: string, early: string): string {
  return (
    `if(location.search){let s=0;const go=()=>{if(s)return;s=1;` +
    `for(const h of ${urls})document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:h}));` +
    `import(${early}).then(m=>m.askEarly(location.search))};` +
    onFirstPaint('go') +
    `setTimeout(go,3000)}`
  );
}
