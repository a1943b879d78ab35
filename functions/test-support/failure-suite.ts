import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../core/http.ts';
import { backoffMs, drainMailQueue } from '../core/mail-queue.ts';
import { DEFAULT_QUEUE } from '../core/queue-settings.ts';
import { listSubscribers } from '../core/subscribers.ts';
import { FUNCTIONS_URL, failingDb, postJson } from './deps.ts';
import type { NewsletterFixture } from './fixture.ts';

const SUBSCRIBE_URL = `${FUNCTIONS_URL}/subscribe`;

/** A database or relay failing at each step: nothing stored is lost, no welcome is doubled. */
export function describeNewsletterFailures(fixture: NewsletterFixture): void {
  const { answer, db, deliver, depsFor, handlers } = fixture;

  describe('failures', () => {
    it('turns a database failure into a generic 500 and loses nothing stored', async () => {
      const healthy = handlers();
      await healthy.subscribe!.handler(postJson(SUBSCRIBE_URL, { email: 'kept@example.com' }));
      const before = await listSubscribers(db());
      // The connection drops when the upsert of the new address is sent.
      const broken = handlers({
        db: failingDb(db(), (sql) => /INSERT INTO subscribers/.test(sql)),
      });
      const failed = await answer(
        await broken.subscribe!.handler(postJson(SUBSCRIBE_URL, { email: 'new@example.com' })),
      );
      expect(failed).toMatchObject({ status: 500, body: { error: MESSAGES.internal } });
      const down = handlers({ db: failingDb(db(), () => true) });
      const unsubscribeDown = await answer(
        await down.unsubscribe!.handler(
          postJson(`${FUNCTIONS_URL}/unsubscribe`, { contactId: before[0]!.contactId }),
        ),
      );
      expect(unsubscribeDown).toMatchObject({ status: 500, body: { error: MESSAGES.internal } });
      expect(await listSubscribers(db())).toEqual(before);
      await deliver();
      expect(fixture.mailer.sent).toHaveLength(1);
      expect(
        (await healthy.subscribe!.handler(postJson(SUBSCRIBE_URL, { email: 'new@example.com' })))
          .status,
      ).toBe(200);
      expect((await listSubscribers(db())).map((s) => s.email)).toEqual([
        'kept@example.com',
        'new@example.com',
      ]);
    });

    it('keeps the subscriber and its welcome when the relay and then the database fail', async () => {
      const { subscribe } = handlers();
      expect(
        (await subscribe!.handler(postJson(SUBSCRIBE_URL, { email: 'midway@example.com' }))).status,
      ).toBe(200);
      fixture.mailer.failNext = true;
      // The relay refuses, and recording that refusal fails too: this drain dies mid-way.
      const broken = depsFor({ db: failingDb(db(), (sql) => /last_error/.test(sql)) });
      await expect(drainMailQueue(broken)).rejects.toThrow(/connection terminated/);
      expect(await listSubscribers(db())).toMatchObject([
        { email: 'midway@example.com', active: true },
      ]);
      expect(fixture.mailer.sent).toHaveLength(0);
      // The dead worker's lease runs out; the next drain sends the welcome, and only once.
      fixture.offset += DEFAULT_QUEUE.leaseMs + 1_000;
      await deliver();
      await deliver();
      expect(fixture.mailer.sent.map((m) => m.to)).toEqual(['midway@example.com']);
    });

    it('answers 200 while the relay refuses, and a drain after the backoff sends it once', async () => {
      const { subscribe } = handlers();
      fixture.mailer.failNext = true;
      const accepted = await answer(
        await subscribe!.handler(postJson(SUBSCRIBE_URL, { email: 'retry@example.com' })),
      );
      expect(accepted).toMatchObject({ status: 200, body: { ok: true } });
      await deliver();
      expect(fixture.mailer.sent).toHaveLength(0);
      // Not due again until the backoff has passed.
      fixture.offset += backoffMs(1) - 1_000;
      await deliver();
      expect(fixture.mailer.sent).toHaveLength(0);
      fixture.offset += 2_000;
      await deliver();
      expect(
        (await subscribe!.handler(postJson(SUBSCRIBE_URL, { email: 'retry@example.com' }))).status,
      ).toBe(200);
      await deliver();
      expect(fixture.mailer.sent.map((m) => m.to)).toEqual(['retry@example.com']);
      expect(await listSubscribers(db())).toHaveLength(1);
    });

    it('runs the same statements for a known and a new address, and sends nothing meanwhile', async () => {
      const statements: string[][] = [[], []];
      let round = 0;
      const recording = failingDb(db(), (sql) => {
        statements[round]!.push(sql);
        return false;
      });
      const { subscribe } = handlers({ db: recording });
      await subscribe!.handler(postJson(SUBSCRIBE_URL, { email: 'known@example.com' }));
      await deliver();
      statements[0] = [];
      for (const email of ['known@example.com', 'new@example.com']) {
        expect((await subscribe!.handler(postJson(SUBSCRIBE_URL, { email }))).status).toBe(200);
        round += 1;
      }
      expect(statements[0]).toEqual(statements[1]);
      // Besides the two rate-limit counters, one statement stores the address and queues its welcome.
      expect(statements[0]!.filter((sql) => /rate_limits/.test(sql))).toHaveLength(2);
      expect(statements[0]!.filter((sql) => !/rate_limits/.test(sql))).toHaveLength(1);
      expect(fixture.mailer.sent.map((m) => m.to)).toEqual(['known@example.com']);
    });
  });
}
