import { beforeEach, describe, expect, it } from 'vitest';
import { useEmbeddedDb } from '../test-support/embedded-db.ts';
import {
  FUNCTIONS_URL,
  clearNewsletterTables,
  memoryMailer,
  testDeps,
} from '../test-support/deps.ts';
import type { Db } from './db.ts';
import { DRAIN_MESSAGES, createDrainHandler } from './drain-handler.ts';
import { MESSAGES } from './http.ts';
import { countPending } from './mail-queue.ts';
import { subscribe } from './subscribers.ts';

const KEY = 'service-role-key-for-tests';
const DRAIN_URL = `${FUNCTIONS_URL}/drain`;

describe('the drain function', () => {
  const openDb = useEmbeddedDb();
  let db: Db;
  let mailer = memoryMailer();
  const drain = (init: RequestInit = {}) =>
    createDrainHandler(testDeps(db, mailer), KEY)(new Request(DRAIN_URL, init));
  const bearer = (token: string): RequestInit => ({
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });

  beforeEach(async () => {
    db = openDb();
    await clearNewsletterTables(db);
    mailer = memoryMailer();
    await subscribe(db, 'queued@example.com');
  });

  it('sends what is due when called with the key, and answers what it did', async () => {
    const response = await drain(bearer(KEY));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, sent: 1, failed: 0, forgotten: 0 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['queued@example.com']);
    expect(await countPending(db)).toBe(0);
  });

  it('reports a refusing relay as failed and keeps the mail queued', async () => {
    mailer.failNext = true;
    expect(await (await drain(bearer(KEY))).json()).toEqual({
      ok: true,
      sent: 0,
      failed: 1,
      forgotten: 0,
      issues: { planned: 0, sent: 0, failed: 0 },
    });
    expect(await countPending(db)).toBe(1);
  });

  it.each([
    ['no Authorization header', { method: 'POST' }],
    ['a wrong key', bearer(`${KEY}x`)],
    ['the key without Bearer', { method: 'POST', headers: { authorization: KEY } }],
    ['an empty Bearer token', bearer('')],
  ])('refuses %s with 401 and sends nothing', async (_label, init) => {
    const response = await drain(init);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ error: DRAIN_MESSAGES.unauthorized });
    expect(mailer.sent).toHaveLength(0);
    expect(await countPending(db)).toBe(1);
  });

  it('refuses GET, so a link scanner cannot trigger it', async () => {
    const response = await drain({ headers: { authorization: `Bearer ${KEY}` } });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: MESSAGES.method });
    expect(mailer.sent).toHaveLength(0);
  });

  it('will not start with an empty key', () => {
    expect(() => createDrainHandler(testDeps(db, mailer), '')).toThrow(/non-empty key/);
  });
});
