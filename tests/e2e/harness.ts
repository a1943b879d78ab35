/**
 * Helpers for e2e specs: the ports of this worker (site = base, cloud = base + 1), the build folder
 * global-setup.ts fills once per worker, and startStack() to run the local cloud plus the site server
 * around a spec, possibly with faults or another export.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localCloudEnv } from '../../build/build-site.ts';
import { startLocalCloud, type Faults } from '../../local-cloud/local-cloud.ts';
import { startSiteServer } from '../../local-cloud/site-server.ts';
import { linkDemoAssets } from '../support/temp-export.ts';

export const REPO = resolve(fileURLToPath(import.meta.url), '../../..');
/** The run's first port (E2E_PORT_BASE), so suites started side by side stay apart. */
const RUN_PORT_BASE = Number(process.env.E2E_PORT_BASE || 4400);
/** Ports each worker owns from its base: site, cloud, and start.spec.ts's own pair at +10 and +11. */
const WORKER_PORTS = 20;

/**
 * Playwright workers running at once have distinct parallel indexes (a restarted worker keeps its
 * own), so each has its ports, its builds (which carry their ports) and its folders to itself.
 */
export function portBaseOf(parallelIndex: number): number {
  return RUN_PORT_BASE + WORKER_PORTS * parallelIndex;
}

/** The site build of the worker whose ports start at `portBase`. */
export function distDirOf(portBase: number): string {
  return join(REPO, `dist-e2e-${portBase}`);
}

/** The VITE_* settings of a worker's builds: its own cloud, with the fixed e2e credentials. */
export function siteEnvOf(portBase: number): Record<string, string> {
  const cloudUrl = `http://127.0.0.1:${portBase + 1}`;
  return localCloudEnv({
    contentHost: cloudUrl,
    ...E2E_CREDENTIALS,
    functionsUrl: `${cloudUrl}/functions/v1`,
    siteUrl: `http://127.0.0.1:${portBase}`,
  });
}

export const PORT_BASE = portBaseOf(Number(process.env.TEST_PARALLEL_INDEX || 0));
export const SITE_PORT = PORT_BASE;
export const CLOUD_PORT = PORT_BASE + 1;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
export const DIST_DIR = distDirOf(PORT_BASE);
export const DEMO_EXPORT = join(REPO, 'demo-content/export.json');

/**
 * Fixed credentials baked into the e2e build, so a spec can serve any export (an empty one, the
 * starter fixture) without rebuilding: the space id no longer follows the export.
 */
export const E2E_CREDENTIALS = {
  spaceId: 'e2espace',
  accessToken: 'e2e-delivery-token',
  anonKey: 'e2e-anon-key',
};

/** The VITE_* settings of this worker's builds. */
export const E2E_SITE_ENV = siteEnvOf(PORT_BASE);

export interface Stack {
  siteUrl: string;
  cloudUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Copies the demo export into `dir` for a spec to edit, with its asset files linked beside it (the
 * local cloud serves assets from the export's folder). Returns the copy's path.
 */
export function copyDemoExport(dir: string): string {
  const exportPath = join(dir, 'export.json');
  copyFileSync(DEMO_EXPORT, exportPath);
  linkDemoAssets(dir);
  return exportPath;
}

export interface StackOptions {
  faults?: Faults;
  exportPath?: string;
  dataDir?: string;
  /** Another build to serve (a prerendered one); this worker's shared build by default. */
  distDir?: string;
  /**
   * Open the functions' database at start-up, for specs whose reader calls a function (newsletter,
   * preview). Otherwise it is created on the first function call, as `npm start` does: seconds that
   * most specs, which only read content, never need to spend.
   */
  database?: boolean;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const ownData = opts.dataDir ? undefined : mkdtempSync(join(tmpdir(), `e2e-${PORT_BASE}-`));
  const dataDir = opts.dataDir ?? ownData!;
  const cloud = await startLocalCloud({
    port: CLOUD_PORT,
    exportPath: opts.exportPath ?? DEMO_EXPORT,
    dataDir,
    siteUrl: SITE_URL,
    faults: opts.faults,
    lazyDatabase: !opts.database,
    ...E2E_CREDENTIALS,
  });
  const site = await startSiteServer({ port: SITE_PORT, distDir: opts.distDir ?? DIST_DIR }).catch(
    async (error: unknown) => {
      await cloud.close();
      throw error;
    },
  );
  return {
    siteUrl: site.url,
    cloudUrl: cloud.url,
    dataDir,
    stop: async () => {
      await Promise.allSettled([site.close(), cloud.close()]);
      if (ownData) rmSync(ownData, { recursive: true, force: true });
    },
  };
}
