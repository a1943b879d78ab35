import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../core/db.ts';
import type { NewsletterDeps } from '../core/deps.ts';
import { drainIssues, issueStats, planIssues } from '../core/issues.ts';
import type { MailMessage, Mailer } from '../core/mail.ts';
import { NEWSLETTER_MESSAGES, WEBHOOK_SECRET_HEADER } from '../core/newsletter-handlers.ts';
import { buildFunctions } from '../index.ts';
import { FUNCTIONS_URL, headerOf, plainTextOf, postJson, testDeps } from './deps.ts';
import { startIssueExport, type IssueExport } from './issue-export.ts';

const SECRET = 'owner-webhook-secret';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Records every mail with the test clock's time; `refuse` decides per address. */
function recordingMailer(clock: () => number) {
  const sent: { to: string; at: number; message: MailMessage }[] = [];
  let refuse: (to: string) => Error | null = () => null;
  let afterSend: () => void = () => {};
  const mailer: Mailer = {
    async send(message) {
      const error = refuse(message.to);
      if (error) throw error;
      sent.push({ to: message.to, at: clock(), message });
      afterSend();
    },
  };
  return {
    mailer,
    sent,
    refuseWith(fn: (to: string) => Error | null) {
      refuse = fn;
    },
    afterEachSend(fn: () => void) {
      afterSend = fn;
    },
  };
}

const smtpError = (code: number) =>
  Object.assign(new Error(`${code} mailbox unavailable`), { responseCode: code });

/**
 * Issues on whichever database `db()` returns, planned from the real local Delivery API (via the
 * contentful SDK) and sent through the leased per-subscriber rows.
 */
export function describeIssues(db: () => Db): void {
  let content: IssueExport;
  let now: number;
  let mail: ReturnType<typeof recordingMailer>;
  let lines: string[];
  let deps: NewsletterDeps;
  let functions: ReturnType<typeof buildFunctions>;

  const make = (overrides: Partial<NewsletterDeps> = {}) => {
    deps = testDeps(db(), mail.mailer, {
      articles: content.source,
      now: () => now,
      queue: { now: () => now, batch: 50 },
      newsletter: { send: 'each', ratePerSecond: 10_000 },
      sleep: async (ms) => {
        now += ms;
      },
      report: (line) => lines.push(line),
      ...overrides,
    });
    functions = buildFunctions(
      deps,
      { secret: 'preview-secret', queries: null },
      { secret: SECRET },
    );
  };

  const addSubscribers = async (prefix: string, count: number, confirmed: boolean) => {
    await db().query(
      `INSERT INTO subscribers (email, contact_id, confirmed_at, welcome_sent_at)
       SELECT $1 || lpad(i::text, 5, '0') || '@example.com', md5($1 || i::text),
              CASE WHEN $3 THEN now() END, now()
         FROM generate_series(1, $2::int) AS i`,
      [prefix, count, confirmed],
    );
  };

  const webhook = (name: string, body: unknown, secret = SECRET) => {
    const request = postJson(`${FUNCTIONS_URL}/${name}`, body);
    request.headers.set(WEBHOOK_SECRET_HEADER, secret);
    return functions[name]!.handler(request);
  };

  const sentTo = () => mail.sent.map((m) => m.to);

  beforeAll(async () => {
    content = await startIssueExport();
  }, 60_000);
  afterAll(() => content?.close());

  beforeEach(async () => {
    await db().query('DELETE FROM newsletter_issues');
    await db().query('DELETE FROM subscribers');
    // Ahead of the database's own clock, which stamps new rows due at its now().
    now = Date.now() + MINUTE;
    await db().query('UPDATE newsletter_state SET since = $1', [new Date(now - 10 * MINUTE)]);
    content.publish([]);
    content.faults.rateLimitRate = 0;
    mail = recordingMailer(() => now);
    lines = [];
    make();
  });

  describe('newsletter issues', () => {
    it('sends one issue to each of 2,000 confirmed subscribers and none to the unconfirmed', async () => {
      make({ queue: { now: () => now, batch: 250 } });
      await addSubscribers('reader', 2000, true);
      await addSubscribers('stranger', 40, false);
      await db().query(
        "UPDATE subscribers SET unsubscribed_at = now() WHERE email LIKE 'reader0000%'",
      );
      content.publish([{ name: 'first', at: new Date(now - MINUTE) }]);
      expect(await planIssues(deps)).toHaveLength(1);
      expect(await drainIssues(deps)).toEqual({ sent: 1991, failed: 0 });
      const to = sentTo();
      expect(new Set(to).size).toBe(1991);
      expect(to.every((t) => t.startsWith('reader') && !t.startsWith('reader0000'))).toBe(true);
      // Nothing is left to send, and another run sends nothing more.
      expect(await drainIssues(deps)).toEqual({ sent: 0, failed: 0 });
      expect(lines).toEqual([
        expect.stringMatching(
          /^issue \d+ \(each:issuefirst, planned .+\): 1991 recipients, 1991 sent, 0 failed, 0 still due$/,
        ),
      ]);
      const text = plainTextOf(mail.sent[0]!.message.raw);
      expect(text).toContain('New article first');
      expect(headerOf(mail.sent[0]!.message.raw, 'List-Unsubscribe-Post')).toBe(
        'List-Unsubscribe=One-Click',
      );
    }, 120_000);

    it('plans nothing new for a duplicated, a replayed or a forged webhook', async () => {
      await addSubscribers('reader', 5, true);
      content.publish([{ name: 'dup', at: new Date(now - MINUTE) }]);
      expect((await webhook('publish', {}, 'wrong')).status).toBe(401);
      const twice = await Promise.all([webhook('publish', {}), webhook('publish', {})]);
      expect(twice.map((r) => r.status)).toEqual([200, 200]);
      await drainIssues(deps);
      const replay = await webhook('publish', { sys: { id: 'issuedup' } });
      expect(await replay.json()).toEqual({ ok: true, planned: 0 });
      await drainIssues(deps);
      expect(mail.sent).toHaveLength(5);
      expect(await issueStats(db())).toHaveLength(1);
    });

    it('sends an article whose webhook came late, once, and never resends the newer one', async () => {
      await addSubscribers('reader', 3, true);
      content.publish([{ name: 'newer', at: new Date(now - MINUTE) }]);
      await planIssues(deps);
      await drainIssues(deps);
      content.publish([
        { name: 'older', at: new Date(now - 5 * MINUTE) },
        { name: 'newer', at: new Date(now - MINUTE) },
      ]);
      expect(await planIssues(deps)).toHaveLength(1);
      await drainIssues(deps);
      const subjects = mail.sent.map((m) => headerOf(m.message.raw, 'Subject'));
      expect(subjects.filter((s) => s!.startsWith('New article newer'))).toHaveLength(3);
      expect(subjects.filter((s) => s!.startsWith('New article older'))).toHaveLength(3);
    });

    it('digest: one issue a day with what is still published, the rest the next day', async () => {
      make({ newsletter: { send: 'digest', ratePerSecond: 10_000 } });
      await addSubscribers('reader', 2, true);
      content.publish([
        { name: 'kept', at: new Date(now - 3 * MINUTE) },
        { name: 'gone', at: new Date(now - 2 * MINUTE) },
      ]);
      // Unpublished before the send: the Delivery API no longer lists it.
      content.publish([{ name: 'kept', at: new Date(now - 3 * MINUTE) }]);
      expect(await planIssues(deps)).toHaveLength(1);
      await drainIssues(deps);
      content.publish([
        { name: 'kept', at: new Date(now - 3 * MINUTE) },
        { name: 'later', at: new Date(now - MINUTE) },
      ]);
      expect(await planIssues(deps)).toEqual([]);
      now += DAY;
      expect(await planIssues(deps)).toHaveLength(1);
      await drainIssues(deps);
      const texts = mail.sent.map((m) => plainTextOf(m.message.raw));
      expect(texts).toHaveLength(4);
      expect(texts.filter((t) => t.includes('New article kept'))).toHaveLength(2);
      expect(texts.filter((t) => t.includes('New article later'))).toHaveLength(2);
      expect(texts.some((t) => t.includes('New article gone'))).toBe(false);
    });

    it('each: an article unpublished after its issue was planned is never sent', async () => {
      await addSubscribers('reader', 3, true);
      content.publish([{ name: 'pulled', at: new Date(now - MINUTE) }]);
      expect(await planIssues(deps)).toHaveLength(1);
      content.publish([]);
      expect(await drainIssues(deps)).toEqual({ sent: 0, failed: 0 });
      expect(mail.sent).toEqual([]);
      expect(lines).toEqual([
        expect.stringMatching(
          /^issue \d+ \(each:issuepulled, planned .+\): cancelled, every article was unpublished before its send; 3 recipients, 0 sent, 0 failed, 0 still due, 3 cancelled$/,
        ),
      ]);
      // A cancelled issue stays cancelled, even if the article comes back.
      content.publish([{ name: 'pulled', at: new Date(now - MINUTE) }]);
      expect(await planIssues(deps)).toEqual([]);
      expect(await drainIssues(deps)).toEqual({ sent: 0, failed: 0 });
    });

    it('digest: an article unpublished after planning is left out of the mail', async () => {
      make({ newsletter: { send: 'digest', ratePerSecond: 10_000 } });
      await addSubscribers('reader', 2, true);
      content.publish([
        { name: 'stays', at: new Date(now - 3 * MINUTE) },
        { name: 'leaves', at: new Date(now - 2 * MINUTE) },
      ]);
      expect(await planIssues(deps)).toHaveLength(1);
      content.publish([{ name: 'stays', at: new Date(now - 3 * MINUTE) }]);
      expect(await drainIssues(deps)).toEqual({ sent: 2, failed: 0 });
      const texts = mail.sent.map((m) => plainTextOf(m.message.raw));
      expect(texts.every((t) => t.includes('New article stays'))).toBe(true);
      expect(texts.some((t) => t.includes('New article leaves'))).toBe(false);
      expect(lines).toEqual([
        expect.stringMatching(/2 recipients, 2 sent, 0 failed, 0 still due$/),
      ]);
    });

    it('digest: an article unpublished mid-send is left out of every later batch', async () => {
      make({
        queue: { now: () => now, batch: 4 },
        newsletter: { send: 'digest', ratePerSecond: 10_000 },
      });
      await addSubscribers('reader', 12, true);
      const both = [
        { name: 'stays', at: new Date(now - 3 * MINUTE) },
        { name: 'leaves', at: new Date(now - 2 * MINUTE) },
      ];
      content.publish(both);
      await planIssues(deps);
      // Unpublished as the first batch's last mail goes out.
      mail.afterEachSend(() => {
        if (mail.sent.length === 4) content.publish([both[0]!]);
      });
      expect(await drainIssues(deps)).toEqual({ sent: 12, failed: 0 });
      const carries = mail.sent.map((m) =>
        plainTextOf(m.message.raw).includes('New article leaves'),
      );
      expect(carries).toEqual([...Array(4).fill(true), ...Array(8).fill(false)]);
      expect(mail.sent.every((m) => plainTextOf(m.message.raw).includes('New article stays'))).toBe(
        true,
      );
    });

    it('sends nothing unchecked while the Delivery API fails, and sends once it answers', async () => {
      await addSubscribers('reader', 2, true);
      content.publish([{ name: 'held', at: new Date(now - MINUTE) }]);
      await planIssues(deps);
      const errors: string[] = [];
      make({ log: (message) => errors.push(message) });
      // Every request is answered 429; the SDK's own retries (1 s apart) give up too.
      content.faults.rateLimitRate = 1;
      expect(await drainIssues(deps)).toEqual({ sent: 0, failed: 0 });
      expect(mail.sent).toEqual([]);
      expect(errors).toEqual([expect.stringMatching(/ not sent now: the Delivery API could not/)]);
      content.faults.rateLimitRate = 0;
      expect(await drainIssues(deps)).toEqual({ sent: 2, failed: 0 });
      expect(lines.at(-1)).toMatch(/2 recipients, 2 sent, 0 failed, 0 still due$/);
    }, 30_000);

    it('sends nothing to a reader who unsubscribes mid-send, nor any later issue', async () => {
      make({
        queue: { now: () => now, batch: 4 },
        checkpoint: async (point) => {
          if (point === 'issue-claimed' && mail.sent.length === 8) {
            await db().query(
              "UPDATE subscribers SET unsubscribed_at = now() WHERE email = 'reader00017@example.com'",
            );
          }
        },
      });
      await addSubscribers('reader', 20, true);
      content.publish([{ name: 'one', at: new Date(now - 2 * MINUTE) }]);
      await planIssues(deps);
      await drainIssues(deps);
      content.publish([
        { name: 'one', at: new Date(now - 2 * MINUTE) },
        { name: 'two', at: new Date(now - MINUTE) },
      ]);
      await planIssues(deps);
      await drainIssues(deps);
      expect(sentTo().filter((t) => t === 'reader00017@example.com')).toEqual([]);
      expect(mail.sent).toHaveLength(19 * 2);
    });

    it('holds the per-second rate, in row order', async () => {
      make({
        queue: { now: () => now, batch: 5 },
        newsletter: { send: 'each', ratePerSecond: 7 },
      });
      await addSubscribers('reader', 40, true);
      content.publish([{ name: 'rate', at: new Date(now - MINUTE) }]);
      await planIssues(deps);
      const start = now;
      await drainIssues(deps);
      const times = mail.sent.map((m) => m.at);
      expect(times).toHaveLength(40);
      for (let i = 0; i + 7 < times.length; i += 1)
        expect(times[i + 7]! - times[i]!).toBeGreaterThanOrEqual(1000);
      expect(times.at(-1)! - start).toBeGreaterThanOrEqual(5000);
      expect(sentTo()).toEqual([...sentTo()].sort());
    });

    it('stops claiming when its run budget is spent, and the next run resumes', async () => {
      make({ runBudgetMs: 0 });
      await addSubscribers('reader', 3, true);
      content.publish([{ name: 'budget', at: new Date(now - MINUTE) }]);
      await planIssues(deps);
      expect(await drainIssues(deps)).toEqual({ sent: 0, failed: 0 });
      make();
      expect(await drainIssues(deps)).toEqual({ sent: 3, failed: 0 });
    });

    it('stops mail to an address after a permanent failure, keeping the reason; retries a temporary one', async () => {
      await addSubscribers('reader', 4, true);
      mail.refuseWith((to) =>
        to === 'reader00001@example.com'
          ? smtpError(550)
          : to === 'reader00002@example.com'
            ? smtpError(421)
            : null,
      );
      content.publish([{ name: 'bounce', at: new Date(now - MINUTE) }]);
      await planIssues(deps);
      expect(await drainIssues(deps)).toEqual({ sent: 2, failed: 2 });
      const { rows } = await db().query<{ email: string; reason: string | null }>(
        'SELECT email, mail_stopped_reason AS reason FROM subscribers ORDER BY email',
      );
      expect(rows[0]!.reason).toMatch(/^permanent failure: 550/);
      expect(rows.slice(1).every((r) => r.reason === null)).toBe(true);
      mail.refuseWith(() => null);
      now += 10 * MINUTE;
      expect(await drainIssues(deps)).toEqual({ sent: 1, failed: 0 });
      expect(lines.at(-1)).toMatch(/4 recipients, 3 sent, 1 failed, 0 still due$/);
      expect(sentTo()).not.toContain('reader00001@example.com');
    });

    it('turns mail off for an address the provider reports as bounced or complaining', async () => {
      await addSubscribers('reader', 3, true);
      expect(
        (
          await webhook(
            'mail-events',
            { email: 'reader00002@example.com', event: 'complaint' },
            'no',
          )
        ).status,
      ).toBe(401);
      expect(await (await webhook('mail-events', { email: 'x', event: 'open' })).json()).toEqual({
        error: NEWSLETTER_MESSAGES.badEvent,
      });
      const ok = await webhook('mail-events', {
        email: 'Reader00002@example.com',
        event: 'complaint',
        reason: 'marked as spam',
      });
      expect(ok.status).toBe(200);
      content.publish([{ name: 'after', at: new Date(now - MINUTE) }]);
      await planIssues(deps);
      await drainIssues(deps);
      expect(sentTo()).toEqual(['reader00001@example.com', 'reader00003@example.com']);
      const { rows } = await db().query<{ reason: string }>(
        "SELECT mail_stopped_reason AS reason FROM subscribers WHERE email = 'reader00002@example.com'",
      );
      expect(rows[0]!.reason).toBe('complaint: marked as spam');
    });

    it('previews the next issue behind the preview secret, sending nothing', async () => {
      await addSubscribers('reader', 2, true);
      content.publish([{ name: 'preview', at: new Date(now - MINUTE) }]);
      const ask = (secret: string) =>
        functions['newsletter-preview']!.handler(
          postJson(`${FUNCTIONS_URL}/newsletter-preview`, { secret }),
        );
      expect((await ask('wrong')).status).toBe(401);
      const body = (await (await ask('preview-secret')).json()) as Record<string, unknown>;
      expect(body).toMatchObject({ ok: true, articles: 1 });
      expect(body.html).toContain('New article preview');
      expect(body.text).toContain('New article preview');
      expect(await issueStats(db())).toEqual([]);
      expect(mail.sent).toEqual([]);
    });
  });
}
