import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { resultsDir } from './tests/e2e/outcome-reporter';

const base = process.env.E2E_PORT_BASE || '4400';

// The specs' servers and the prerendered builds import React in the test worker, and pages render
// with its production build, as `npm start` serves them. Vite sets NODE_ENV while the global setup
// builds, and the workers inherit it; a run that reuses the builds (E2E_SKIP_BUILD=1) builds nothing
// there, and the worker loaded React's development build through the local cloud, then the
// prerender's server bundle its production one: every prerendered spec failed with two Reacts.
process.env.NODE_ENV ??= 'production';

export default defineConfig({
  testDir: 'tests/e2e',
  // One spec file per two cores (E2E_WORKERS to choose): a single worker's Chromium, servers and test
  // already keep two cores busy, so on a two-core machine a second worker only shares them (13.2 min
  // against 13.9 measured). Each worker has ports, builds and folders of its own (tests/e2e/harness.ts);
  // a spec's tests run in order, in one worker.
  workers: Number(process.env.E2E_WORKERS || Math.max(1, Math.floor(availableParallelism() / 2))),
  fullyParallel: false,
  // One more try for a failed test (E2E_RETRIES to choose; 0 to see every first failure). The two cores
  // are shared with the Node 24 suites and the engine journeys, and a test that waits on a worker's
  // activation or a rebuild can miss its limit once when both peak together. A retried pass is still
  // reported, by name, as flaky at the very end of `npm test` (tests/e2e/outcome-reporter.ts); a test
  // that fails twice fails the run.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list'], ['./tests/e2e/outcome-reporter.ts']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  // Per port base, so suites running side by side do not wipe each other's results.
  outputDir: resultsDir(base),
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
