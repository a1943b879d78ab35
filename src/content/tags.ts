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
