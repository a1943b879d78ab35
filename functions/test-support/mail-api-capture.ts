import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  /** The Authorization header the mailer sent. */
  auth: string;
  to: string;
  /** The RFC 5322 text of the `message` file. */
  raw: string;
}

/** A raw-MIME mail API (Mailgun's messages.mime shape) on 127.0.0.1 that keeps what it gets. */
export interface MailApiCapture {
  url: string;
  received: CapturedMail[];
  /** Status of the next answers; anything but 200 is a refusal. */
  status: number;
  close(): Promise<void>;
}

export async function startMailApiCapture(): Promise<MailApiCapture> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    // Parse the multipart body with the platform's own parser.
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    })
      .formData()
      .catch(() => null);
    const file = form?.get('message');
    if (!form || !(file instanceof Blob)) {
      res.writeHead(400).end('expected multipart form data with a message file');
      return;
    }
    capture.received.push({
      auth: req.headers.authorization ?? '',
      to: String(form.get('to')),
      raw: await file.text(),
    });
    res.writeHead(capture.status).end(capture.status === 200 ? '{"id":"queued"}' : 'refused');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const capture: MailApiCapture = {
    url: `http://127.0.0.1:${port}/v3/example.org/messages.mime`,
    received: [],
    status: 200,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return capture;
}
