/**
 * Collects linked entries and assets into `includes`, level by level up to `include`, the way the
 * CDA does, including links inside rich text (`data.target`) so the SDK resolves embedded items.
 * Assets linked from the deepest included entries come too: recorded CDA answers carry them
 * (`/entries?sys.id=nyancat` at the default include=1 includes the image of the cat it links to;
 * contentful/contentful.py fixtures/client/entry.yaml). An answer with nothing to include has no
 * `includes` key at all (same recordings). Links whose target is missing (or unpublished) are
 * reported once in `errors` as notResolvable.
 */
import type { Delivered } from './localize.ts';

export interface LinkRef {
  linkType: 'Entry' | 'Asset';
  id: string;
}

export interface IncludesResult {
  includes?: { Entry?: Delivered[]; Asset?: Delivered[] };
  errors?: Array<{
    sys: { id: 'notResolvable'; type: 'error' };
    details: { type: 'Link'; linkType: string; id: string };
  }>;
}

/** Every Entry/Asset link anywhere under `value`, in document order. */
function linksIn(value: unknown, out: LinkRef[] = []): LinkRef[] {
  if (value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const v of value) linksIn(v, out);
    return out;
  }
  const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
  if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && sys.id) {
    out.push({ linkType: sys.linkType, id: sys.id });
    return out;
  }
  for (const v of Object.values(value)) linksIn(v, out);
  return out;
}

/**
 * Links per field value, remembered by the value's identity: a loaded export never changes (a
 * reload brings new objects), and walking rich-text documents is the costly part of includes.
 */
const linkCache = new WeakMap<object, LinkRef[]>();

function linksOfFields(fields: unknown): LinkRef[] {
  if (fields === null || typeof fields !== 'object') return [];
  const out: LinkRef[] = [];
  for (const value of Object.values(fields)) {
    if (value === null || typeof value !== 'object') continue;
    let links = linkCache.get(value);
    if (!links) {
      links = linksIn(value);
      linkCache.set(value, links);
    }
    out.push(...links);
  }
  return out;
}

export function collectIncludes(
  items: Delivered[],
  depth: number,
  resolve: (link: LinkRef) => Delivered | undefined,
): IncludesResult {
  const seen = new Set(items.map((i) => `${String(i.sys.type)}:${String(i.sys.id)}`));
  const found: Record<'Entry' | 'Asset', Delivered[]> = { Entry: [], Asset: [] };
  const missing = new Map<string, LinkRef>();
  let frontier = items;
  // One level past `depth`, but only for assets: they link to nothing further.
  for (let level = 0; depth > 0 && level <= depth && frontier.length > 0; level++) {
    const next: Delivered[] = [];
    for (const item of frontier) {
      for (const link of linksOfFields(item.fields)) {
        if (level === depth && link.linkType !== 'Asset') continue;
        const key = `${link.linkType}:${link.id}`;
        if (seen.has(key) || missing.has(key)) continue;
        const target = resolve(link);
        if (!target) {
          missing.set(key, link);
          continue;
        }
        seen.add(key);
        found[link.linkType].push(target);
        next.push(target);
      }
    }
    frontier = next;
  }
  const result: IncludesResult = {};
  if (found.Entry.length || found.Asset.length) {
    result.includes = {};
    if (found.Entry.length) result.includes.Entry = found.Entry;
    if (found.Asset.length) result.includes.Asset = found.Asset;
  }
  if (missing.size > 0)
    result.errors = [...missing.values()].map((l) => ({
      sys: { id: 'notResolvable', type: 'error' },
      details: { type: 'Link', linkType: l.linkType, id: l.id },
    }));
  return result;
}
