/**
 * The reading library's own IndexedDB database (saved articles, recently read, the sync mirror). Kept
 * apart from the query cache so its writes and quota failures never touch the pages' data. Every
 * operation swallows its errors (lib/kv.ts): a full disk or a private window only means nothing is
 * remembered.
 */
import { openKv } from '../lib/kv.ts';
import { isPreviewMode } from '../lib/preview-mode.ts';

export const libraryKv = openKv('library', 'library');

export function readLibraryValue(key: string): Promise<unknown> {
  return libraryKv.get(key);
}

/**
 * false when the value could not be written (quota or otherwise, no IndexedDB, or in a preview tab,
 * whose data may be drafts and must never be kept); never throws.
 */
export async function writeLibraryValue(key: string, value: unknown): Promise<boolean> {
  if (isPreviewMode()) return false;
  return (await libraryKv.set(key, value)) === 'saved';
}
