/**
 * `npm start` plays the publish webhook's part: with NEWSLETTER_SEND=each, an article added to the
 * served export reaches every confirmed subscriber's outbox as one .eml, once, however often the
 * export-change hook (`publishNewsletter`, what scripts/start.ts calls) and the drain loop run.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from './local-cloud.ts';
import { linkDemoAssets, tempExport } from '../tests/support/temp-export.ts';

const DEMO = resolve(import.meta.dirname, '../demo-content/export.json');
const exp = tempExport(DEMO);
linkDemoAssets(exp.dir);
const dataDir = join(exp.dir, 'data');
afterAll(() => exp.remove());

const outbox = () => {
  try {
    return readdirSync(join(dataDir, 'outbox'))
      .filter((name) => name.endsWith('.eml'))
      .map((name) => ({ name, raw: readFileSync(join(dataDir, 'outbox', name), 'utf8') }));
  } catch {
    return [];
  }
};

/** The decoded text part of a mail, for its links. */
const textOf = (raw: string) =>
  Buffer.from(
    /Content-Type: text\/plain[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/
      .exec(raw)![1]!
      .replace(/\r\n/g, ''),
    'base64',
  ).toString('utf8');

describe('npm start and the newsletter (NEWSLETTER_SEND=each)', () => {
  it('mails an article added to the export to each confirmed reader, once', async () => {
    const previous = process.env.NEWSLETTER_SEND;
    process.env.NEWSLETTER_SEND = 'each';
    const cloud = await startLocalCloud({
      port: 0,
      exportPath: exp.path,
      dataDir,
      siteUrl: 'http://127.0.0.1:1',
      // Created at start-up, not inside the first call's time.
      lazyDatabase: false,
    });
    try {
      const call = (name: string, body: unknown) =>
        fetch(`${cloud.url}/functions/v1/${name}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${cloud.anonKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      for (const email of ['ada@example.com', 'ursula@example.com', 'stranger@example.com'])
        expect((await call('subscribe', { email })).status).toBe(200);
      await expect.poll(() => outbox().length, { timeout: 30_000 }).toBe(3);
      for (const { raw } of outbox().filter((m) => !m.raw.includes('To: stranger@'))) {
        const link = new URL(/^(http\S+\/confirm\?\S+)$/m.exec(textOf(raw))![1]!);
        expect((await call('confirm', Object.fromEntries(link.searchParams))).status).toBe(200);
      }

      const data = JSON.parse(readFileSync(exp.path, 'utf8'));
      const source = data.entries.find(
        (e: { sys: { contentType?: { sys: { id: string } } } }) =>
          e.sys.contentType?.sys.id === 'reviews',
      );
      const iso = new Date().toISOString();
      data.entries.push({
        ...source,
        sys: {
          ...source.sys,
          id: 'startissue',
          createdAt: iso,
          firstPublishedAt: iso,
          publishedAt: iso,
        },
        fields: {
          ...source.fields,
          title: { 'en-US': 'Added while serving' },
          urlSlug: { 'en-US': 'added-while-serving' },
          slug: { 'en-US': 'added-while-serving' },
        },
      });
      exp.write(data);
      // The drain loop's own look may come first; either way the article is planned once.
      await cloud.publishNewsletter();
      const issues = () => outbox().filter((m) => m.name.startsWith('issue-'));
      await expect.poll(() => issues().length, { timeout: 60_000 }).toBe(2);
      // The hook again (a second change of the file) and another look: nothing new.
      expect(await cloud.publishNewsletter()).toBe(0);
      const mails = issues();
      expect(mails.map((m) => /\r\nTo: (\S+)\r\n/.exec(m.raw)![1]).sort()).toEqual([
        'ada@example.com',
        'ursula@example.com',
      ]);
      expect(textOf(mails[0]!.raw)).toContain('Added while serving');
    } finally {
      await cloud.close();
      if (previous === undefined) delete process.env.NEWSLETTER_SEND;
      else process.env.NEWSLETTER_SEND = previous;
    }
  }, 120_000);
});
