/**
 * Reading positions on this device: one list, a kept store (lib/kept-store.ts) in the reading
 * database, read once and held in memory for the pages. Failures (private window, full disk) only
 * mean nothing is remembered; a preview tab, which shows drafts, neither opens the database nor writes.
 */
import { isPreviewMode } from '../../lib/preview-mode';
import { createKeptStore } from '../../shared/kept-store';
import { CONTINUE_COUNT_KEY } from '../../shared/reader-settings';
import {
  MAX_POSITIONS,
  readPositions,
  remember,
  unfinished,
  type ReadingPosition,
} from './positions';

/** The key the list has always been kept under. */
export const POSITIONS_KEY = 'positions';
/** 1: `{ list }` in zustand's envelope; 0 is the bare list kept by earlier builds. */
export const POSITIONS_VERSION = 1;

interface PositionsState {
  list: ReadingPosition[];
}

const listOf = (kept: unknown): ReadingPosition[] =>
  readPositions(
    Array.isArray(kept) ? kept : (kept as Partial<PositionsState> | null | undefined)?.list,
  );

const kept = createKeptStore<PositionsState>({
  db: 'reading',
  key: POSITIONS_KEY,
  version: POSITIONS_VERSION,
  empty: () => ({ list: [] }),
  migrate: (old) => ({ list: listOf(old) }),
  merge: (old, current) => {
    // Positions recorded before the kept list arrived are newer than anything in it.
    const mine = new Set(current.list.map((p) => p.key));
    const list = [...current.list, ...listOf(old).filter((p) => !mine.has(p.key))];
    return { list: list.slice(0, MAX_POSITIONS) };
  },
  shrink: (state) => ({ list: state.list.slice(0, state.list.length >> 1) }),
  inPreview: 'none',
  isPreview: isPreviewMode,
});

/**
 * Keeps how many articles "Continue reading" offers where the head script of the next page reads it
 * before the first paint (localStorage), so the home page reserves the section's height. Storage
 * that refuses only costs that reservation.
 */
function keepContinueCount(list: readonly ReadingPosition[]): void {
  if (isPreviewMode()) return;
  const count = unfinished(list).length;
  try {
    if (count > 0) localStorage.setItem(CONTINUE_COUNT_KEY, String(count));
    else localStorage.removeItem(CONTINUE_COUNT_KEY);
  } catch {
    // Blocked storage (some private modes): the section appears without a reserved place.
  }
}

export const positions = (): readonly ReadingPosition[] => kept.store.getState().list;

let stopKeeping: (() => void) | null = null;
/** Reads the kept list once; from then on every change also keeps the count for the head script. */
export async function loadPositions(): Promise<void> {
  await kept.load();
  if (stopKeeping) return;
  keepContinueCount(positions());
  stopKeeping = kept.store.subscribe((state) => keepContinueCount(state.list));
}

export function subscribePositions(listener: () => void): () => void {
  return kept.store.subscribe(listener);
}

export async function savePosition(position: ReadingPosition): Promise<void> {
  await loadPositions();
  kept.update((s) => ({ list: remember(s.list, position) }));
  await kept.flush();
}

/** Tests: a new page load (what is kept stays). */
export function resetPositions(): void {
  stopKeeping?.();
  stopKeeping = null;
  kept.reset();
}
