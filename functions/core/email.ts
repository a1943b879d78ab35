/**
 * Server-side address checks. The site's form only asks for an at sign; here we hold the
 * address to RFC 5321 lengths and a conservative dot-atom syntax so stored addresses are mailable.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
const TOP_LEVEL = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** RFC 5321 §4.5.3.1: local part 64 octets, domain 255, forward-path 256 including "<" and ">". */
const MAX_LOCAL_LENGTH = 64;
const MAX_DOMAIN_LENGTH = 255;
const MAX_ADDRESS_LENGTH = 254;

export type EmailCheck = { ok: true; email: string } | { ok: false };

/** Trims, validates and lower-cases the address so one mailbox is stored once. */
export function normaliseEmail(input: unknown): EmailCheck {
  if (typeof input !== 'string') return { ok: false };
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return { ok: false };
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).replace(/\.$/, '');
  if (local.length > MAX_LOCAL_LENGTH || domain.length > MAX_DOMAIN_LENGTH) return { ok: false };
  if (!LOCAL_PART.test(local)) return { ok: false };
  const labels = domain.split('.');
  if (labels.length < 2) return { ok: false };
  if (!labels.every((label) => label.length <= 63 && LABEL.test(label))) return { ok: false };
  if (!TOP_LEVEL.test(labels[labels.length - 1]!)) return { ok: false };
  const email = `${local}@${domain}`.toLowerCase();
  if (email.length > MAX_ADDRESS_LENGTH) return { ok: false };
  return { ok: true, email };
}
