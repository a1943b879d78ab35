/** 16 random bytes = 128 bits, the floor the issue sets for an unguessable unsubscribe token. */
const CONTACT_ID_BYTES = 16;
const CONTACT_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Web Crypto only, so the same code runs on Node and on Deno. */
export function newContactId(): string {
  const bytes = new Uint8Array(CONTACT_ID_BYTES);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function isContactId(value: unknown): value is string {
  return typeof value === 'string' && CONTACT_ID_PATTERN.test(value);
}
