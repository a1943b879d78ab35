/**
 * Which rich-text link targets may become real links. Only http:, https:, mailto: and relative URLs
 * pass. Browsers ignore tabs/newlines inside a URL and trim control characters and spaces around it,
 * so `java\tscript:` or ` JavaScript:` would still run script: we look at the scheme the browser would
 * see, with every control, space and invisible character removed and case folded.
 */

const ALLOWED = new Set(['http', 'https', 'mailto']);

// C0/C1 controls, all Unicode spaces, zero-width characters and the BOM.
/* eslint-disable no-control-regex -- matching control characters is the point here */
const INVISIBLE =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g;
/* eslint-enable no-control-regex */

/** The URL to put in `href`, or null when it must render as plain text. */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const cleaned = raw.replace(INVISIBLE, '');
  if (cleaned === '') return null;
  const scheme = /^([^/?#\\]*?):/.exec(cleaned);
  if (!scheme) return cleaned;
  return ALLOWED.has(scheme[1].toLowerCase()) ? cleaned : null;
}
