/**
 * The two processes `npm run bench:archive` measures apart, so each one's peak memory is its own:
 *
 *   bench-archive-child.ts cloud <export.json> <dataDir>   starts the local cloud as `npm start` does
 *     (functions included, database opened on first use), prints one JSON line {url, spaceId,
 *     accessToken, anonKey}, then answers every line on stdin ("mem") with {rss, heapUsed, external,
 *     arrayBuffers, maxRss} in bytes, and stops on "stop".
 *   bench-archive-child.ts build <outDir>                 builds and prerenders the site against the
 *     content service named by the VITE_* variables, then prints {maxRss}.
 *   bench-archive-child.ts prerender <outDir>             prerenders that build again, incrementally
 *     (what `npm run prerender` and `npm start` do after a content change), then prints {maxRss}.
 */
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../build/build-site.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const maxRss = () => process.resourceUsage().maxRSS * 1024;

function memory() {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers, maxRss: maxRss() };
}

async function cloud(exportPath: string, dataDir: string): Promise<void> {
  // Imported here, not above: the build and prerender children measure what `npm run prerender`
  // loads, and the local cloud (sharp, the functions, their database) is no part of it (~0.65 s).
  const { startLocalCloud } = await import('../local-cloud/local-cloud.ts');
  const started = await startLocalCloud({
    port: 0,
    exportPath,
    dataDir,
    siteUrl: 'http://127.0.0.1:1',
  });
  console.log(
    JSON.stringify({
      url: started.url,
      spaceId: started.spaceId,
      accessToken: started.accessToken,
      anonKey: started.anonKey,
    }),
  );
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'stop') break;
    // Settled figures: what is still held, not what a collection would free a moment later.
    globalThis.gc?.();
    console.log(JSON.stringify(memory()));
  }
  await started.close();
  process.exit(0);
}

async function build(outDir: string, client = true): Promise<void> {
  await buildSite(root, outDir, {}, { prerender: true, client });
  console.log(JSON.stringify({ maxRss: maxRss() }));
}

const [mode, ...args] = process.argv.slice(2);
const job =
  mode === 'cloud'
    ? cloud(args[0], args[1])
    : mode === 'build' || mode === 'prerender'
      ? build(args[0], mode === 'build')
      : null;
if (!job) {
  console.error(
    'usage: bench-archive-child.ts cloud <export.json> <dataDir> | build <outDir> | prerender <outDir>',
  );
  process.exit(2);
}
job.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
