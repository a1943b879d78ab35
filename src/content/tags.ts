/**
 * Tags compare case-insensitively: `Dystopia` and `dystopia` are one tag with one page. The page's
 * URL carries the tag's lower-case form as one path segment (spaces, `/`, `#`, `?` and non-Latin
 * letters percent-encoded once, through the slug mapping), so every spelling links to the same page.
 */
import { slugPath } from '../shared/page-paths.ts';

/** Section path of the tag pages. */
export const TAGS_PATH = '/tags';

/** The form tags compare by: Unicode NFC, surrounding space trimmed, lower case. */
export function tagKey(tag: string): string {
  return tag.normalize('NFC').trim().toLowerCase();
}

/** The page of a tag in any spelling; null for a blank tag or one no URL can carry. */
export function tagHref(tag: string): string | null {
  const key = tagKey(tag);
  return key === '' ? null : slugPath(TAGS_PATH, key);
}

/** Whether an item carries the tag (in any spelling). */
export function hasTag(item: { tags: readonly string[] }, tag: string): boolean {
  const key = tagKey(tag);
  return item.tags.some((t) => tagKey(t) === key);
}

const time = (item: { publishDate: string | null }) =>
  item.publishDate ? Date.parse(item.publishDate) : NaN;

/** The items carrying the tag, newest first; items without a date last, in their given order. */
export function taggedNewestFirst<
  T extends { tags: readonly string[]; publishDate: string | null },
>(items: readonly T[], tag: string): T[] {
  return items.filter((item) => hasTag(item, tag)).sort((a, b) => (time(b) || 0) - (time(a) || 0));
}

/** How a tag is written for readers: as the first (newest) item spells it, else its compared form. */
export function tagSpelling(items: readonly { tags: readonly string[] }[], tag: string): string {
  const key = tagKey(tag);
  return items[0]?.tags.find((t) => tagKey(t) === key)?.trim() ?? key;
}
