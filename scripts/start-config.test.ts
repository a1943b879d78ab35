/**
 * `npm start` with a space id but no token would build a site whose every content page says "not
 * configured"; it stops first and names the missing variable.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(import.meta.url), '../..');

describe('npm start without a complete set of Contentful credentials', () => {
  it('prints which variable is missing and exits 1 before serving anything', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gq-start-'));
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        VITE_CONTENTFUL_SPACE_ID: 'space-1',
        PORT: '4700',
        SERVICES_PORT: '4701',
        DATA_DIR: join(dir, 'data'),
        // Were the credentials accepted, the build would go here, never into the project's dist/.
        DIST_DIR: join(dir, 'dist'),
      };
      delete env.VITE_CONTENTFUL_ACCESS_TOKEN;
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
        cwd: root,
        env,
        encoding: 'utf8',
        timeout: 60000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('VITE_CONTENTFUL_ACCESS_TOKEN is not set');
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout).not.toContain('Site:');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
