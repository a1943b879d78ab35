/**
 * What the mirror keeps: per kind the newest LIST_WINDOW entries (enough for the kind's list page),
 * the newest BODY_WINDOW of them with their bodies, and only the entries and assets those link to.
 * This bound is what keeps a reader's device from holding — and downloading — the whole archive,
 * however many thousand articles the magazine publishes. Pure functions.
 */
import { ARTICLE_CONTENT_TYPES, DEFAULT_LIST_LIMIT, PREFETCH_PER_KIND } from './article-lists.ts';
import type { Mirror, RawItem } from './sync-mirror.ts';

/** Entries per kind kept as list items: the list page's own length, so it works offline. */
export const LIST_WINDOW = DEFAULT_LIST_LIMIT;
/** Entries per kind kept whole (body included), ready to open offline. */
export const BODY_WINDOW = PREFETCH_PER_KIND;
/** Link levels resolved below an article, as the list and entry queries' `include: 2`. */
export const INCLUDE_DEPTH = 2;

export const KIND_TYPES: readonly string[] = ARTICLE_CONTENT_TYPES;

export function isLink(v: unknown): v is { sys: { type: 'Link'; linkType: string; id: string } } {
  if (typeof v !== 'object' || v === null || !('sys' in v)) return false;
  const sys = (v as { sys: unknown }).sys as Record<string, unknown> | null;
  return sys?.type === 'Link' && typeof sys.id === 'string';
}

export const contentTypeId = (item: RawItem): string => {
  const ct = item.sys.contentType as { sys?: { id?: unknown } } | undefined;
  return typeof ct?.sys?.id === 'string' ? ct.sys.id : '';
};

/** The list queries' order: -fields.publishDate, ties by id. */
export function newestFirst(a: RawItem, b: RawItem): number {
  const da = typeof a.fields.publishDate === 'string' ? a.fields.publishDate : '';
  const db = typeof b.fields.publishDate === 'string' ? b.fields.publishDate : '';
  if (da !== db) return da < db ? 1 : -1;
  return a.sys.id < b.sys.id ? -1 : a.sys.id > b.sys.id ? 1 : 0;
}

/** The entries of one content type in the mirror's window, newest first. */
export function entriesOfType(mirror: Mirror, contentType: string): RawItem[] {
  return Object.keys(mirror.listed)
    .map((id) => mirror.entries[id])
    .filter((item) => item !== undefined && contentTypeId(item) === contentType)
    .sort(newestFirst);
}

/**
 * Whether an entry of a kind, received because it changed, belongs in the kind's window: always when
 * the mirror holds the whole kind, else when it sorts before the oldest of the window's other entries
 * (an entry whose date moved back past them leaves, and the refill brings the true last one).
 */
export function belongsInWindow(mirror: Mirror, item: RawItem): boolean {
  const type = contentTypeId(item);
  if (!KIND_TYPES.includes(type)) return false;
  if (mirror.complete[type]) return true;
  const others = entriesOfType(mirror, type).filter((e) => e.sys.id !== item.sys.id);
  const oldest = others[others.length - 1];
  return oldest !== undefined && newestFirst(item, oldest) < 0;
}

/** Every link below `value` (not following them). */
function linksIn(value: unknown, out: { linkType: string; id: string }[]): void {
  if (isLink(value)) out.push(value.sys);
  else if (Array.isArray(value)) for (const v of value) linksIn(v, out);
  else if (typeof value === 'object' && value !== null)
    for (const v of Object.values(value)) linksIn(v, out);
}

/**
 * Cuts the mirror to the window: per kind the newest LIST_WINDOW entries (a kind that loses some is
 * no longer complete), then only the entries and assets reachable from them within INCLUDE_DEPTH.
 */
export function trimMirror(mirror: Mirror): Mirror {
  const complete = { ...mirror.complete };
  const kept: RawItem[] = [];
  for (const type of KIND_TYPES) {
    const all = entriesOfType(mirror, type);
    if (all.length > LIST_WINDOW) delete complete[type];
    kept.push(...all.slice(0, LIST_WINDOW));
  }
  const entries: Record<string, RawItem> = {};
  const assets: Record<string, RawItem> = {};
  for (const item of kept) entries[item.sys.id] = item;
  let level = kept;
  for (let depth = 0; depth < INCLUDE_DEPTH && level.length > 0; depth++) {
    const links: { linkType: string; id: string }[] = [];
    for (const item of level) linksIn(item.fields, links);
    const next: RawItem[] = [];
    for (const { linkType, id } of links) {
      if (linkType === 'Asset' && mirror.assets[id]) assets[id] = mirror.assets[id];
      if (linkType !== 'Entry' || entries[id] || !mirror.entries[id]) continue;
      entries[id] = mirror.entries[id];
      next.push(mirror.entries[id]);
    }
    level = next;
  }
  // The deepest included entries still bring their assets, as the CDA's includes do.
  const deepest: { linkType: string; id: string }[] = [];
  for (const item of level) linksIn(item.fields, deepest);
  for (const { linkType, id } of deepest)
    if (linkType === 'Asset' && mirror.assets[id]) assets[id] = mirror.assets[id];
  const partial: Record<string, true> = {};
  for (const id of Object.keys(mirror.partial)) if (entries[id]) partial[id] = true;
  const listed: Record<string, true> = {};
  for (const item of kept) listed[item.sys.id] = true;
  return { ...mirror, entries, assets, partial, listed, complete };
}

/** Kinds whose window has gaps (deletions made room) and that are known to have more entries. */
export function typesToRefill(mirror: Mirror): string[] {
  return KIND_TYPES.filter(
    (type) => !mirror.complete[type] && entriesOfType(mirror, type).length < LIST_WINDOW,
  );
}

/** Ids among each kind's newest BODY_WINDOW that are held without their body. */
export function bodiesMissing(mirror: Mirror): string[] {
  return KIND_TYPES.flatMap((type) =>
    entriesOfType(mirror, type)
      .slice(0, BODY_WINDOW)
      .filter((item) => mirror.partial[item.sys.id])
      .map((item) => item.sys.id),
  );
}
