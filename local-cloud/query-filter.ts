/**
 * Applies a parsed CollectionQuery to delivered (locale-flattened) items: filters, full-text
 * match, stable ordering, location search and `select`. Pure functions, unit-tested in query.test.ts.
 */
import type { LinkRef } from './includes.ts';
import type { Delivered } from './localize.ts';
import { asLocation, distanceKm, isWithin } from './query-geo.ts';
import { mimetypeGroupOf } from './query-mimetype.ts';
import type { CollectionQuery, Filter, OrderKey } from './query-parse.ts';

type Scalar = string | number | boolean;
/** Looks up the entry or asset a link points at, in the locale being queried. */
export type Resolver = (link: LinkRef) => Delivered | undefined;

type LinkSys = { type?: string; linkType?: 'Entry' | 'Asset'; id?: string };

/**
 * The object to step into for `key`: a link is followed to its target when the path reaches
 * past it (`fields.author.fields.name`, `fields.author.sys.contentType.sys.id`), while
 * `fields.author.sys.id` stays on the link itself — the CDA's "search on references".
 */
function stepInto(value: unknown, key: string, nextKey: string | undefined, resolve?: Resolver) {
  const sys = (value as { sys?: LinkSys } | null)?.sys;
  const following = key === 'fields' || (key === 'sys' && nextKey === 'contentType');
  if (resolve && following && sys?.type === 'Link' && sys.linkType && sys.id)
    return resolve({ linkType: sys.linkType, id: sys.id });
  return value;
}

/** Every value reached by following `path`, stepping into arrays along the way. */
function valuesAt(item: unknown, path: string[], resolve?: Resolver): unknown[] {
  let current: unknown[] = [item];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next: unknown[] = [];
    for (const value of current) {
      const from = i > 0 ? stepInto(value, key, path[i + 1], resolve) : value;
      const step = (from as Record<string, unknown> | null | undefined)?.[key];
      if (Array.isArray(step)) next.push(...step);
      else if (step !== undefined && step !== null) next.push(step);
    }
    current = next;
  }
  return current;
}

const scalars = (values: unknown[]): Scalar[] =>
  values.filter((v): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v));

/** All human text under a value: strings, numbers and rich-text `value`s. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  const obj = value as Record<string, unknown>;
  if ((obj.sys as { type?: string } | undefined)?.type === 'Link') return '';
  return Object.entries(obj)
    .filter(([k]) => k !== 'nodeType' && k !== 'sys' && k !== 'marks')
    .map(([, v]) => textOf(v))
    .join(' ');
}

function compare(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && !Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  const da = typeof a === 'string' ? Date.parse(a) : NaN;
  const db = typeof b === 'string' ? Date.parse(b) : NaN;
  if (!Number.isNaN(da) && !Number.isNaN(db)) return da - db;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/**
 * An item's fields as the full-text match reads them (all their text, lower-cased), kept per fields
 * object: delivered items are shared between requests and never changed, so a search over a large
 * export gathers each entry's text once rather than on every request (10,000 articles: 250 ms a
 * search, nearly all of it walking rich text).
 */
const searchableText = new WeakMap<object, string>();

function textToSearch(fields: unknown): string {
  if (!fields || typeof fields !== 'object') return textOf(fields).toLowerCase();
  let text = searchableText.get(fields);
  if (text === undefined) {
    text = textOf(fields).toLowerCase();
    searchableText.set(fields, text);
  }
  return text;
}

/** Whether lower-cased `text` holds every word of `needle`, in any case. */
function matchesText(text: string, needle: string): boolean {
  return needle
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => text.includes(term));
}

export function matchesFilter(item: Delivered, filter: Filter, resolve?: Resolver): boolean {
  const values = valuesAt(item, filter.path, resolve);
  const leaves = scalars(values).map(String);
  const list = filter.value.split(',');
  switch (filter.op) {
    case 'eq':
      return leaves.includes(filter.value);
    case 'ne':
      return !leaves.includes(filter.value);
    case 'in':
      return leaves.some((v) => list.includes(v));
    case 'nin':
      return !leaves.some((v) => list.includes(v));
    case 'all':
      return list.every((v) => leaves.includes(v));
    case 'exists': {
      // Presence of the value itself: an empty list still counts as there.
      const parents = valuesAt(item, filter.path.slice(0, -1), resolve);
      const key = filter.path[filter.path.length - 1];
      const present = parents.some((p) => (p as Record<string, unknown>)?.[key] != null);
      return present === (filter.value === 'true');
    }
    case 'match':
      return matchesText(textOf(values).toLowerCase(), filter.value);
    case 'within':
      return values.some((v) => {
        const point = asLocation(v);
        return point !== undefined && isWithin(point, filter.area ?? []);
      });
    default: {
      const sign = {
        lt: (c: number) => c < 0,
        lte: (c: number) => c <= 0,
        gt: (c: number) => c > 0,
        gte: (c: number) => c >= 0,
      }[filter.op];
      return scalars(values).some((v) => sign(compare(v, filter.value)));
    }
  }
}

/** A link of exactly that type: an entry and an asset may share an id. */
function linksTo(value: unknown, target: LinkRef): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => linksTo(v, target));
  const sys = (value as { sys?: LinkSys }).sys;
  if (sys?.type === 'Link' && sys.id === target.id && sys.linkType === target.linkType) return true;
  return Object.values(value).some((v) => linksTo(v, target));
}

function nearest<T extends Delivered>(items: T[], near: NonNullable<CollectionQuery['near']>) {
  const distance = new Map<T, number>();
  for (const item of items) {
    const point = valuesAt(item, near.path).map(asLocation).find(Boolean);
    distance.set(item, point ? distanceKm(point, near) : Infinity);
  }
  // Stable sort: items at the same distance keep the order the `order` parameter gave them.
  return [...items].sort((a, b) => distance.get(a)! - distance.get(b)!);
}

/**
 * Which way `compare` compares a value: two numbers (or numeric strings, booleans) by value, two
 * dates by time, anything else as text. Null for values no way compares consistently (NaN, ±Infinity).
 */
function comparedAs(value: Scalar): 'number' | 'date' | 'text' | null {
  const number = Number(value);
  if (typeof value !== 'string' || (value !== '' && !Number.isNaN(number)))
    return Number.isFinite(number) ? 'number' : null;
  return value !== '' && !Number.isNaN(Date.parse(value)) ? 'date' : 'text';
}

/**
 * Whether `order` sorts these items totally: every key's values are compared the same way (all
 * numbers, all dates or all text; missing values always go last) and the id decides ties. Then any
 * subset, sorted, is in the order it has within the sorted whole. Values of mixed sorts can compare
 * in circles (a number, a date and a word), and only sorting the subset itself gives the answer.
 */
export function orderIsTotal(items: readonly Delivered[], order: OrderKey[]): boolean {
  return order.every(({ path }) => {
    const ways = new Set<string | null>();
    for (const item of items) {
      const value = scalars(valuesAt(item, path))[0];
      if (value !== undefined) ways.add(comparedAs(value));
      if (ways.size > 1 || ways.has(null)) return false;
    }
    return true;
  });
}

export function orderItems<T extends Delivered>(items: T[], order: OrderKey[]): T[] {
  const keys = order.map((o) => ({ ...o, get: (item: T) => scalars(valuesAt(item, o.path))[0] }));
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const va = key.get(a);
      const vb = key.get(b);
      if (va === undefined && vb === undefined) continue;
      // Items without the value go last, whichever the direction.
      if (va === undefined) return 1;
      if (vb === undefined) return -1;
      const c = compare(va, vb);
      if (c !== 0) return key.desc ? -c : c;
    }
    return String(a.sys.id) < String(b.sys.id) ? -1 : String(a.sys.id) > String(b.sys.id) ? 1 : 0;
  });
}

/** `select=fields` (or `fields,sys`) keeps the whole fields object; `fields.x` picks one field. */
export function selectFields(item: Delivered, select: string[][] | undefined): Delivered {
  if (!select) return item;
  // sys always stays: the SDK needs it to resolve links.
  const out: Delivered = { sys: item.sys };
  for (const [root, key] of select) {
    const source = item[root] as Record<string, unknown> | undefined;
    if (source === undefined || root === 'sys') continue;
    if (key === undefined) out[root] = source;
    else if (source[key] !== undefined)
      out[root] = { ...((out[root] as object) ?? {}), [key]: source[key] };
  }
  return out;
}

function inGroup(item: Delivered, group: string): boolean {
  const types = valuesAt(item, ['fields', 'file', 'contentType']);
  return types.some((t) => typeof t === 'string' && mimetypeGroupOf(t) === group);
}

/** Whether one item passes the query's filters, full-text match, `links_to_*` and mimetype group. */
function matchesQuery(item: Delivered, query: CollectionQuery, resolve?: Resolver): boolean {
  const { linksTo: target, mimetypeGroup: group } = query;
  return (
    query.filters.every((f) => matchesFilter(item, f, resolve)) &&
    (!query.text || matchesText(textToSearch(item.fields), query.text)) &&
    (!target || linksTo(item.fields, target)) &&
    (!group || inGroup(item, group))
  );
}

export function applyQuery<T extends Delivered>(
  items: T[],
  query: CollectionQuery,
  resolve?: Resolver,
): T[] {
  const kept = items.filter((item) => matchesQuery(item, query, resolve));
  const ordered = orderItems(kept, query.order);
  return query.near ? nearest(ordered, query.near) : ordered;
}

/**
 * The same answer as `applyQuery`, from items already sorted by `orderItems` under the query's own
 * order, when that order is total over them (`orderIsTotal`): a subset picked out of the sorted
 * whole is then in the order sorting it would give.
 */
export function applyQueryToOrdered<T extends Delivered>(
  ordered: T[],
  query: CollectionQuery,
  resolve?: Resolver,
): T[] {
  const kept = ordered.filter((item) => matchesQuery(item, query, resolve));
  return query.near ? nearest(kept, query.near) : kept;
}
