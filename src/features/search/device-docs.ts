/**
 * The searchable documents this device holds: whatever the device store kept (articles and posts
 * read, saved or downloaded ahead of need, the lists shown). Built in slices so a large archive
 * never blocks the page. A preview tab's store holds drafts and yields nothing (stored-content.ts).
 */
import { KINDS } from '../../content/kinds';
import type { Article, ArticleSummary, Post } from '../../content/types';
import { inSlices } from '../../lib/in-slices';
import { yieldToMain } from '../../lib/yield-to-main';
import type { StoredItem } from '../../store/stored-content';
import { articleDoc, postDoc, type SearchDoc } from './search-doc';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored data comes from an older build as easily as from this one: only what has the shape is read. */
const isSummary = (v: unknown): v is ArticleSummary =>
  isObject(v) &&
  typeof v.slug === 'string' &&
  typeof v.title === 'string' &&
  typeof v.excerpt === 'string' &&
  typeof v.contentType === 'string' &&
  Array.isArray(v.tags);

const isPost = (v: unknown): v is Post =>
  isObject(v) && v.contentType === KINDS.posts.contentType && typeof v.slug === 'string';

/** The cards of a stored list: a plain list, or a numbered page (`{ items, total }`). */
function summariesOf(data: unknown): ArticleSummary[] {
  const items = isObject(data) ? data.items : data;
  return Array.isArray(items) ? items.filter(isSummary) : [];
}

/** Store keys whose data is a list of cards: the lists, and the numbered pages of lists and tags. */
const LIST_KEYS = ['list:', 'list-page:', 'tagged:'];

function docsOfStored({ key, data }: StoredItem): (SearchDoc | null)[] {
  if (LIST_KEYS.some((prefix) => key.startsWith(prefix))) return summariesOf(data).map(articleDoc);
  if (key.startsWith('post:')) return isPost(data) ? [postDoc(data)] : [];
  if (!isSummary(data)) return [];
  const article = data as Article;
  // Only a full article (with its kind) carries a body; a summary under an entry key is indexed as one.
  return [articleDoc(typeof article.kind === 'string' && 'body' in article ? article : data)];
}

export interface DeviceSources {
  /** What the device store holds (stored-content.ts): the one place content is kept on the device. */
  stored: () => StoredItem[];
}

/** The documents of some query cache items (all of them at first, later the ones that changed). */
export async function storedDocs(
  items: readonly StoredItem[],
  pause: () => Promise<void> = yieldToMain,
): Promise<(SearchDoc | null)[]> {
  const out: (SearchDoc | null)[] = [];
  await inSlices(items, (item) => out.push(...docsOfStored(item)), pause);
  return out;
}

export async function deviceDocs(
  sources: DeviceSources,
  pause: () => Promise<void> = yieldToMain,
): Promise<(SearchDoc | null)[]> {
  return storedDocs(sources.stored(), pause);
}
