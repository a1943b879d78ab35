import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from '../core/mail.ts';

/**
 * One .eml file per message. Written under a temporary name and renamed, so a reader polling the
 * folder (tests, a developer's mail viewer) never sees half a message.
 */
export function outboxMailer(dir: string): Mailer {
  let sequence = 0;
  return {
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const id = message.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
      const name = `${Date.now()}-${String(sequence).padStart(6, '0')}-${id}.eml`;
      const temporary = join(dir, `.${name}.tmp`);
      await writeFile(temporary, message.raw, 'utf8');
      await rename(temporary, join(dir, name));
    },
  };
}

const bareAddress = (address: string) => /<([^>]+)>/.exec(address)?.[1] ?? address.trim();

/** Hands the already composed RFC 5322 text to nodemailer, so SMTP sends what the outbox shows. */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({
        // The envelope wants bare addresses, not the display-name form of the From header.
        envelope: { from: bareAddress(message.from), to: [bareAddress(message.to)] },
        raw: message.raw,
      });
    },
    async close() {
      transport.close();
    },
  };
}
