/**
 * From the mirror to what the pages read: per kind, its entries newest first (the list queries'
 * order: -fields.publishDate, ties by id) with links resolved two levels deep like `include: 2`, then
 * the same normalisers as the network queries. Pure.
 */
import { KINDS, KIND_ORDER, type KindKey } from '../../content/kinds';
import { normaliseArticle, normaliseSummary } from '../../content/normalise';
import type { Article, ArticleSummary } from '../../content/types';
import { INCLUDE_DEPTH, entriesOfType, isLink } from '../../shared/mirror-window';
import type { Mirror, RawItem } from '../../shared/sync-mirror';

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

/** One mirror entry as the normalisers read it: its links resolved like `include: 2`. */
export function resolveEntry(
  mirror: Mirror,
  item: RawItem,
): { sys: RawItem['sys']; fields: unknown } {
  return { sys: item.sys, fields: resolveLinks(item.fields, mirror) };
}

export interface KindContent {
  kind: KindKey;
  /** Every entry of the kind in the mirror, newest first, as list items. */
  summaries: ArticleSummary[];
  /** Whether `summaries` is the whole kind; otherwise it is its newest entries. */
  complete: boolean;
  /** Those of the newest `perKind` held with their bodies, as full articles. */
  articles: Article[];
}

/** One kind's content; callers that must not block the page derive one kind per task. */
export function deriveKind(mirror: Mirror, kind: KindKey, perKind: number): KindContent {
  const type = KINDS[kind].contentType;
  const raws = entriesOfType(mirror, type).map((item) => resolveEntry(mirror, item));
  return {
    kind,
    summaries: raws.map(normaliseSummary),
    complete: mirror.complete[type] === true,
    articles: raws
      .slice(0, perKind)
      .filter((raw) => !mirror.partial[raw.sys.id])
      .map((raw) => normaliseArticle(raw, kind)),
  };
}

export function deriveKinds(mirror: Mirror, perKind: number): KindContent[] {
  return KIND_ORDER.map((kind) => deriveKind(mirror, kind, perKind));
}

/**
 * A list item the mirror holds without its body (outside its kind's window) has no word count, so its
 * card would lose its reading time, and the list would differ from the copy the device already holds
 * from the server, which replaced the page's objects and rendered every card again. Such an item takes
 * the count from `held` (the device's lists of the kind) where that copy is of the same article: same
 * id, title and date.
 */
export function withKnownWords(
  summaries: readonly ArticleSummary[],
  held: readonly ArticleSummary[],
): ArticleSummary[] {
  const byId = new Map(held.map((item) => [item.id, item]));
  return summaries.map((item) => {
    if (item.words !== undefined) return item;
    const known = byId.get(item.id);
    return known?.words !== undefined &&
      known.title === item.title &&
      known.publishDate === item.publishDate
      ? { ...item, words: known.words }
      : item;
  });
}
