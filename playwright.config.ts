import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

const base = process.env.E2E_PORT_BASE || '4400';

export default defineConfig({
  testDir: 'tests/e2e',
  // Specs own fixed ports (E2E_PORT_BASE), so they run one at a time.
  workers: 1,
  fullyParallel: false,
  reporter: 'list',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  // Per port base, so suites running side by side do not wipe each other's results.
  outputDir: `test-results/e2e-${base}`,
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
