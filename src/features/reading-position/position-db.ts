/**
 * Reading positions on this device: one list in its own IndexedDB database (through the page's one
 * key-value module), read once, held in memory for the pages and written whole after a change.
 * Failures (private window, full disk) only mean nothing is remembered; a preview tab, which shows
 * drafts, never writes.
 */
import { openKv, type Kv } from '../../lib/kv';
import { isPreviewMode } from '../../lib/preview-mode';
import { MAX_POSITIONS, readPositions, remember, type ReadingPosition } from './positions';

const LIST_KEY = 'positions';

let store: Kv | undefined;
let list: ReadingPosition[] = [];
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** A preview tab does not even open the database: opening creates it, and a draft tab leaves no trace. */
function idb(): Kv | null {
  if (isPreviewMode()) return null;
  return (store ??= openKv('reading', 'reading'));
}

function changed(next: ReadingPosition[]): void {
  list = next;
  listeners.forEach((listener) => listener());
}

export function loadPositions(): Promise<void> {
  loading ??= (async () => {
    const db = idb();
    const saved = db ? readPositions(await db.get(LIST_KEY)) : [];
    // Positions recorded before the saved list arrived are newer than anything in it.
    const mine = new Set(list.map((p) => p.key));
    changed([...list, ...saved.filter((p) => !mine.has(p.key))].slice(0, MAX_POSITIONS));
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
  await idb()?.set(LIST_KEY, list);
}
