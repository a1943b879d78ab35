/**
 * One refresh of the ahead-of-need mirror: load it, ask the Delivery API for what changed
 * (mirror-update.ts), keep the result. The page's run and the installed app's daily background
 * refresh in the service worker both use it and keep the same IndexedDB record, the one offline
 * pages read (offline-reading/mirror-cache.ts). It needs fetch, IndexedDB and the build's config
 * only, nothing of the DOM: the worker has none.
 */
import { config } from '../../lib/config';
import { openKv } from '../../lib/kv';
import { FetchError, updateMirror } from './mirror-update';
import { emptyMirror, isMirror, type Mirror } from './sync-mirror';

/** The worker reads the connection rule through this module too (it imports no other page code). */
export { connectionAllowsPrefetch, type ConnectionInfo } from './prefetch-rule';

/** The library database's key of the mirror. */
export const MIRROR_KEY = 'sync-mirror';

export interface EnvironmentTarget {
  base: string;
  token: string;
}

export interface MirrorStore {
  load(): Promise<Mirror>;
  /** false when it could not be kept. */
  save(mirror: Mirror): Promise<boolean>;
}

/** The Delivery API environment this build reads, or null when none is configured. */
export function environmentBase(): EnvironmentTarget | null {
  const c = config.contentful;
  if (!c) return null;
  const base = `${c.insecure ? 'http' : 'https'}://${c.host}/spaces/${c.space}/environments/${c.environment}`;
  return { base, token: c.accessToken };
}

/**
 * The mirror's record for the service worker, which never runs in a preview tab (the page's own store,
 * mirror-db.ts, refuses to write there); a mirror it does not understand reads as empty.
 */
export function workerMirrorStore(): MirrorStore {
  const kv = openKv('library', 'background refresh');
  return {
    load: async () => {
      const saved = await kv.get(MIRROR_KEY);
      return isMirror(saved) ? saved : emptyMirror();
    },
    save: async (mirror) => (await kv.set(MIRROR_KEY, mirror)) === 'saved',
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
