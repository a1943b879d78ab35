/**
 * Helpers for e2e specs: the ports of this run (E2E_PORT_BASE: site = base, cloud = base + 1),
 * the build folder global-setup.ts fills once, and startStack() to run the local cloud plus the
 * site server around a spec, possibly with faults or another export.
 */
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localCloudEnv } from '../../server/build-site.ts';
import { startLocalCloud, type Faults } from '../../server/local-cloud.ts';
import { startSiteServer } from '../../server/site-server.ts';

export const REPO = resolve(fileURLToPath(import.meta.url), '../../..');
export const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4400);
export const SITE_PORT = PORT_BASE;
export const CLOUD_PORT = PORT_BASE + 1;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const CLOUD_URL = `http://127.0.0.1:${CLOUD_PORT}`;
export const DIST_DIR = join(REPO, `dist-e2e-${PORT_BASE}`);
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

/** The VITE_* settings of every e2e build: the harness's cloud with the fixed e2e credentials. */
export const E2E_SITE_ENV = localCloudEnv({
  contentHost: CLOUD_URL,
  ...E2E_CREDENTIALS,
  functionsUrl: `${CLOUD_URL}/functions/v1`,
  siteUrl: SITE_URL,
});

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
  for (const host of ['images.ctfassets.net', 'assets.ctfassets.net'])
    symlinkSync(join(dirname(DEMO_EXPORT), host), join(dir, host));
  return exportPath;
}

export interface StackOptions {
  faults?: Faults;
  exportPath?: string;
  dataDir?: string;
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
    ...E2E_CREDENTIALS,
  });
  const site = await startSiteServer({ port: SITE_PORT, distDir: DIST_DIR }).catch(
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
