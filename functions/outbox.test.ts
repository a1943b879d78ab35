import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './core/db.ts';
import { composeMail } from './core/mail.ts';
import { claimDue, drainMailQueue, isMailInFlight, mailKey, markSent } from './core/mail-queue.ts';
import { DEFAULT_QUEUE } from './core/queue-settings.ts';
import { subscribe } from './core/subscribers.ts';
import { outboxMailer } from './node/mailers.ts';
import { testDeps } from './test-support/deps.ts';
import { useEmbeddedDb } from './test-support/embedded-db.ts';

const message = (key?: string) => ({
  ...composeMail({
    from: 'news@example.org',
    to: 'reader@example.com',
    subject: 'Hello',
    text: 't',
    html: '<p>h</p>',
  }),
  key,
});

describe('outbox mailer', () => {
  const openDb = useEmbeddedDb();
  let db: Db;
  let dir: string;
  beforeEach(() => {
    db = openDb();
  });
  afterEach(async () => {
    await db.query('DELETE FROM subscribers');
    await rm(dir, { recursive: true, force: true });
  });
  const newDir = async () => (dir = await mkdtemp(join(tmpdir(), 'outbox-')));

  it('names a queued mail after its key, so sending it again replaces the one file', async () => {
    const outbox = outboxMailer(await newDir());
    await outbox.send(message('welcome-7'));
    const second = message('welcome-7');
    await outbox.send(second);
    expect(await readdir(dir)).toEqual(['welcome-7.eml']);
    expect(await readFile(join(dir, 'welcome-7.eml'), 'utf8')).toBe(second.raw);
  });

  it('at start-up removes half-written mails nobody is writing, and the queue writes them anew', async () => {
    const outbox = outboxMailer(await newDir());
    const now = Date.now() + 1_000;
    const settings = { ...DEFAULT_QUEUE, now: () => now };
    for (const email of ['crashed@example.com', 'sending@example.com', 'done@example.com'])
      await subscribe(db, email);
    const ids = Object.fromEntries(
      (await db.query<{ id: number; email: string }>('SELECT id, email FROM mail_queue')).rows.map(
        (r) => [r.email, Number(r.id)],
      ),
    );
    // 'sending' is leased by a live worker; 'done' was sent; 'crashed' lost its worker's lease.
    const claimed = await claimDue(db, { ...settings, batch: 3 });
    await markSent(
      db,
      claimed.find((m) => m.email === 'done@example.com')!,
    );
    const later = { ...settings, now: () => now + DEFAULT_QUEUE.leaseMs / 2 };
    await db.query('UPDATE mail_queue SET lease_until = NULL WHERE email = $1', [
      'crashed@example.com',
    ]);
    await mkdir(dir, { recursive: true });
    const tmp = (email: string) => `.${mailKey(ids[email]!)}.eml.0a1b2c.tmp`;
    const names = [
      tmp('crashed@example.com'),
      tmp('sending@example.com'),
      tmp('done@example.com'),
      '.1700000000000-000001-abc.eml.tmp',
      'welcome-1.eml',
    ];
    for (const name of names) await writeFile(join(dir, name), 'partial');

    const removed = await outbox.recover!((key) => isMailInFlight(db, key, later));
    expect(removed.sort()).toEqual(
      [tmp('crashed@example.com'), tmp('done@example.com'), names[3]!].sort(),
    );
    expect((await readdir(dir)).sort()).toEqual([tmp('sending@example.com'), 'welcome-1.eml']);

    const result = await drainMailQueue({ ...testDeps(db, outbox), queue: later });
    expect(result).toEqual({ sent: 1, failed: 0 });
    const written = await readFile(
      join(dir, `${mailKey(ids['crashed@example.com']!)}.eml`),
      'utf8',
    );
    expect(written).toContain('\r\nTo: crashed@example.com\r\n');
  });
});
