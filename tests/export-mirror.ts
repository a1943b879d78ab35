/**
 * A sync mirror as the ahead-of-need download would hold it after an initial sync of a space export:
 * the published entries and assets only (what the Delivery API's sync returns), read through the
 * app's own applySyncPage. `storedOfMirror` is what the device store then holds. For search tests and bench:search; no Node APIs, so page tests use it too.
 */
import { applySyncPage, emptyMirror, type Mirror } from '../src/shared/sync-mirror';
import { KINDS, kindByContentType } from '../src/content/kinds';
import { normaliseArticle, normalisePost } from '../src/content/normalise';
import { entryKey, postKey } from '../src/store/keys';
import type { StoredItem } from '../src/store/stored-content';

interface ExportItem {
  sys: Record<string, unknown>;
  fields?: unknown;
}
export interface ExportLike {
  entries: ExportItem[];
  assets: ExportItem[];
}

const published = (item: ExportItem) => typeof item.sys.publishedVersion === 'number';

export function mirrorOfExport(exported: ExportLike, locale = 'en-US'): Mirror {
  const items = [...exported.entries, ...exported.assets].filter(published);
  return applySyncPage(emptyMirror(), { items }, locale);
}

const typeOf = (item: { sys: Record<string, unknown> }): string => {
  const ct = item.sys.contentType as { sys?: { id?: unknown } } | undefined;
  return typeof ct?.sys?.id === 'string' ? ct.sys.id : '';
};

/**
 * What the device store holds once every article and post of `mirror` was put in it (read, saved or
 * downloaded ahead of need): each under its page's key, normalised as the network query gives it.
 * Links stay unresolved: their targets add no text of the article's own.
 */
export function storedOfMirror(mirror: Mirror): StoredItem[] {
  const out: StoredItem[] = [];
  for (const item of Object.values(mirror.entries)) {
    const type = typeOf(item);
    if (type === KINDS.posts.contentType) {
      const post = normalisePost(item);
      out.push({ key: postKey(post.slug), data: post });
      continue;
    }
    const kind = kindByContentType(type);
    if (!kind) continue;
    const article = normaliseArticle(item, kind.key);
    out.push({ key: entryKey(kind.key, article.slug), data: article });
  }
  return out;
}
