import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from './core/migrations.ts';
import { listSubscribers } from './core/subscribers.ts';
import { createFunctions } from './index.ts';
import { openPgliteDb } from './node/pglite-db.ts';
import { FUNCTIONS_URL, SITE_URL, headerOf, plainTextOf, postJson } from './test-support/deps.ts';
import type { FunctionsRuntime } from './types.ts';

describe('createFunctions on a data folder', () => {
  const dirs: string[] = [];
  const runtimes: FunctionsRuntime[] = [];
  afterEach(async () => {
    await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const start = async (dataDir: string) => {
    const runtime = await createFunctions({
      dataDir,
      siteUrl: SITE_URL,
      functionsUrl: FUNCTIONS_URL,
    });
    runtimes.push(runtime);
    return runtime;
  };

  it('writes the welcome mail as an .eml file and keeps subscribers across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'functions-data-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    expect(Object.keys(first.functions).sort()).toEqual([
      'confirm',
      'mail-events',
      'newsletter-preview',
      'preview',
      'publish',
      'subscribe',
      'unsubscribe',
      'unsubscribe-one-click',
    ]);
    const answer = await first.functions.subscribe!.handler(
      postJson(`${FUNCTIONS_URL}/subscribe`, { email: 'Persist@Example.com' }),
    );
    expect(answer.status).toBe(200);
    // The drain loop sends after the answer; wait until it has nothing left to do.
    await first.mail!.idle();
    const files = (await readdir(join(dataDir, 'outbox'))).filter((f) => f.endsWith('.eml'));
    expect(files).toEqual([expect.stringMatching(/^welcome-\d+\.eml$/)]);
    const raw = await readFile(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(headerOf(raw, 'From')).toBe('"Galactic Quandaries" <newsletter@localhost>');
    expect(headerOf(raw, 'Subject')).toBe('Welcome to Galactic Quandaries');
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expect(raw).not.toMatch(/[^\r]\n/);
    const link = new URL(/unsubscribe here: (\S+)/.exec(plainTextOf(raw))![1]!);
    await first.close();
    runtimes.pop();

    const second = await start(dataDir);
    const unsubscribed = await second.functions.unsubscribe!.handler(
      postJson(`${FUNCTIONS_URL}/unsubscribe`, Object.fromEntries(link.searchParams)),
    );
    expect(unsubscribed.status).toBe(200);
    await second.close();
    runtimes.pop();
    const db = await openPgliteDb(join(dataDir, 'db'));
    try {
      expect(await listSubscribers(db)).toEqual([
        {
          email: 'persist@example.com',
          contactId: link.searchParams.get('contactId'),
          active: false,
          confirmed: false,
        },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('applies each migration once and records it', async () => {
    const db = await openPgliteDb();
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ version: number; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      );
      expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
      const extra = { version: 99, name: 'broken', sql: 'CREATE TABLE subscribers (x int)' };
      await expect(migrate(db, [...MIGRATIONS, extra])).rejects.toThrow();
      const after = await db.query('SELECT version FROM schema_migrations WHERE version = 99');
      expect(after.rows).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
