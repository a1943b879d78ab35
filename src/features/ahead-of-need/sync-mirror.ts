/**
 * A local mirror of the space kept with the CDA Sync API: the initial sync once, then deltas
 * (sync was measured to move fewer bytes than the list queries — see scripts/offline-transfer.ts).
 * Sync items carry every locale (`fields.title['en-US']`); the mirror stores them as the
 * single-locale shape the normalisers read, so derive.ts can treat them like getEntries items. Pure
 * functions.
 */

export type RawItem = {
  sys: Record<string, unknown> & { id: string };
  fields: Record<string, unknown>;
};

export interface Mirror {
  /** The token of the next delta; null before the first complete sync. */
  token: string | null;
  entries: Record<string, RawItem>;
  assets: Record<string, RawItem>;
}

export interface SyncPage {
  items?: unknown[];
  nextPageUrl?: string;
  nextSyncUrl?: string;
}

export const emptyMirror = (): Mirror => ({ token: null, entries: {}, assets: {} });

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
  for (const item of page.items ?? []) {
    if (!isObject(item) || !isObject(item.sys) || typeof item.sys.id !== 'string') continue;
    const sys = item.sys as RawItem['sys'];
    const raw: RawItem = { sys, fields: flattenLocales(item.fields, locale) };
    if (sys.type === 'Entry') entries[sys.id] = raw;
    else if (sys.type === 'Asset') assets[sys.id] = raw;
    else if (sys.type === 'DeletedEntry') delete entries[sys.id];
    else if (sys.type === 'DeletedAsset') delete assets[sys.id];
  }
  // Only a finished sync (nextSyncUrl) moves the token on; a page cut short starts again from it.
  const token = page.nextSyncUrl ? tokenOf(page.nextSyncUrl) : mirror.token;
  return { token, entries, assets };
}

export function isMirror(value: unknown): value is Mirror {
  return (
    isObject(value) &&
    (typeof value.token === 'string' || value.token === null) &&
    isObject(value.entries) &&
    isObject(value.assets)
  );
}
