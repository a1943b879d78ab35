/**
 * RFC 5322 / MIME message building with web APIs only. The outbox writes `raw` to a .eml file and
 * the SMTP mailer hands the very same bytes to nodemailer, so both paths send one composition.
 */
export interface MailMessage {
  from: string;
  to: string;
  messageId: string;
  raw: string;
  /**
   * Stable name of a queued mail (one per queue row). A mailer that stores files names them after
   * it, so a resend after a crash replaces the earlier copy instead of adding a second one.
   */
  key?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
  /**
   * Start-up clean-up of half-written mails; `inFlight(key)` says whether a live worker may still
   * be writing that mail, in which case it is left alone.
   */
  recover?(inFlight: (key: string) => Promise<boolean>): Promise<string[]>;
}

export interface MailParts {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  date?: Date;
}

const CRLF = '\r\n';

function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Base64 wrapped at 76 columns (RFC 2045 §6.8), from UTF-8. */
export function base64Lines(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join(CRLF);
}

/** RFC 2047 encoded-word only when the header text is not plain ASCII. */
export function encodeHeaderText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return `=?UTF-8?B?${base64Lines(text).replace(/\r\n/g, '')}?=`;
}

/** RFC 5322 date-time in UTC ("Sat, 21 Nov 2026 22:14:09 +0000"). */
export function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

export function composeMail(parts: MailParts): MailMessage {
  const boundary = `=_alt_${randomHex(12)}`;
  const messageId = `<${randomHex(16)}@${domainOf(parts.from)}>`;
  const headers: Record<string, string> = {
    From: parts.from,
    To: parts.to,
    Subject: encodeHeaderText(parts.subject),
    Date: rfc5322Date(parts.date ?? new Date()),
    'Message-ID': messageId,
    ...parts.headers,
    'MIME-Version': '1.0',
    'Content-Type': `multipart/alternative; boundary="${boundary}"`,
  };
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(body),
    ].join(CRLF);
  const raw = [
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    'This is a multi-part message in MIME format.',
    part('text/plain', parts.text),
    part('text/html', parts.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
  return { from: parts.from, to: parts.to, messageId, raw };
}
