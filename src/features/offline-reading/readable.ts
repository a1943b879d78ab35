/**
 * The one rule for "can this article be read now, without a network": its page's data is on the
 * device, that is in the device store under the page's key (where the pages read, and where saved
 * articles, recently read ones and the newest downloaded ahead all live). Images may be missing: the
 * text still reads.
 */
import { KINDS, kindByContentType } from '../../content/kinds';
import { entryKey, postKey } from '../../store/keys';
import type { StoredEntries } from '../../store/use-stored';

/** The store key the page of a card's article reads, or null when it has no page. */
export function storeKeyFor(contentType: string, slug: string): string | null {
  if (!slug) return null;
  if (contentType === KINDS.posts.contentType) return postKey(slug);
  const kind = kindByContentType(contentType);
  return kind ? entryKey(kind.key, slug) : null;
}

/** `entries`: the device store's entries (only `data` is read). */
export function isReadableOffline(key: string | null, entries: StoredEntries): boolean {
  return key !== null && entries[key]?.data !== undefined;
}
