import { describe, expect, it } from 'vitest';
import type { Db } from '../core/db.ts';
import { MESSAGES } from '../core/http.ts';
import { listSubscribers } from '../core/subscribers.ts';
import { FUNCTIONS_URL, postJson } from './deps.ts';
import { describeNewsletterFailures } from './failure-suite.ts';
import { newsletterFixture } from './fixture.ts';

const SUBSCRIBE_URL = `${FUNCTIONS_URL}/subscribe`;

/** Abuse, failure and concurrency rules, against whichever database `db()` returns. */
export function describeNewsletterAbuse(db: () => Db): void {
  const fixture = newsletterFixture(db);
  const { answer, deliver, handlers } = fixture;

  describe('request checks', () => {
    const cases: [string, () => Request, number, string][] = [
      ['GET', () => new Request(SUBSCRIBE_URL), 405, MESSAGES.method],
      [
        'text/plain',
        () =>
          new Request(SUBSCRIBE_URL, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: '{"email":"a@b.co"}',
          }),
        415,
        MESSAGES.contentType,
      ],
      ['malformed JSON', () => postJson(SUBSCRIBE_URL, '{"email":'), 400, MESSAGES.malformed],
      ['a JSON array', () => postJson(SUBSCRIBE_URL, '["a@b.co"]'), 400, MESSAGES.malformed],
      [
        '9 KiB body',
        () => postJson(SUBSCRIBE_URL, { email: 'a@b.co', pad: 'x'.repeat(9 * 1024) }),
        413,
        MESSAGES.tooLarge,
      ],
    ];
    it.each(cases)('%s → %i', async (_label, request, status, message) => {
      const { subscribe } = handlers();
      expect(await answer(await subscribe!.handler(request()))).toMatchObject({
        status,
        body: { error: message },
      });
      expect(await listSubscribers(db())).toHaveLength(0);
    });

    it('caps a streamed body that announces no length', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 1;
          if (sent > 64) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const request = new Request(SUBSCRIBE_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      const { subscribe } = handlers();
      expect((await subscribe!.handler(request)).status).toBe(413);
      expect(sent).toBeLessThan(64);
    });
  });

  describe('rate limits', () => {
    it('limits attempts per IP with 429 and Retry-After, and other IPs are unaffected', async () => {
      const { subscribe } = handlers({ limits: { perIp: { limit: 3, windowMs: 60_000 } } });
      for (let i = 0; i < 3; i += 1) {
        expect(
          (
            await subscribe!.handler(
              postJson(SUBSCRIBE_URL, { email: `ip${i}@example.com` }, '198.51.100.1'),
            )
          ).status,
        ).toBe(200);
      }
      const limited = await answer(
        await subscribe!.handler(
          postJson(SUBSCRIBE_URL, { email: 'ip9@example.com' }, '198.51.100.1'),
        ),
      );
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ error: MESSAGES.rateLimited });
      expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
      expect(
        (
          await subscribe!.handler(
            postJson(SUBSCRIBE_URL, { email: 'ip9@example.com' }, '198.51.100.2'),
          )
        ).status,
      ).toBe(200);
      expect(await listSubscribers(db())).toHaveLength(4);
    });

    it('shares the counters between two instances over one database', async () => {
      const limits = { perIp: { limit: 3, windowMs: 60_000 } };
      const [a, b] = [handlers({ limits }), handlers({ limits })];
      const attempt = (instance: typeof a, i: number) =>
        instance.subscribe!.handler(
          postJson(SUBSCRIBE_URL, { email: `shared${i}@example.com` }, '198.51.100.9'),
        );
      expect((await attempt(a, 0)).status).toBe(200);
      expect((await attempt(b, 1)).status).toBe(200);
      expect((await attempt(a, 2)).status).toBe(200);
      expect((await attempt(b, 3)).status).toBe(429);
      expect((await attempt(a, 4)).status).toBe(429);
      expect(await listSubscribers(db())).toHaveLength(3);
    });

    it('limits attempts per address across IPs, and lifts the limit when the window passes', async () => {
      let now = 1_000_000;
      const { subscribe } = handlers({
        now: () => now,
        limits: { perAddress: { limit: 2, windowMs: 10_000 } },
      });
      const attempt = (ip: string) =>
        subscribe!.handler(postJson(SUBSCRIBE_URL, { email: 'Target@Example.com' }, ip));
      expect((await attempt('192.0.2.1')).status).toBe(200);
      expect((await attempt('192.0.2.2')).status).toBe(200);
      now += 4_000;
      const limited = await attempt('192.0.2.3');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('6');
      now += 6_000;
      expect((await attempt('192.0.2.4')).status).toBe(200);
      await deliver();
      expect(fixture.mailer.sent).toHaveLength(1);
    });
  });

  it('keeps one row and sends one welcome when the same address arrives 20 times at once', async () => {
    const { subscribe } = handlers({ limits: { perAddress: { limit: 100, windowMs: 60_000 } } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribe!.handler(
          postJson(
            SUBSCRIBE_URL,
            { email: i % 2 ? 'race@example.com' : ' RACE@example.com' },
            `10.9.0.${i}`,
          ),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await listSubscribers(db())).toHaveLength(1);
    await Promise.all([deliver(), deliver()]);
    expect(fixture.mailer.sent).toHaveLength(1);
  });

  describeNewsletterFailures(fixture);
}
