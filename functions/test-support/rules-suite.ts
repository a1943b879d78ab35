import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../core/db.ts';
import { MESSAGES } from '../core/http.ts';
import { drainMailQueue } from '../core/mail-queue.ts';
import { UNCONFIRMED_KEPT_DAYS, forgetUnconfirmed, listSubscribers } from '../core/subscribers.ts';
import { buildFunctions } from '../index.ts';
import type { FunctionEntry } from '../types.ts';
import {
  FUNCTIONS_URL,
  SITE_URL,
  clearNewsletterTables,
  headerOf,
  htmlOf,
  memoryMailer,
  plainTextOf,
  postJson,
  testDeps,
} from './deps.ts';

/** What the rules run against: the functions to call and where their welcome mails land. */
export interface RulesHost {
  functions: Record<string, FunctionEntry>;
  /** Welcome mails as sent, oldest first; only their RFC 5322 text is read. */
  sent: { raw: string }[];
  /**
   * Resolves once the welcomes that subscribe calls queued have gone out. Welcomes leave through
   * the mail queue after the answer, so the rules call this before they look at `sent`.
   */
  deliver(): Promise<void>;
}

/** The handlers in this process over db, with an in-memory mailer; a fresh pair per test. */
const inProcessHost = (db: Db): RulesHost => {
  const mailer = memoryMailer();
  const deps = testDeps(db, mailer);
  return {
    functions: buildFunctions(deps),
    sent: mailer.sent,
    // Nothing drains behind the test's back here: the test is the only worker of the queue.
    deliver: async () => {
      await drainMailQueue(deps);
    },
  };
};

/**
 * Subscribe / unsubscribe rules, run against whichever database `db()` returns and, by default,
 * the handlers in this process; `host` swaps in another runtime (e.g. the Deno entries over HTTP).
 */
export function describeNewsletterRules(
  db: () => Db,
  host: () => RulesHost | Promise<RulesHost> = () => inProcessHost(db()),
): void {
  let current: RulesHost;
  let sent: RulesHost['sent'] = [];
  const call = async (name: string, body: unknown, ip?: string) => {
    const response = await current.functions[name]!.handler(
      postJson(`${FUNCTIONS_URL}/${name}`, body, ip),
    );
    if (name === 'subscribe') await current.deliver();
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const linkParams = (index = 0) => {
    const link = /unsubscribe here: (\S+)/.exec(plainTextOf(sent[index]!.raw))![1]!;
    return new URL(link).searchParams;
  };

  beforeEach(async () => {
    await clearNewsletterTables(db());
    current = await host();
    sent = current.sent;
  });

  describe('subscribe', () => {
    it('stores a trimmed, lower-cased address and mails a welcome with an unsubscribe link', async () => {
      expect(await call('subscribe', { email: '  Ada.Lovelace+SF@Example.ORG ' })).toEqual({
        status: 200,
        body: { ok: true },
      });
      const [stored] = await listSubscribers(db());
      expect(stored).toMatchObject({ email: 'ada.lovelace+sf@example.org', active: true });
      expect(stored!.contactId).toMatch(/^[0-9a-f]{32}$/);
      expect(sent).toHaveLength(1);
      const raw = sent[0]!.raw;
      expect(headerOf(raw, 'To')).toBe('ada.lovelace+sf@example.org');
      const page = `${SITE_URL}/unsubscribe?email=ada.lovelace%2Bsf%40example.org&contactId=${stored!.contactId}`;
      expect(plainTextOf(raw)).toContain(page);
      expect(htmlOf(raw)).toContain(page.replace(/&/g, '&#38;'));
      expect(headerOf(raw, 'List-Unsubscribe')).toBe(
        `<${FUNCTIONS_URL}/unsubscribe-one-click?email=ada.lovelace%2Bsf%40example.org&contactId=${stored!.contactId}>`,
      );
      expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(raw).toMatch(/Content-Type: multipart\/alternative; boundary=/);
    });

    it('answers an existing address exactly like a new one, without a duplicate or a second mail', async () => {
      const first = await call('subscribe', { email: 'reader@example.com' });
      const again = await call('subscribe', { email: 'READER@example.com ' });
      expect(again).toEqual(first);
      expect(await listSubscribers(db())).toHaveLength(1);
      expect(sent).toHaveLength(1);
    });

    it('gives every subscriber a different 128-bit contactId', async () => {
      for (let i = 0; i < 12; i += 1)
        await call('subscribe', { email: `r${i}@example.com` }, `10.0.0.${i}`);
      const ids = (await listSubscribers(db())).map((s) => s.contactId);
      expect(new Set(ids).size).toBe(12);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    });

    it.each([
      [''],
      ['   '],
      ['no-at-sign'],
      ['two@@example.com'],
      ['user@localhost'],
      ['user@example.c0m'],
      ['user@-example.com'],
      ['us er@example.com'],
      ['.dot@example.com'],
      [`${'a'.repeat(65)}@example.com`],
      [`user@${'b'.repeat(64)}.com`],
      [`${'a'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`],
      [42],
      [null],
    ])('rejects %j with a 400 and stores nothing', async (email) => {
      expect(await call('subscribe', { email })).toEqual({
        status: 400,
        body: { error: MESSAGES.invalidEmail },
      });
      expect(await listSubscribers(db())).toHaveLength(0);
    });

    it('accepts the longest addresses RFC 5321 allows', async () => {
      const email = `${'a'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`;
      expect(email).toHaveLength(254);
      expect((await call('subscribe', { email })).status).toBe(200);
    });
  });

  describe('unsubscribe', () => {
    it('unsubscribes with the link parameters, and repeating it is harmless', async () => {
      await call('subscribe', { email: 'leaving@example.com' });
      const params = linkParams();
      const body = { email: params.get('email'), contactId: params.get('contactId') };
      expect(await call('unsubscribe', body)).toEqual({ status: 200, body: { ok: true } });
      expect(await call('unsubscribe', body)).toEqual({ status: 200, body: { ok: true } });
      expect((await listSubscribers(db()))[0]!.active).toBe(false);
    });

    it('accepts the contactId alone', async () => {
      await call('subscribe', { email: 'idonly@example.com' });
      expect((await call('unsubscribe', { contactId: linkParams().get('contactId') })).status).toBe(
        200,
      );
      expect((await listSubscribers(db()))[0]!.active).toBe(false);
    });

    it('answers every forged or broken link with one generic message', async () => {
      await call('subscribe', { email: 'victim@example.com' });
      await call('subscribe', { email: 'other@example.com' }, '10.1.1.1');
      const victimId = linkParams(0).get('contactId')!;
      const otherId = linkParams(1).get('contactId')!;
      const forged = [
        { email: 'victim@example.com', contactId: otherId },
        { email: 'victim@example.com', contactId: 'f'.repeat(32) },
        { email: 'nobody@example.com', contactId: victimId },
        { email: 'victim@example.com', contactId: victimId.toUpperCase() },
        { email: 'victim@example.com' },
        { email: 'victim@example.com', contactId: `${victimId}' OR '1'='1` },
        { email: 'not an address', contactId: victimId },
        {},
      ];
      for (const body of forged) {
        expect(await call('unsubscribe', body)).toEqual({
          status: 400,
          body: { error: MESSAGES.invalidLink },
        });
      }
      expect((await listSubscribers(db())).every((s) => s.active)).toBe(true);
    });

    it('lets an unsubscribed reader subscribe again, with a fresh welcome and the same link', async () => {
      await call('subscribe', { email: 'back@example.com' });
      const contactId = linkParams().get('contactId');
      await call('unsubscribe', { email: 'back@example.com', contactId });
      expect(await call('subscribe', { email: 'back@example.com' })).toEqual({
        status: 200,
        body: { ok: true },
      });
      expect(await listSubscribers(db())).toEqual([
        { email: 'back@example.com', contactId, active: true, confirmed: false },
      ]);
      expect(sent).toHaveLength(2);
      expect(linkParams(1).get('contactId')).toBe(contactId);
    });
  });

  describe('confirm (double opt-in)', () => {
    const confirmParams = (index = 0) => {
      const link = /^(http\S+\/confirm\?\S+)$/m.exec(plainTextOf(sent[index]!.raw))![1]!;
      return new URL(link);
    };

    it('asks for confirmation in the welcome, and the link confirms, once or again', async () => {
      await call('subscribe', { email: 'confirm@example.com' });
      expect((await listSubscribers(db()))[0]!.confirmed).toBe(false);
      const link = confirmParams();
      expect(link.origin + link.pathname).toBe(`${SITE_URL}/confirm`);
      expect(htmlOf(sent[0]!.raw)).toContain(link.href.replace(/&/g, '&#38;'));
      const body = Object.fromEntries(link.searchParams);
      expect(await call('confirm', body)).toEqual({ status: 200, body: { ok: true } });
      expect(await call('confirm', body)).toEqual({ status: 200, body: { ok: true } });
      expect((await listSubscribers(db()))[0]!.confirmed).toBe(true);
    });

    it('refuses forged links and the links of addresses that left', async () => {
      await call('subscribe', { email: 'left@example.com' });
      const body = Object.fromEntries(confirmParams().searchParams);
      const forged = [
        { ...body, contactId: 'f'.repeat(32) },
        { ...body, email: 'other@example.com' },
        { email: body.email },
        {},
      ];
      for (const wrong of forged) {
        expect(await call('confirm', wrong)).toEqual({
          status: 400,
          body: { error: MESSAGES.invalidConfirmLink },
        });
      }
      await call('unsubscribe', body);
      expect((await call('confirm', body)).status).toBe(400);
      expect((await listSubscribers(db()))[0]!.confirmed).toBe(false);
    });

    it('forgets addresses unconfirmed after a week, and keeps confirmed ones', async () => {
      await call('subscribe', { email: 'stranger@example.com' });
      await call('subscribe', { email: 'reader@example.com' }, '10.2.2.2');
      await call('confirm', Object.fromEntries(confirmParams(1).searchParams));
      const day = 24 * 60 * 60 * 1000;
      expect(await forgetUnconfirmed(db(), Date.now() + (UNCONFIRMED_KEPT_DAYS - 1) * day)).toBe(0);
      expect(await forgetUnconfirmed(db(), Date.now() + (UNCONFIRMED_KEPT_DAYS + 1) * day)).toBe(1);
      expect((await listSubscribers(db())).map((s) => s.email)).toEqual(['reader@example.com']);
    });
  });

  describe('one-click (RFC 8058)', () => {
    const oneClick = (query: string, method = 'POST') =>
      current.functions['unsubscribe-one-click']!.handler(
        new Request(`${FUNCTIONS_URL}/unsubscribe-one-click?${query}`, {
          method,
          headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        }),
      );

    it('is public and unsubscribes through the List-Unsubscribe URL', async () => {
      expect(current.functions['unsubscribe-one-click']!.public).toBe(true);
      expect(current.functions.subscribe!.public).toBeFalsy();
      await call('subscribe', { email: 'oneclick@example.com' });
      const target = /<([^>]+)>/.exec(headerOf(sent[0]!.raw, 'List-Unsubscribe')!)![1]!;
      const response = await oneClick(new URL(target).search.slice(1));
      expect(response.status).toBe(200);
      expect((await listSubscribers(db()))[0]!.active).toBe(false);
    });

    it('refuses GET (link scanners must not unsubscribe) and forged parameters', async () => {
      await call('subscribe', { email: 'scanned@example.com' });
      const query = new URLSearchParams({
        email: 'scanned@example.com',
        contactId: linkParams().get('contactId')!,
      });
      expect((await oneClick(query.toString(), 'GET')).status).toBe(405);
      query.set('contactId', '0'.repeat(32));
      const forged = await oneClick(query.toString());
      expect(forged.status).toBe(400);
      expect(await forged.json()).toEqual({ error: MESSAGES.invalidLink });
      expect((await listSubscribers(db()))[0]!.active).toBe(true);
    });
  });
}
