import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailApiCapture, type MailApiCapture } from '../test-support/mail-api-capture.ts';
import { composeMail } from './mail.ts';
import { mimeApiMailer } from './mime-api-mailer.ts';

describe('mimeApiMailer against a local raw-MIME endpoint', () => {
  let api: MailApiCapture;
  beforeAll(async () => {
    api = await startMailApiCapture();
  });
  afterAll(() => api.close());

  it('posts the composed message unchanged with basic auth', async () => {
    const message = composeMail({
      from: 'a@example.org',
      to: 'b@example.com',
      subject: 'Hi',
      text: 'x',
      html: '<p>x</p>',
    });
    await mimeApiMailer({ url: api.url, apiKey: 'key-123' }).send(message);
    expect(api.received.at(-1)).toEqual({
      auth: `Basic ${Buffer.from('api:key-123').toString('base64')}`,
      to: 'b@example.com',
      raw: message.raw,
    });
  });

  it('throws when the API refuses, so the handler can answer 502', async () => {
    api.status = 403;
    const message = composeMail({
      from: 'a@example.org',
      to: 'b@example.com',
      subject: 'Hi',
      text: 'x',
      html: 'x',
    });
    await expect(mimeApiMailer({ url: api.url, apiKey: 'wrong' }).send(message)).rejects.toThrow(
      /403/,
    );
  });
});
