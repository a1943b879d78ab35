/**
 * One refresh of the ahead-of-need mirror: load it, ask the Delivery API for what changed
 * (mirror-update.ts), keep the result. The page's run and the installed app's daily background
 * refresh in the service worker both use it and keep the same IndexedDB record, the one offline
 * pages read. It needs fetch, IndexedDB and the build's Delivery API settings (each program reads
 * its own, src/shared/contentful-env.ts) only, nothing of the DOM: the worker has none.
 */
import type { ContentfulSettings } from './contentful-env.ts';
import { createKeptStore } from './kept-store.ts';
import { FetchError, updateMirror } from './mirror-update.ts';
import { emptyMirror, isMirror, type Mirror } from './sync-mirror.ts';

/** The offline-reading database's key of the mirror. */
export const MIRROR_KEY = 'sync-mirror';
/** 1: the mirror in zustand's envelope; 0 is the bare mirror kept by earlier builds. */
export const MIRROR_KEPT_VERSION = 1;

export interface EnvironmentTarget {
  base: string;
  token: string;
}

export interface MirrorStore {
  load(): Promise<Mirror>;
  /** false when it could not be kept. */
  save(mirror: Mirror): Promise<boolean>;
}

/** The Delivery API environment of the build's settings, or null when none is configured. */
export function environmentBase(c: ContentfulSettings | null): EnvironmentTarget | null {
  if (!c) return null;
  const base = `${c.insecure ? 'http' : 'https'}://${c.host}/spaces/${c.space}/environments/${c.environment}`;
  return { base, token: c.accessToken };
}

const mirrorOf = (kept: unknown): Mirror => (isMirror(kept) ? kept : emptyMirror());

let kept: ReturnType<typeof createKeptStore<Mirror>> | undefined;
let stamp: ReturnType<typeof createKeptStore<MirrorStamp>> | undefined;

/** The offline-reading database's key of the mirror's stamp. */
export const STAMP_KEY = 'sync-mirror-at';

/** When the kept mirror last changed: small, so a page learns of a refresh without reading it. */
export interface MirrorStamp {
  refreshedAt: number | null;
}

const stampOf = (kept: unknown): MirrorStamp => {
  const at = (kept as Partial<MirrorStamp> | null | undefined)?.refreshedAt;
  return { refreshedAt: typeof at === 'number' ? at : null };
};

/** The kept stamp of the mirror (written with it by the page's run and the worker's refresh). */
export function keptStamp(isPreview: () => boolean) {
  stamp ??= createKeptStore<MirrorStamp>({
    db: 'offline',
    key: STAMP_KEY,
    version: 1,
    empty: () => ({ refreshedAt: null }),
    migrate: stampOf,
    merge: stampOf,
    writeDelayMs: 0,
    inPreview: 'read',
    isPreview,
    writeOnLoad: false,
  });
  return stamp;
}

/**
 * The mirror as a kept store (kept-store.ts) in the offline-reading database, the same record for the
 * page's run and the worker's refresh: read again before each run (the other one may have refreshed
 * it), written whole after it. A mirror it does not understand reads as empty; a preview tab reads it
 * but never writes.
 */
export function keptMirror(isPreview: () => boolean): MirrorStore {
  kept ??= createKeptStore<Mirror>({
    db: 'offline',
    key: MIRROR_KEY,
    version: MIRROR_KEPT_VERSION,
    empty: emptyMirror,
    migrate: mirrorOf,
    merge: mirrorOf,
    writeDelayMs: 0,
    inPreview: 'read',
    isPreview,
    writeOnLoad: false,
  });
  const store = kept;
  return {
    load: async () => {
      await store.reread();
      return store.store.getState();
    },
    save: async (mirror) => {
      await store.load();
      store.update(() => mirror);
      if ((await store.flush()) !== 'written') return false;
      const stamped = keptStamp(isPreview);
      await stamped.load();
      stamped.update(() => ({ refreshedAt: Date.now() }));
      return (await stamped.flush()) === 'written';
    },
  };
}

/**
 * Brings the stored mirror up to date and keeps it; returns it. Throws on a network or protocol
 * failure (the stored mirror is then left as it was). A full disk only means the next run starts
 * from scratch: the returned mirror is still good.
 */
export async function refreshMirror(
  target: EnvironmentTarget,
  store: MirrorStore,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<Mirror> {
  const mirror = await updateMirror(await store.load(), async (query) => {
    const response = await fetchFn(`${target.base}/${query}`, {
      headers: { Authorization: `Bearer ${target.token}` },
    });
    if (!response.ok) throw new FetchError(response.status);
    return response.json();
  });
  await store.save(mirror);
  return mirror;
}
