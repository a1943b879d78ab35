/**
 * Where a reader stopped in each article, as pure functions over one list: newest first, one per
 * article, the last MAX_POSITIONS kept (oldest out). An article read to its end is not resumed and
 * not offered under "Continue reading".
 */
export interface ReadingPosition {
  /** Store key of the article or post (keys.ts). */
  key: string;
  path: string;
  title: string;
  /** Pixels scrolled from the top of the page. */
  y: number;
  /** Share of the article passed, 0–1, for "Continue reading". */
  progress: number;
  atEnd: boolean;
  updatedAt: number;
}

export const MAX_POSITIONS = 100;
export const CONTINUE_COUNT = 3;

export function remember(
  list: readonly ReadingPosition[],
  position: ReadingPosition,
  max = MAX_POSITIONS,
): ReadingPosition[] {
  return [position, ...list.filter((p) => p.key !== position.key)].slice(0, max);
}

/** The scroll offset to return to, or null when there is none or the reader had finished. */
export function resumeAt(list: readonly ReadingPosition[], key: string): number | null {
  const found = list.find((p) => p.key === key);
  return found && !found.atEnd && found.y > 0 ? found.y : null;
}

export function unfinished(
  list: readonly ReadingPosition[],
  count = CONTINUE_COUNT,
): ReadingPosition[] {
  return list.filter((p) => !p.atEnd && p.y > 0).slice(0, count);
}

function isPosition(value: unknown): value is ReadingPosition {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.key === 'string' &&
    typeof p.path === 'string' &&
    // A path of this site only: '//host' would be a link to another one.
    /^\/(?!\/)/.test(p.path) &&
    typeof p.title === 'string' &&
    typeof p.y === 'number' &&
    Number.isFinite(p.y) &&
    typeof p.progress === 'number' &&
    typeof p.atEnd === 'boolean' &&
    typeof p.updatedAt === 'number'
  );
}

/** What IndexedDB gave back, trusted only item by item (a damaged record must not break the page). */
export function readPositions(value: unknown): ReadingPosition[] {
  return Array.isArray(value) ? value.filter(isPosition).slice(0, MAX_POSITIONS) : [];
}
