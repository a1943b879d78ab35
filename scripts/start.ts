/**
 * `npm start`: builds the site against the chosen content, starts the local cloud (CDA + asset
 * files + functions) and serves the build. With real Contentful credentials in the environment
 * (VITE_CONTENTFUL_SPACE_ID), the build reads the real space; functions and site stay local.
 *
 * PORT (site, 4173), SERVICES_PORT (local cloud, PORT+1), CONTENT_EXPORT
 * (demo-content/export.json), DATA_DIR (.data), DIST_DIR (dist: the build folder, relative to the
 * project or absolute), SKIP_BUILD=1 to serve an existing build,
 * FAULT_LATENCY_MS, FAULT_500_RATE, FAULT_429_RATE for fault injection.
 *
 * While it serves the local cloud's content, a change to the export file (saved, or replaced by a new
 * export) refreshes the served pages: the incremental prerender re-renders what the change touches.
 * A malformed export is named in one line and the previous pages stay served.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BuildFailed,
  buildSiteInChild,
  localCloudEnv,
  type ChildBuild,
} from '../build/build-site.ts';
import { checkExportFile } from '../local-cloud/export-store.ts';
import { ExportError } from '../local-cloud/export-validate.ts';
import { debouncedRefresher, watchFile, type Refresher } from '../local-cloud/export-watch.ts';
import { startLocalCloud, type LocalCloud } from '../local-cloud/local-cloud.ts';
import { ModelCheckError } from '../build/model-check.ts';
import { contentfulSetupHelp, missingContentfulVars } from '../src/lib/config.ts';
import { startSiteServer, type SiteServer } from '../local-cloud/site-server.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const env = process.env;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function port(name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    fail(`${name} must be a port number, got "${env[name]}"`);
  return value;
}

const rate = (name: string) => (env[name] ? Number(env[name]) : undefined);

/** Quiet time after the last write to the export before the pages are refreshed. */
const REFRESH_DEBOUNCE_MS = 400;

async function main(): Promise<void> {
  const sitePort = port('PORT', 4173);
  const servicesPort = port('SERVICES_PORT', sitePort + 1);
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const cloudUrl = `http://127.0.0.1:${servicesPort}`;
  const dataDir = resolve(root, env.DATA_DIR || '.data');
  mkdirSync(dataDir, { recursive: true });
  const realSpace = Boolean(env.VITE_CONTENTFUL_SPACE_ID);
  // Half a set of credentials would build a site whose every content page says "not configured".
  const missing = missingContentfulVars(env);
  if (realSpace && missing.length > 0) fail(contentfulSetupHelp(missing));
  let exportPath = resolve(root, env.CONTENT_EXPORT || 'demo-content/export.json');
  if (realSpace && !existsSync(exportPath)) {
    // Content comes from Contentful; the local cloud only hosts the functions.
    exportPath = join(dataDir, 'empty-export.json');
    writeFileSync(
      exportPath,
      JSON.stringify({ contentTypes: [], entries: [], assets: [], locales: [] }),
    );
  }
  const running: {
    cloud?: LocalCloud;
    site?: SiteServer;
    build?: ChildBuild;
    watch?: { close(): void };
    refresher?: Refresher;
  } = {};
  let stopping = false;
  const stop = async (code: number) => {
    // A terminal's Ctrl-C reaches us twice (directly and relayed by tsx): stop once, ignore the rest.
    if (stopping) return;
    stopping = true;
    running.watch?.close();
    running.refresher?.close();
    running.build?.stop();
    await Promise.allSettled([running.cloud?.close(), running.site?.close()]);
    console.log('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const cloud = (running.cloud = await startLocalCloud({
    port: servicesPort,
    exportPath,
    dataDir,
    siteUrl,
    faults: {
      latencyMs: rate('FAULT_LATENCY_MS'),
      errorRate: rate('FAULT_500_RATE'),
      rateLimitRate: rate('FAULT_429_RATE'),
    },
  }));
  // Tests build into a folder of their own, so the project's dist/ stays what the owner built.
  const outDir = env.DIST_DIR || 'dist';
  const distDir = resolve(root, outDir);
  let siteEnv: Record<string, string> | null = null;
  if (env.SKIP_BUILD === '1') {
    if (!existsSync(join(distDir, 'index.html')))
      fail(`SKIP_BUILD=1 but ${distDir}/index.html does not exist: run without SKIP_BUILD first`);
  } else {
    const viteEnv = localCloudEnv({
      contentHost: cloudUrl,
      spaceId: cloud.spaceId,
      accessToken: cloud.accessToken,
      functionsUrl: `${cloud.url}/functions/v1`,
      anonKey: cloud.anonKey,
      siteUrl,
    });
    // With real credentials, the environment's own VITE_* win (e.g. a deployed functions URL).
    const chosen = realSpace
      ? Object.fromEntries(
          Object.entries(viteEnv).filter(
            ([name]) => !name.startsWith('VITE_CONTENTFUL_') && !env[name],
          ),
        )
      : viteEnv;
    console.log(
      realSpace
        ? 'Building the site against Contentful…'
        : 'Building the site against the local cloud…',
    );
    // The content service is already up: the build prerenders every page from it to static HTML.
    // In a child process, so this one, which serves for hours, never holds the build's memory.
    running.build = buildSiteInChild(root, outDir, chosen, { prerender: true });
    try {
      await running.build.done;
    } catch (error) {
      // Ctrl-C or SIGTERM during the build: stop() is already closing everything and exits.
      if (stopping) return;
      throw error;
    }
    running.build = undefined;
    siteEnv = chosen;
  }
  const site = (running.site = await startSiteServer({ port: sitePort, distDir }));
  console.log(`Site: ${site.url}`);
  console.log(`Content API: ${cloud.url}`);
  console.log(`Functions: ${cloud.url}/functions/v1`);
  // The pages follow the export only when they were built from it here.
  if (siteEnv && !realSpace) {
    const pagesEnv = siteEnv;
    const refresher = (running.refresher = debouncedRefresher(async () => {
      try {
        checkExportFile(exportPath);
      } catch (error) {
        if (!(error instanceof ExportError)) throw error;
        console.error(`Content export changed but cannot be served: ${error.message}`);
        console.error('Still serving the previous pages.');
        return;
      }
      // What the publish webhook does in the cloud: subscribers get the new articles.
      try {
        const planned = await cloud.publishNewsletter();
        if (planned > 0)
          console.log(`Newsletter: ${planned} issue(s) planned for the new articles.`);
      } catch (error) {
        console.error('Newsletter: planning the issues failed:', error);
      }
      console.log('Content export changed: prerendering what changed…');
      const build = (running.build = buildSiteInChild(root, outDir, pagesEnv, {
        prerender: true,
        client: false,
      }));
      try {
        await build.done;
        console.log('Pages refreshed.');
      } catch {
        if (!stopping)
          console.error('The prerender failed (see above); still serving the previous pages.');
      } finally {
        if (running.build === build) running.build = undefined;
      }
    }, REFRESH_DEBOUNCE_MS));
    running.watch = watchFile(exportPath, () => refresher.changed());
  }
}

main().catch((error: unknown) => {
  if (error instanceof ExportError || error instanceof ModelCheckError) fail(error.message);
  // The build printed its own error; a stop requested meanwhile has already exited.
  if (error instanceof BuildFailed) process.exit(1);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    fail(
      `Port already in use: ${(error as { port?: number }).port ?? ''} (set PORT / SERVICES_PORT)`,
    );
  console.error(error);
  process.exit(1);
});
