/**
 * Defensive readers for raw SDK entries. The CDA gives us whatever editors typed (or nothing), and the
 * SDK leaves unresolvable links as bare `{sys:{type:'Link'}}` objects, so every read checks its type.
 */
import { cleanText } from '../shared/safe-text.ts';

export type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deeper rich-text nesting than any editor produces is not read (and cannot exhaust the stack). */
const MAX_RICH_DEPTH = 64;

/**
 * Whether a raw rich-text node is read at all, with its children: a record with a string nodeType, not
 * met before in this document (the SDK's resolved graph can hold a node twice, or a loop), and no deeper
 * than any editor nests. The normalised copy and the plain text read straight from the answer keep
 * exactly the same nodes.
 */
export function isReadNode(
  node: unknown,
  depth: number,
  seen: WeakSet<object>,
): node is Raw & { nodeType: string } {
  return (
    isRecord(node) &&
    typeof node.nodeType === 'string' &&
    !seen.has(node) &&
    depth <= MAX_RICH_DEPTH
  );
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * A field shown as text: cleaned so the server, the browser and the feeds all render the same
 * characters (lone surrogates, NUL and other controls as U+FFFD). Identifiers (ids, slugs) and URLs
 * are read with `str`, as typed, because they are looked up, not shown.
 */
export const shownText = (value: unknown): string => cleanText(str(value));

/** The first non-blank string among `values`, trimmed of nothing (editors' text is kept as typed). */
function firstText(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  return '';
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function sysOf(entry: unknown): Raw {
  return isRecord(entry) && isRecord(entry.sys) ? entry.sys : {};
}

export function fieldsOf(entry: unknown): Raw {
  return isRecord(entry) && isRecord(entry.fields) ? entry.fields : {};
}

export function contentTypeOf(entry: unknown): string {
  const ct = sysOf(entry).contentType;
  return isRecord(ct) && isRecord(ct.sys) ? str(ct.sys.id) : '';
}

/** ISO string of a valid date, else null (the CDA sends ISO dates; anything else is not trusted). */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Protocol-relative asset URLs (as Contentful sends them) get `https:`; absolute http(s) kept;
 * anything else refused.
 */
export function assetUrl(value: unknown): string {
  const url = str(value).trim();
  if (url.startsWith('//')) return `https:${url}`;
  if (/^https?:\/\//i.test(url)) return url;
  return '';
}

/**
 * Slug is urlSlug, otherwise slug; title is title or headline, else 'Untitled'; text is excerpt or
 * description.
 */
export const slugOf = (fields: Raw): string => firstText(fields.urlSlug, fields.slug);
export const titleOf = (fields: Raw): string =>
  cleanText(firstText(fields.title, fields.headline)) || 'Untitled';
export const excerptOf = (fields: Raw): string =>
  cleanText(firstText(fields.excerpt, fields.description));
