import type { Db } from '../core/db.ts';
import { DEFAULT_LIMITS, type NewsletterDeps, type SubscribeLimits } from '../core/deps.ts';
import type { MailMessage, Mailer } from '../core/mail.ts';
import { drainMailQueue } from '../core/mail-queue.ts';

export const SITE_URL = 'http://127.0.0.1:4601';
export const FUNCTIONS_URL = 'http://127.0.0.1:4602/functions/v1';

/** Keeps sent messages in memory; the file and SMTP mailers have their own tests. */
export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
  failNext: boolean;
}

export function memoryMailer(): MemoryMailer {
  const mailer: MemoryMailer = {
    sent: [],
    failNext: false,
    async send(message) {
      if (mailer.failNext) {
        mailer.failNext = false;
        throw new Error('mail relay refused the message');
      }
      mailer.sent.push(message);
    },
  };
  return mailer;
}

export function testDeps(
  db: Db,
  mailer: Mailer,
  overrides: Partial<Omit<NewsletterDeps, 'limits'>> & { limits?: Partial<SubscribeLimits> } = {},
): NewsletterDeps {
  return {
    db,
    mailer,
    siteUrl: SITE_URL,
    functionsUrl: FUNCTIONS_URL,
    mailFrom: '"Galactic Quandaries" <newsletter@example.org>',
    log: () => undefined,
    ...overrides,
    limits: { ...DEFAULT_LIMITS, ...overrides.limits },
  };
}

export interface SuiteHooks {
  /**
   * Delivers the welcomes that subscribe calls queued, before a suite looks at sent mails. The
   * default drains the queue in this process; a host tested over HTTP passes its own.
   */
  deliver?: (deps: NewsletterDeps) => Promise<unknown>;
}

export const deliverQueued = (hooks: SuiteHooks, deps: NewsletterDeps): Promise<unknown> =>
  (hooks.deliver ?? drainMailQueue)(deps);

/** A Db whose queries start throwing once `shouldFail(sql)` says so, like a server going away. */
export function failingDb(db: Db, shouldFail: (sql: string) => boolean): Db {
  const guard = (sql: string) => {
    if (shouldFail(sql)) throw new Error('connection terminated unexpectedly');
  };
  return {
    async query(sql, params) {
      guard(sql);
      return db.query(sql, params);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          async query(sql, params) {
            guard(sql);
            return tx.query(sql, params);
          },
        }),
      ),
    close: () => db.close(),
  };
}

export function postJson(url: string, body: unknown, ip = '203.0.113.7'): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Decodes the base64 text/plain part of a composed message. */
export function plainTextOf(raw: string): string {
  const match = /Content-Type: text\/plain[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(raw);
  if (!match) throw new Error('no text/plain part');
  return Buffer.from(match[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8');
}

export function htmlOf(raw: string): string {
  const match = /Content-Type: text\/html[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(raw);
  if (!match) throw new Error('no text/html part');
  return Buffer.from(match[1]!.replace(/\r\n/g, ''), 'base64').toString('utf8');
}

export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0]!;
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
