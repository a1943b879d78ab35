/**
 * The ahead-of-need mirror as offline pages read it: loaded from IndexedDB only when asked (it holds
 * the whole space, so online visits never pay for it) and kept for a minute, so a list of cards and
 * the page opened from it share one read.
 */
import { loadMirror } from '../ahead-of-need/mirror-db';
import { aheadArticle, aheadItems } from '../ahead-of-need/mirror-read';
import type { Article } from '../../content/types';

const KEEP_MS = 60_000;

export interface AheadEntry {
  key: string;
  path: string;
  title: string;
}

export interface MirrorSnapshot {
  /** Store keys of the articles downloaded ahead. */
  keys: ReadonlySet<string>;
  items: readonly AheadEntry[];
  data: (key: string) => Article | null;
}

let cached: { at: number; read: Promise<MirrorSnapshot> } | null = null;

async function read(): Promise<MirrorSnapshot> {
  const mirror = await loadMirror();
  const ahead = aheadItems(mirror);
  const byKey = new Map(ahead.map((a) => [a.key, a]));
  return {
    keys: new Set(byKey.keys()),
    items: ahead.map(({ key, path, title }) => ({ key, path, title })),
    data: (key) => {
      const found = byKey.get(key);
      return found ? aheadArticle(mirror, found) : null;
    },
  };
}

export function mirrorSnapshot(now = Date.now()): Promise<MirrorSnapshot> {
  if (!cached || now - cached.at > KEEP_MS) cached = { at: now, read: read() };
  return cached.read;
}
