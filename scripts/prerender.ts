/**
 * `npm run prerender`: renders every page of an existing client build (dist/ by default) from the
 * content service named by VITE_CONTENTFUL_* (environment or .env files, as for `vite build`), and
 * writes sitemap.xml, robots.txt and the feeds. A deployment runs `npm run build && npm run prerender`;
 * `npm start` does both itself against the local cloud.
 *
 * Incremental: only what changed since the last run (its state is kept in dist-ssr/) is fetched and
 * rendered again. `npm run prerender -- --full` or PRERENDER_FULL=1 renders everything.
 * PRERENDER_DIST (dist) picks another build folder.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContentModel } from '../build/model-check.ts';
import { prerenderSite } from '../build/prerender/prerender-site.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');

/** The .env files `vite build` reads in production mode, in Vite's order. */
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

async function main(): Promise<void> {
  // The same variables `vite build` saw; the environment wins over .env files, as in Vite. Vite is
  // loaded only when there is a file to read: importing it costs ~0.6 s of a run that may take a few.
  if (ENV_FILES.some((file) => existsSync(join(root, file)))) {
    const { loadEnv } = await import('vite');
    Object.assign(process.env, { ...loadEnv('production', root, 'VITE_'), ...process.env });
  }
  const siteUrl = process.env.VITE_SITE_URL ?? '';
  const started = Date.now();
  await checkContentModel(root, process.env);
  const result = await prerenderSite({
    root,
    distDir: process.env.PRERENDER_DIST || 'dist',
    siteUrl,
    full: process.argv.includes('--full') || process.env.PRERENDER_FULL === '1',
  });
  console.log(
    `Prerendered ${result.pages.length} pages and ${result.feeds.length} feeds for ${siteUrl} ` +
      `(${result.full === null ? 'incremental' : 'full'}: ${result.written.length} files written, ` +
      `${result.removed.length} removed) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
