/**
 * The reading library's own IndexedDB database (saved articles, recently read, the sync mirror). Kept
 * apart from the query cache so its writes and quota failures never touch the pages' data. Every
 * operation swallows its errors: a full disk or a private window only means nothing is remembered.
 */
import { createStore, del, get, set } from 'idb-keyval';
import { isPreviewMode } from '../lib/preview-mode.ts';
import { isQuotaError } from '../shared/quota.ts';
import type { KeyValueBackend } from './idb-storage';

const DB_NAME = 'quandaries-library';
const STORE_NAME = 'kv';

let backend: KeyValueBackend | null | undefined;

/** Replaces IndexedDB (tests). */
export function setLibraryBackend(next: KeyValueBackend | null): void {
  backend = next;
}

function libraryBackend(): KeyValueBackend | null {
  if (backend !== undefined) return backend;
  if (typeof indexedDB === 'undefined') return (backend = null);
  const store = createStore(DB_NAME, STORE_NAME);
  backend = {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  };
  return backend;
}

export async function readLibraryValue(key: string): Promise<unknown> {
  try {
    return (await libraryBackend()?.get(key)) ?? null;
  } catch (error) {
    console.warn('[library] reading failed', error);
    return null;
  }
}

/**
 * false when the value could not be written (quota or otherwise, or in a preview tab, whose data may
 * be drafts and must never be kept); never throws.
 */
export async function writeLibraryValue(key: string, value: unknown): Promise<boolean> {
  if (isPreviewMode()) return false;
  try {
    await libraryBackend()?.set(key, value);
    return true;
  } catch (error) {
    if (isQuotaError(error)) console.warn('[library] storage full, not saved', error);
    else console.warn('[library] saving failed', error);
    return false;
  }
}
