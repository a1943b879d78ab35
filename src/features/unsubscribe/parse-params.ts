/**
 * Reads the unsubscribe link's parameters defensively: links get mangled by mail clients, so a value
 * may be repeated, empty, percent-garbled or absurdly long. The first non-empty value wins and is
 * capped, and nothing here can throw.
 */

const MAX_EMAIL = 320; // RFC 5321 path limit
const MAX_CONTACT_ID = 200;

export interface UnsubscribeParams {
  email: string;
  contactId: string;
}

function firstValue(params: URLSearchParams, name: string, max: number): string {
  for (const raw of params.getAll(name)) {
    // Strip control characters (mangled links) before trimming.
    // eslint-disable-next-line no-control-regex
    const value = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    if (value) return value.slice(0, max);
  }
  return '';
}

export function parseUnsubscribeParams(search: string): UnsubscribeParams {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    params = new URLSearchParams();
  }
  return {
    email: firstValue(params, 'email', MAX_EMAIL),
    contactId: firstValue(params, 'contactId', MAX_CONTACT_ID),
  };
}

/** Without either parameter the link is unusable and no call is made. */
export function hasUnsubscribeTarget({ email, contactId }: UnsubscribeParams): boolean {
  return email !== '' || contactId !== '';
}

export const INVALID_LINK_MESSAGE = 'Invalid unsubscribe link. Please contact support.';
