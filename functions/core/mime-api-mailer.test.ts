import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/pg-server.ts';
import { composeMail } from './mail.ts';
import { mimeApiMailer } from './mime-api-mailer.ts';

describe('mimeApiMailer against a local raw-MIME endpoint', () => {
  const received: { auth: string; to: string; message: string }[] = [];
  let server: Server;
  let url: string;
  let status = 200;

  beforeAll(async () => {
    const port = await freePort(4640, 4649);
    url = `http://127.0.0.1:${port}/v3/example.org/messages.mime`;
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      // Parse the multipart body with the platform's own parser.
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData();
      const file = form.get('message');
      received.push({
        auth: req.headers.authorization ?? '',
        to: String(form.get('to')),
        message: file instanceof Blob ? await file.text() : '',
      });
      res.writeHead(status).end(status === 200 ? '{"id":"queued"}' : 'forbidden');
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the composed message unchanged with basic auth', async () => {
    const message = composeMail({
      from: 'a@example.org',
      to: 'b@example.com',
      subject: 'Hi',
      text: 'x',
      html: '<p>x</p>',
    });
    await mimeApiMailer({ url, apiKey: 'key-123' }).send(message);
    expect(received.at(-1)).toEqual({
      auth: `Basic ${Buffer.from('api:key-123').toString('base64')}`,
      to: 'b@example.com',
      message: message.raw,
    });
  });

  it('throws when the API refuses, so the handler can answer 502', async () => {
    status = 403;
    const message = composeMail({
      from: 'a@example.org',
      to: 'b@example.com',
      subject: 'Hi',
      text: 'x',
      html: 'x',
    });
    await expect(mimeApiMailer({ url, apiKey: 'wrong' }).send(message)).rejects.toThrow(/403/);
  });
});
