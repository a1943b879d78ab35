import { describe, expect, it } from 'vitest';
import { base64Lines, composeMail, encodeHeaderText, rfc5322Date } from './mail.ts';

describe('mail composer', () => {
  it('wraps base64 at 76 columns and round-trips UTF-8', () => {
    const text = 'Ursula K. Le Guin — “the carrier bag” ✨ '.repeat(20);
    const encoded = base64Lines(text);
    expect(encoded.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(Buffer.from(encoded.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(text);
  });

  it('encodes only non-ASCII header text (RFC 2047)', () => {
    expect(encodeHeaderText('Welcome to Galactic Quandaries')).toBe(
      'Welcome to Galactic Quandaries',
    );
    const encoded = encodeHeaderText('Bienvenue à bord');
    expect(encoded).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(Buffer.from(encoded.slice(10, -2), 'base64').toString('utf8')).toBe('Bienvenue à bord');
  });

  it('writes RFC 5322 dates with a numeric zone', () => {
    expect(rfc5322Date(new Date(Date.UTC(2026, 10, 21, 22, 14, 9)))).toBe(
      'Sat, 21 Nov 2026 22:14:09 +0000',
    );
  });

  it('builds a CRLF multipart/alternative message with unique ids and the extra headers', () => {
    const parts = {
      from: '"GQ" <news@example.org>',
      to: 'r@example.com',
      subject: 'S',
      text: 't',
      html: 'h',
    };
    const one = composeMail({
      ...parts,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    const two = composeMail(parts);
    expect(one.messageId).toMatch(/^<[0-9a-f]{32}@example\.org>$/);
    expect(one.messageId).not.toBe(two.messageId);
    expect(one.raw).not.toMatch(/[^\r]\n/);
    const boundary = /boundary="([^"]+)"/.exec(one.raw)![1]!;
    expect(one.raw.split(`--${boundary}\r\n`)).toHaveLength(3);
    expect(one.raw).toContain(`--${boundary}--\r\n`);
    expect(one.raw).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(one.raw).toMatch(
      /Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64/,
    );
    expect(one.raw).toMatch(
      /Content-Type: text\/html; charset=utf-8\r\nContent-Transfer-Encoding: base64/,
    );
  });
});
