/**
 * The one rule for "can this article be read now, without a network": its page's data is on the
 * device. That is the query store's entry under the page's key (where the pages read, and where saved
 * articles, recently read ones and the newest downloaded ahead all live), or one of the articles the
 * ahead-of-need mirror downloaded ahead, which the page falls back to offline when the store's copy
 * was evicted. Images may be missing: the text still reads.
 */
import { KINDS, kindByContentType } from '../../content/kinds';
import { entryKey, postKey } from '../../store/keys';
import type { StoredEntries } from '../../store/use-stored';

export interface ReadableSources {
  /** The query store's entries (only `data` is read). */
  entries: StoredEntries;
  /** Store keys of the articles the ahead-of-need mirror downloaded ahead. */
  mirrorKeys: ReadonlySet<string>;
}

/** The store key the page of a card's article reads, or null when it has no page. */
export function storeKeyFor(contentType: string, slug: string): string | null {
  if (!slug) return null;
  if (contentType === KINDS.posts.contentType) return postKey(slug);
  const kind = kindByContentType(contentType);
  return kind ? entryKey(kind.key, slug) : null;
}

export function isReadableOffline(key: string | null, sources: ReadableSources): boolean {
  if (key === null) return false;
  return sources.entries[key]?.data !== undefined || sources.mirrorKeys.has(key);
}
