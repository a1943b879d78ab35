import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../core/db.ts';
import type { MailMessage } from '../core/mail.ts';
import { backoffMs, claimDue, drainMailQueue, markFailed, markSent } from '../core/mail-queue.ts';
import { DEFAULT_QUEUE, type QueueSettings } from '../core/queue-settings.ts';
import { subscribe, unsubscribe } from '../core/subscribers.ts';
import { memoryMailer, testDeps } from './deps.ts';

/** The mail queue's lease, backoff and exactly-once-per-claim rules, on whichever `db()`. */
export function describeMailQueue(db: () => Db): void {
  // A second ahead of the database's own stamps (microseconds against milliseconds).
  let now = Date.now() + 1_000;
  const settings = (): QueueSettings => ({ ...DEFAULT_QUEUE, now: () => now });
  const row = async (email: string) =>
    (
      await db().query<{ attempts: number; next_attempt_at: Date; sent: boolean }>(
        `SELECT attempts, next_attempt_at, sent_at IS NOT NULL AS sent FROM mail_queue
          WHERE email = $1 ORDER BY id DESC LIMIT 1`,
        [email],
      )
    ).rows[0]!;

  beforeEach(async () => {
    await db().query('DELETE FROM subscribers');
    now = Date.now() + 1_000;
  });

  describe('mail queue', () => {
    it('keeps a leased row from other workers until the lease runs out', async () => {
      await subscribe(db(), 'lease@example.com');
      const [first] = await claimDue(db(), settings());
      expect(first).toMatchObject({ email: 'lease@example.com', attempts: 1 });
      expect(await claimDue(db(), settings())).toEqual([]);
      now += DEFAULT_QUEUE.leaseMs - 1_000;
      expect(await claimDue(db(), settings())).toEqual([]);
      now += 2_000;
      const [second] = await claimDue(db(), settings());
      expect(second).toMatchObject({ id: first!.id, attempts: 2 });
      expect(second!.token).not.toBe(first!.token);
      // The worker whose lease lapsed cannot mark the row: the claim is someone else's now.
      expect(await markSent(db(), first!)).toBe(false);
      expect(await markSent(db(), second!)).toBe(true);
      now += DEFAULT_QUEUE.leaseMs * 2;
      expect(await claimDue(db(), settings())).toEqual([]);
    });

    it('doubles the wait after each failure, up to the cap', async () => {
      expect([1, 2, 3, 4].map((n) => backoffMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
      expect(backoffMs(40)).toBe(DEFAULT_QUEUE.backoffMaxMs);
      await subscribe(db(), 'backoff@example.com');
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const [mail] = await claimDue(db(), settings());
        expect(mail!.attempts).toBe(attempt);
        await markFailed(db(), mail!, new Error('relay down'), settings());
        const due = (await row('backoff@example.com')).next_attempt_at.getTime();
        waits.push(due - now);
        expect(await claimDue(db(), settings())).toEqual([]);
        now = due;
      }
      expect(waits).toEqual([30_000, 60_000, 120_000]);
    });

    it('retries a failing mailer and marks the row sent once it succeeds', async () => {
      await subscribe(db(), 'flaky@example.com');
      let refusals = 2;
      const sent: MailMessage[] = [];
      const deps = testDeps(db(), {
        async send(message) {
          if (refusals-- > 0) throw new Error('421 try again later');
          sent.push(message);
        },
      });
      const drain = () => drainMailQueue({ ...deps, queue: settings() });
      expect(await drain()).toEqual({ sent: 0, failed: 1 });
      now += backoffMs(1);
      expect(await drain()).toEqual({ sent: 0, failed: 1 });
      now += backoffMs(2);
      expect(await drain()).toEqual({ sent: 1, failed: 0 });
      expect(await drain()).toEqual({ sent: 0, failed: 0 });
      expect(sent.map((m) => [m.to, m.key])).toEqual([
        ['flaky@example.com', expect.stringMatching(/^welcome-\d+$/)],
      ]);
      expect(await row('flaky@example.com')).toMatchObject({ attempts: 3, sent: true });
      const { rows } = await db().query<{ sent: boolean }>(
        'SELECT welcome_sent_at IS NOT NULL AS sent FROM subscribers',
      );
      expect(rows).toEqual([{ sent: true }]);
    });

    it('never lets two concurrent drains send the same row', async () => {
      const emails = Array.from({ length: 24 }, (_, i) => `many${i}@example.com`);
      for (const email of emails) await subscribe(db(), email);
      // The clock stops after the last signup: on a loaded machine 24 signups take more than the
      // second the suite's clock is ahead, and a row stamped after it would not be due yet.
      now = Date.now() + 1_000;
      const mailer = memoryMailer();
      const slow = {
        async send(message: MailMessage) {
          // Yield so the other drains claim while this one is still sending.
          await new Promise((resolve) => setTimeout(resolve, 2));
          await mailer.send(message);
        },
      };
      const deps = { ...testDeps(db(), slow), queue: { ...settings(), batch: 3 } };
      const results = await Promise.all([1, 2, 3].map(() => drainMailQueue(deps)));
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(emails.length);
      expect(mailer.sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    });

    it('holds the welcome of an address that left before it was sent, and joins it on return', async () => {
      const { contactId } = await subscribe(db(), 'gone@example.com');
      await unsubscribe(db(), contactId, null);
      expect(await claimDue(db(), settings())).toEqual([]);
      expect((await subscribe(db(), 'gone@example.com')).welcome).toBe(true);
      const { rows } = await db().query('SELECT id FROM mail_queue');
      expect(rows).toHaveLength(1);
      expect(await claimDue(db(), settings())).toHaveLength(1);
    });
  });
}
