/**
 * A local mirror of the newest part of the space: per kind a window of the newest entries (see
 * mirror-window.ts), the entries and assets they link to, and what is needed to ask only for changes
 * next time. Items are kept in the single-locale shape the normalisers read (sync items, which carry
 * every locale, are flattened), so derive.ts treats them like getEntries items. Pure functions.
 */

export type RawItem = {
  sys: Record<string, unknown> & { id: string };
  fields: Record<string, unknown>;
};

export interface Mirror {
  /** Tells this layout from the earlier whole-space mirror, which is dropped rather than read. */
  version: 2;
  /** The token of the next deletions-only sync delta; null before the first complete run. */
  token: string | null;
  /** The newest `sys.updatedAt` received: the next run asks for what changed after it. */
  since: string | null;
  entries: Record<string, RawItem>;
  assets: Record<string, RawItem>;
  /** Entries held with the list fields only (ids): their bodies were not downloaded. */
  partial: Record<string, true>;
  /** Entries in their kind's window (ids), as opposed to entries held because one links to them. */
  listed: Record<string, true>;
  /** Content types of which the mirror holds every entry (fewer than the window exist). */
  complete: Record<string, true>;
}

export interface SyncPage {
  items?: unknown[];
  nextPageUrl?: string;
  nextSyncUrl?: string;
}

export const emptyMirror = (): Mirror => ({
  version: 2,
  token: null,
  since: null,
  entries: {},
  assets: {},
  partial: {},
  listed: {},
  complete: {},
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One locale's values: the preferred locale where present, else the first one given. */
export function flattenLocales(fields: unknown, locale: string): Record<string, unknown> {
  if (!isObject(fields)) return {};
  const out: Record<string, unknown> = {};
  for (const [name, perLocale] of Object.entries(fields)) {
    if (!isObject(perLocale)) continue;
    out[name] = locale in perLocale ? perLocale[locale] : Object.values(perLocale)[0];
  }
  return out;
}

/** The sync_token a nextPageUrl / nextSyncUrl carries. */
export function tokenOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).searchParams.get('sync_token');
  } catch {
    return null;
  }
}

/** Applies one page of a sync answer to the mirror (a new object; the old one is left as it was). */
export function applySyncPage(mirror: Mirror, page: SyncPage, locale: string): Mirror {
  const entries = { ...mirror.entries };
  const assets = { ...mirror.assets };
  const partial = { ...mirror.partial };
  for (const item of page.items ?? []) {
    if (!isObject(item) || !isObject(item.sys) || typeof item.sys.id !== 'string') continue;
    const sys = item.sys as RawItem['sys'];
    const raw: RawItem = { sys, fields: flattenLocales(item.fields, locale) };
    if (sys.type === 'Entry') {
      entries[sys.id] = raw;
      delete partial[sys.id];
    } else if (sys.type === 'Asset') assets[sys.id] = raw;
    else if (sys.type === 'DeletedEntry') {
      delete entries[sys.id];
      delete partial[sys.id];
    } else if (sys.type === 'DeletedAsset') delete assets[sys.id];
  }
  // Only a finished sync (nextSyncUrl) moves the token on; a page cut short starts again from it.
  const token = page.nextSyncUrl ? tokenOf(page.nextSyncUrl) : mirror.token;
  return { ...mirror, token, entries, assets, partial };
}

export function isMirror(value: unknown): value is Mirror {
  return (
    isObject(value) &&
    value.version === 2 &&
    (typeof value.token === 'string' || value.token === null) &&
    (typeof value.since === 'string' || value.since === null) &&
    isObject(value.entries) &&
    isObject(value.assets) &&
    isObject(value.partial) &&
    isObject(value.listed) &&
    isObject(value.complete)
  );
}
