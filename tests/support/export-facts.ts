/**
 * Reads an export file directly, independently of the server code, so protocol tests can compute
 * what the CDA ought to answer and compare it with what the SDK receives.
 */
import { readFileSync } from 'node:fs';

export interface FactItem {
  sys: {
    id: string;
    contentType?: { sys: { id: string } };
    publishedVersion?: number;
    archivedVersion?: number;
  };
  fields: Record<string, Record<string, unknown>>;
}

export interface Facts {
  entries: FactItem[];
  assets: FactItem[];
  contentTypes: Array<{
    sys: { id: string };
    fields: Array<{ id: string; type: string; linkType?: string }>;
  }>;
  locale: string;
}

const published = (i: FactItem) =>
  typeof i.sys.publishedVersion === 'number' && i.sys.archivedVersion === undefined;

export function readFacts(path: string): Facts {
  const data = JSON.parse(readFileSync(path, 'utf8'));
  const locales: Array<{ code: string; default?: boolean }> = data.locales ?? [];
  return {
    entries: data.entries.filter(published),
    assets: data.assets.filter(published),
    contentTypes: data.contentTypes,
    locale: (locales.find((l) => l.default) ?? locales[0] ?? { code: 'en-US' }).code,
  };
}

export const typeOf = (e: FactItem) => e.sys.contentType?.sys.id ?? '';

export function value(facts: Facts, item: FactItem, field: string): unknown {
  return item.fields[field]?.[facts.locale];
}

/** Ids sorted by one field (descending or not), ties and missing values by the rules of the CDA. */
export function idsOrderedBy(
  facts: Facts,
  items: FactItem[],
  field: string,
  desc: boolean,
): string[] {
  return [...items]
    .sort((a, b) => {
      const va = value(facts, a, field) as string | number | undefined;
      const vb = value(facts, b, field) as string | number | undefined;
      if (va !== undefined && vb !== undefined && va !== vb) {
        const da = Date.parse(String(va));
        const db = Date.parse(String(vb));
        const c =
          typeof va === 'number'
            ? va - (vb as number)
            : !isNaN(da) && !isNaN(db)
              ? da - db
              : String(va) < String(vb)
                ? -1
                : 1;
        return desc ? -c : c;
      }
      if (va !== vb) return va === undefined ? 1 : -1;
      return a.sys.id < b.sys.id ? -1 : 1;
    })
    .map((e) => e.sys.id);
}

/** Every link id (entry or asset) anywhere in an item's fields, rich text included. */
export function linkIds(value: unknown, linkType: string, out = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type === 'Link' && sys.linkType === linkType && sys.id) out.add(sys.id);
    else for (const v of Object.values(value)) linkIds(v, linkType, out);
  }
  return out;
}
