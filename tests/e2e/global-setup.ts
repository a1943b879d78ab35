/**
 * Builds the site ONCE per e2e run into dist-e2e-<base>/, pointed at the local cloud on this run's
 * ports. Several suites run Playwright at once with their own E2E_PORT_BASE, so nothing is shared.
 * E2E_SKIP_BUILD=1 reuses an existing build while iterating.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../server/build-site.ts';
import { DIST_DIR, E2E_SITE_ENV, REPO } from './harness.ts';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(DIST_DIR, 'index.html'))) return;
  await buildSite(REPO, DIST_DIR, E2E_SITE_ENV);
}
