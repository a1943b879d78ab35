/**
 * The hostile-content spec's stack: the local cloud serving tests/fixtures/hostile-export.json, a
 * prerendered build of it in a temporary folder (nested, so a path that climbs out of the output
 * folder would still land somewhere the spec can see), and the site server over that build.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildSite } from '../../build/build-site.ts';
import { startLocalCloud } from '../../local-cloud/local-cloud.ts';
import { prerenderSite, type PrerenderResult } from '../../build/prerender/prerender-site.ts';
import { startSiteServer } from '../../local-cloud/site-server.ts';
import {
  CLOUD_PORT,
  DIST_DIR,
  E2E_CREDENTIALS,
  E2E_SITE_ENV,
  REPO,
  SITE_PORT,
  SITE_URL,
} from './harness.ts';

export const HOSTILE_EXPORT = join(REPO, 'tests/fixtures/hostile-export.json');

export interface HostileStack {
  siteUrl: string;
  /** Every file under the temporary root, relative to it. */
  files: string[];
  /** The output folder, relative to the temporary root. */
  outDir: string;
  result: PrerenderResult;
  /** The lines the prerender printed about entries it skipped. */
  reported: string[];
  stop(): Promise<void>;
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

export async function startHostileStack(): Promise<HostileStack> {
  const root = mkdtempSync(join(tmpdir(), 'e2e-hostile-'));
  const dist = join(root, 'deep/er/dist');
  // The server bundle imports react & co. from node_modules, so it has to live inside the repo.
  const ssr = `${DIST_DIR}-hostile-ssr`;
  const cloud = await startLocalCloud({
    port: CLOUD_PORT,
    exportPath: HOSTILE_EXPORT,
    dataDir: join(root, 'data'),
    siteUrl: SITE_URL,
    ...E2E_CREDENTIALS,
  });
  const cleanUp = async () => {
    await cloud.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(ssr, { recursive: true, force: true });
  };
  try {
    await buildSite(REPO, dist, E2E_SITE_ENV);
    const reported: string[] = [];
    const result = await prerenderSite({
      root: REPO,
      distDir: dist,
      ssrOutDir: ssr,
      siteUrl: SITE_URL,
      report: (line) => reported.push(line),
    });
    const files = listFiles(root).filter((file) => !file.startsWith(`data/`));
    const site = await startSiteServer({ port: SITE_PORT, distDir: dist });
    return {
      siteUrl: site.url,
      files,
      outDir: relative(root, dist),
      result,
      reported,
      stop: async () => {
        await site.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
