/**
 * The preview spec's own stack: a prerendered build (sitemap and feeds included) of the demo export
 * plus one draft review, served with the local cloud that answers both the Delivery and the Preview
 * API and hosts the preview function. E2E_SKIP_BUILD=1 reuses an existing build while iterating.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../build/build-site.ts';
import { startLocalCloud } from '../../local-cloud/local-cloud.ts';
import { startSiteServer } from '../../local-cloud/site-server.ts';
import { draftExport } from '../support/draft-export.ts';
import {
  CLOUD_PORT,
  DIST_DIR,
  E2E_CREDENTIALS,
  E2E_SITE_ENV,
  REPO,
  SITE_PORT,
  SITE_URL,
} from './harness.ts';

const PREVIEW_DIST = `${DIST_DIR}-preview`;

export interface PreviewStack {
  siteUrl: string;
  distDir: string;
  previewToken: string;
  stop(): Promise<void>;
}

export async function startPreviewStack(): Promise<PreviewStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-preview-'));
  const content = draftExport();
  const cleanup = () => {
    content.remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const cloud = await startLocalCloud({
    port: CLOUD_PORT,
    exportPath: content.path,
    dataDir,
    siteUrl: SITE_URL,
    lazyDatabase: false,
    ...E2E_CREDENTIALS,
  }).catch((error: unknown) => {
    cleanup();
    throw error;
  });
  try {
    const reuse =
      process.env.E2E_SKIP_BUILD === '1' && existsSync(join(PREVIEW_DIST, 'sitemap.xml'));
    if (!reuse) await buildSite(REPO, PREVIEW_DIST, E2E_SITE_ENV, { prerender: true });
    const site = await startSiteServer({ port: SITE_PORT, distDir: PREVIEW_DIST });
    return {
      siteUrl: site.url,
      distDir: PREVIEW_DIST,
      previewToken: cloud.previewToken,
      stop: async () => {
        await Promise.allSettled([site.close(), cloud.close()]);
        cleanup();
      },
    };
  } catch (error) {
    await cloud.close();
    cleanup();
    throw error;
  }
}
