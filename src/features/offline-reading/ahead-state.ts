/**
 * What the page knows of the ahead-of-need download without reading the mirror: the articles it put
 * into the device store (for the library page's "Downloaded ahead"), and which refresh of the mirror
 * they came from. A kept store in the offline-reading database; a preview tab reads it but never writes.
 */
import { isPreviewMode } from '../../lib/preview-mode';
import { createKeptStore } from '../../shared/kept-store';

export interface AheadEntry {
  /** Store key of the article (keys.ts). */
  key: string;
  path: string;
  title: string;
}

export interface AheadState {
  items: AheadEntry[];
  /** The mirror's stamp (refresh-mirror.ts) when its articles were put into the store. */
  appliedAt: number | null;
}

const isEntry = (v: unknown): v is AheadEntry => {
  const e = v as Partial<AheadEntry> | null;
  return (
    typeof e?.key === 'string' &&
    typeof e.title === 'string' &&
    typeof e.path === 'string' &&
    /^\/(?!\/)/.test(e.path)
  );
};

const stateOf = (kept: unknown): AheadState => {
  const k = kept as Partial<AheadState> | null | undefined;
  return {
    items: Array.isArray(k?.items) ? k.items.filter(isEntry) : [],
    appliedAt: typeof k?.appliedAt === 'number' ? k.appliedAt : null,
  };
};

export const aheadState = createKeptStore<AheadState>({
  db: 'offline',
  key: 'ahead',
  version: 1,
  empty: () => ({ items: [], appliedAt: null }),
  migrate: stateOf,
  merge: stateOf,
  writeDelayMs: 0,
  inPreview: 'read',
  isPreview: isPreviewMode,
  writeOnLoad: false,
});
