import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail } from './core/mail.ts';
import { createFunctions } from './index.ts';
import { outboxMailer, smtpMailer } from './node/mailers.ts';
import { FUNCTIONS_URL, SITE_URL, headerOf, plainTextOf, postJson } from './test-support/deps.ts';
import { freePort } from './test-support/ports.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('mail over SMTP (nodemailer → a local smtp-server on 127.0.0.1)', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'functions-smtp-'));
    port = await freePort(4620, 4629);
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends byte for byte what the outbox would have written', async () => {
    const message = composeMail({
      from: '"Galactic Quandaries" <newsletter@example.org>',
      to: 'reader@example.com',
      subject: 'Ünïcode subject',
      text: 'Plain line\r\n',
      html: '<p>Hello</p>',
    });
    const outbox = join(dataDir, 'compare');
    await outboxMailer(outbox).send(message);
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`);
    await mailer.send(message);
    await mailer.close?.();
    const file = await readFile(join(outbox, (await readdir(outbox))[0]!), 'utf8');
    const last = received.at(-1)!;
    expect(last.data.replace(/\r\n$/, '')).toBe(file.replace(/\r\n$/, ''));
    expect(last.from).toBe('newsletter@example.org');
    expect(last.to).toEqual(['reader@example.com']);
    expect(headerOf(file, 'Subject')).toMatch(/^=\?UTF-8\?B\?/);
  });

  it('delivers the welcome mail by SMTP when smtpUrl is set, and writes no outbox', async () => {
    const runtime = await createFunctions({
      dataDir,
      siteUrl: SITE_URL,
      functionsUrl: FUNCTIONS_URL,
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    try {
      const before = received.length;
      const answer = await runtime.functions.subscribe!.handler(
        postJson(`${FUNCTIONS_URL}/subscribe`, { email: 'smtp-reader@example.com' }),
      );
      expect(answer.status).toBe(200);
      await runtime.mail!.idle();
      expect(received).toHaveLength(before + 1);
      const mail = received.at(-1)!;
      expect(mail.to).toEqual(['smtp-reader@example.com']);
      expect(mail.from).toBe('newsletter@localhost');
      expect(headerOf(mail.data, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(plainTextOf(mail.data)).toContain(
        `${SITE_URL}/unsubscribe?email=smtp-reader%40example.com`,
      );
      expect(await readdir(dataDir)).not.toContain('outbox');
    } finally {
      await runtime.close();
    }
  }, 60_000);
});
