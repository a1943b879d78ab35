/**
 * The embedded database costs hundreds of MB and seconds from the moment it opens: by default, on a
 * data folder without one, the local cloud serves content without opening it, and the first function
 * call creates it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from './local-cloud.ts';

const DEMO = resolve(import.meta.dirname, '../demo-content/export.json');
const dir = mkdtempSync(join(tmpdir(), 'gq-lazy-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local cloud on a fresh data folder', () => {
  it('opens the database on the first function call, not at start-up', async () => {
    const cloud = await startLocalCloud({
      port: 0,
      exportPath: DEMO,
      dataDir: dir,
      siteUrl: 'http://127.0.0.1:1',
    });
    try {
      const entries = await fetch(
        `${cloud.url}/spaces/${cloud.spaceId}/environments/master/entries?limit=1`,
        { headers: { Authorization: `Bearer ${cloud.accessToken}` } },
      );
      expect(entries.status).toBe(200);
      expect(existsSync(join(dir, 'db'))).toBe(false);
      const answer = await fetch(`${cloud.url}/functions/v1/subscribe`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${cloud.anonKey}`,
          apikey: cloud.anonKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ email: 'reader@example.com' }),
      });
      expect(answer.status).toBeLessThan(500);
      expect(existsSync(join(dir, 'db'))).toBe(true);
    } finally {
      await cloud.close();
    }
  }, 60_000);
});
