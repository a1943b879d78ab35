import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { CheckpointName } from '../core/deps.ts';
import type { MailMessage, Mailer } from '../core/mail.ts';

/** `.{key}.eml.{random}.tmp`: the writer's own temporary name, carrying the queue key. */
const TEMPORARY = /^\.(.+)\.eml\.[0-9a-f]+\.tmp$/;

/**
 * One .eml file per message. Written under a temporary name and renamed, so a reader polling the
 * folder (tests, a developer's mail viewer) never sees half a message. A queued mail is named
 * after its queue key, and rename replaces: resending it after a crash leaves one file, not two.
 */
export function outboxMailer(
  dir: string,
  options: { checkpoint?: (point: CheckpointName) => Promise<void> } = {},
): Mailer {
  let sequence = 0;
  return {
    async send(message: MailMessage) {
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const id = message.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
      const base = message.key ?? `${Date.now()}-${String(sequence).padStart(6, '0')}-${id}`;
      // Unique per writer, so two workers that both hold an expired lease never share one file.
      const temporary = join(dir, `.${base}.eml.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, message.raw, 'utf8');
      await options.checkpoint?.('written');
      await rename(temporary, join(dir, `${base}.eml`));
      await options.checkpoint?.('renamed');
      // Our copy is complete, so another copy of this mail left half-written by a crashed writer
      // is garbage; start-up recovery spares those whose row was still leased.
      if (message.key !== undefined) {
        for (const name of await readdir(dir)) {
          if (TEMPORARY.exec(name)?.[1] === message.key) await rm(join(dir, name), { force: true });
        }
      }
    },
    async recover(inFlight) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const removed: string[] = [];
      for (const name of names) {
        if (!name.startsWith('.') || !name.endsWith('.tmp')) continue;
        // A half-written mail whose row is not leased has no writer left: its row is still
        // unsent, so the queue writes it again in full.
        const key = TEMPORARY.exec(name)?.[1];
        if (key !== undefined && (await inFlight(key))) continue;
        await rm(join(dir, name), { force: true });
        removed.push(name);
      }
      return removed;
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
