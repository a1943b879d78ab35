/**
 * The ahead-of-need mirror as offline pages read it: loaded from IndexedDB only when asked (it holds
 * the whole space, so online visits never pay for it), indexed by store key, and kept for a minute so
 * a list of cards and the page opened from it share one read.
 */
import { loadMirror, mirrorData, mirrorIndex } from '../ahead-of-need/mirror-read';
import type { Article, Post } from '../../content/types';

const KEEP_MS = 60_000;

let cached: { at: number; read: Promise<Snapshot> } | null = null;

interface Snapshot {
  keys: ReadonlySet<string>;
  data: (key: string) => Article | Post | null;
}

async function read(): Promise<Snapshot> {
  const mirror = await loadMirror();
  const index = mirrorIndex(mirror);
  return { keys: new Set(index.keys()), data: (key) => mirrorData(mirror, index, key) };
}

export function mirrorSnapshot(now = Date.now()): Promise<Snapshot> {
  if (!cached || now - cached.at > KEEP_MS) cached = { at: now, read: read() };
  return cached.read;
}
