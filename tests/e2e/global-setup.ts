/**
 * Builds the site ONCE per e2e run and worker into dist-e2e-<worker's port base>/, pointed at the
 * local cloud on that worker's ports. Several suites may run Playwright at once with their own
 * E2E_PORT_BASE, so nothing is shared. E2E_SKIP_BUILD=1 reuses existing builds while iterating.
 * The returned teardown fails the run if any spec changed the project's own dist/.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildSite } from '../../build/build-site.ts';
import { watchProjectDist } from '../support/project-dist.ts';
import { distDirOf, portBaseOf, REPO, siteEnvOf } from './harness.ts';

export default async function globalSetup(config: FullConfig): Promise<() => void> {
  const checkProjectDist = watchProjectDist();
  // One after the other: each build already keeps both cores busy.
  for (let index = 0; index < config.workers; index++) {
    const base = portBaseOf(index);
    const dist = distDirOf(base);
    if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(dist, 'index.html'))) continue;
    await buildSite(REPO, dist, siteEnvOf(base));
  }
  return checkProjectDist;
}
