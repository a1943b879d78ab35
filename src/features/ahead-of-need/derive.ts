/**
 * From the sync mirror to what the pages read: per kind, its entries newest first (the list queries'
 * order: -fields.publishDate, ties by id) with links resolved two levels deep like `include: 2`, then
 * the same normalisers as the network queries. Pure.
 */
import { KINDS, KIND_ORDER, type KindKey } from '../../content/kinds';
import { normaliseArticle, normaliseSummary } from '../../content/normalise';
import type { Article, ArticleSummary } from '../../content/types';
import type { Mirror, RawItem } from './sync-mirror';

const INCLUDE_DEPTH = 2;

function isLink(v: unknown): v is { sys: { type: 'Link'; linkType: string; id: string } } {
  if (typeof v !== 'object' || v === null || !('sys' in v)) return false;
  const sys = (v as { sys: unknown }).sys as Record<string, unknown> | null;
  return sys?.type === 'Link' && typeof sys.id === 'string';
}

/** Replaces links by their targets (depth levels deep); unknown targets stay links, as the CDA leaves them. */
function resolveLinks(value: unknown, mirror: Mirror, depth = INCLUDE_DEPTH): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveLinks(v, mirror, depth));
  if (isLink(value)) {
    const { linkType, id } = value.sys;
    const target = linkType === 'Asset' ? mirror.assets[id] : mirror.entries[id];
    if (!target || depth <= 0) return target ? { sys: target.sys, fields: {} } : value;
    return { sys: target.sys, fields: resolveLinks(target.fields, mirror, depth - 1) };
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, resolveLinks(v, mirror, depth)]),
  );
}

export const contentTypeId = (item: RawItem): string => {
  const ct = item.sys.contentType as { sys?: { id?: unknown } } | undefined;
  return typeof ct?.sys?.id === 'string' ? ct.sys.id : '';
};

export function newestFirst(a: RawItem, b: RawItem): number {
  const da = typeof a.fields.publishDate === 'string' ? a.fields.publishDate : '';
  const db = typeof b.fields.publishDate === 'string' ? b.fields.publishDate : '';
  if (da !== db) return da < db ? 1 : -1;
  return a.sys.id < b.sys.id ? -1 : a.sys.id > b.sys.id ? 1 : 0;
}

/** One mirror entry as the normalisers read it: its links resolved like `include: 2`. */
export function resolveEntry(
  mirror: Mirror,
  item: RawItem,
): { sys: RawItem['sys']; fields: unknown } {
  return { sys: item.sys, fields: resolveLinks(item.fields, mirror) };
}

export interface KindContent {
  kind: KindKey;
  /** Every entry of the kind, newest first, as list items. */
  summaries: ArticleSummary[];
  /** The newest `perKind` as full articles. */
  articles: Article[];
}

/** One kind's content; callers that must not block the page derive one kind per task. */
export function deriveKind(mirror: Mirror, kind: KindKey, perKind: number): KindContent {
  const raws = Object.values(mirror.entries)
    .filter((item) => contentTypeId(item) === KINDS[kind].contentType)
    .sort(newestFirst)
    .map((item) => resolveEntry(mirror, item));
  return {
    kind,
    summaries: raws.map(normaliseSummary),
    articles: raws.slice(0, perKind).map((raw) => normaliseArticle(raw, kind)),
  };
}

export function deriveKinds(mirror: Mirror, perKind: number): KindContent[] {
  return KIND_ORDER.map((kind) => deriveKind(mirror, kind, perKind));
}
