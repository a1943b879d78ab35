/**
 * Collects linked entries and assets into `includes`, level by level up to `include`, the way the
 * CDA does, including links inside rich text (`data.target`) so the SDK resolves embedded items.
 * Links whose target is missing (or unpublished) are reported once in `errors` as notResolvable.
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
export function linksIn(value: unknown, out: LinkRef[] = []): LinkRef[] {
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

export function collectIncludes(
  items: Delivered[],
  depth: number,
  resolve: (link: LinkRef) => Delivered | undefined,
): IncludesResult {
  const seen = new Set(items.map((i) => `${String(i.sys.type)}:${String(i.sys.id)}`));
  const found: Record<'Entry' | 'Asset', Delivered[]> = { Entry: [], Asset: [] };
  const missing = new Map<string, LinkRef>();
  let frontier = items;
  for (let level = 0; level < depth && frontier.length > 0; level++) {
    const next: Delivered[] = [];
    for (const item of frontier) {
      for (const link of linksIn(item.fields)) {
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
  if (depth > 0) {
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
