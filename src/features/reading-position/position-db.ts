/**
 * Reading positions on this device: one list in its own small IndexedDB database (idb-keyval), read
 * once, held in memory for the pages and written whole after a change. Failures (private window, full
 * disk) only mean nothing is remembered; a preview tab, which shows drafts, never writes.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { isPreviewMode } from '../../lib/preview-mode';
import { MAX_POSITIONS, readPositions, remember, type ReadingPosition } from './positions';

const DB_NAME = 'quandaries-reading';
const STORE_NAME = 'positions';
const LIST_KEY = 'positions';

let store: UseStore | null | undefined;
let list: ReadingPosition[] = [];
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** A preview tab does not even open the database: opening creates it, and a draft tab leaves no trace. */
function idb(): UseStore | null {
  if (isPreviewMode()) return null;
  if (store === undefined)
    store = typeof indexedDB === 'undefined' ? null : createStore(DB_NAME, STORE_NAME);
  return store;
}

function changed(next: ReadingPosition[]): void {
  list = next;
  listeners.forEach((listener) => listener());
}

export function loadPositions(): Promise<void> {
  loading ??= (async () => {
    const db = idb();
    try {
      const saved = db ? readPositions(await get(LIST_KEY, db)) : [];
      // Positions recorded before the saved list arrived are newer than anything in it.
      const mine = new Set(list.map((p) => p.key));
      changed([...list, ...saved.filter((p) => !mine.has(p.key))].slice(0, MAX_POSITIONS));
    } catch (error) {
      console.warn('[reading] positions could not be read', error);
    }
  })();
  return loading;
}

export const positions = (): readonly ReadingPosition[] => list;

export function subscribePositions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function savePosition(position: ReadingPosition): Promise<void> {
  if (isPreviewMode()) return;
  await loadPositions();
  changed(remember(list, position));
  const db = idb();
  try {
    if (db) await set(LIST_KEY, list, db);
  } catch (error) {
    console.warn('[reading] position not saved', error);
  }
}
