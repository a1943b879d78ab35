/**
 * The plugin runs inside Vite's own config resolution, with the variables read from a real .env
 * file, the way `vite build` and `vite` read them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, resolveConfig } from 'vite';
import { contentfulEnvCheck } from './vite-contentful-env.ts';

const NAMES = ['VITE_CONTENTFUL_SPACE_ID', 'VITE_CONTENTFUL_ACCESS_TOKEN'] as const;
let dir: string;
const saved: Partial<Record<string, string>> = {};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gq-env-'));
  // Vite lets the process environment win over .env files; the test decides what is set.
  for (const name of NAMES) {
    saved[name] = process.env[name];
    delete process.env[name];
  }
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

async function warningsFor(envFile: string, mode = 'production'): Promise<string[]> {
  writeFileSync(join(dir, '.env'), envFile);
  const warnings: string[] = [];
  const logger = createLogger('silent');
  logger.warn = (message) => void warnings.push(message);
  await resolveConfig(
    {
      root: dir,
      configFile: false,
      envDir: dir,
      mode,
      customLogger: logger,
      plugins: [contentfulEnvCheck()],
    },
    'build',
  );
  return warnings;
}

describe('contentfulEnvCheck', () => {
  it('names the missing token at build time', async () => {
    const warnings = await warningsFor('VITE_CONTENTFUL_SPACE_ID=space-1\n');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('VITE_CONTENTFUL_ACCESS_TOKEN is not set');
  });

  it('stays quiet when both variables are set', async () => {
    const env = 'VITE_CONTENTFUL_SPACE_ID=space-1\nVITE_CONTENTFUL_ACCESS_TOKEN=token-1\n';
    expect(await warningsFor(env)).toEqual([]);
  });

  it('stays quiet under Vitest, whose mode is test', async () => {
    expect(await warningsFor('', 'test')).toEqual([]);
  });
});
