/**
 * Storage can run out at any write. A failed cache write must never turn into a failed page or image:
 * the visitor still gets the network answer, and the worker frees the caches that can be refilled.
 */
import { CDA_CACHE, IMAGES_CACHE, PAGES_CACHE_PREFIX } from '../src/shared/cache-names.ts';
import { isQuotaError } from '../src/shared/quota.ts';

/** Runtime caches that are safe to drop: all of them can be refetched. Precache and saved files are not. */
const PURGEABLE_CACHES: readonly string[] = [IMAGES_CACHE, CDA_CACHE];

export interface CacheLike {
  put(request: RequestInfo | URL, response: Response): Promise<void>;
  match(request: RequestInfo | URL): Promise<Response | undefined>;
}

export interface CacheStorageLike {
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
}

/**
 * Writes and reports whether it stuck. On a quota error it calls `onQuota` (to free space) and gives up on
 * this copy rather than retrying: the caller already holds the response it needs.
 */
export async function putSafely(
  cache: CacheLike,
  request: RequestInfo | URL,
  response: Response,
  onQuota: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await cache.put(request, response);
    return true;
  } catch (error) {
    if (isQuotaError(error)) await onQuota().catch(() => undefined);
    return false;
  }
}

/** Deletes the purgeable runtime caches that exist; returns the names it deleted. */
export async function purgeRuntimeCaches(
  storage: CacheStorageLike,
  purgeable: readonly string[] = PURGEABLE_CACHES,
): Promise<string[]> {
  const names = (await storage.keys()).filter((name) => purgeable.includes(name));
  await Promise.all(names.map((name) => storage.delete(name)));
  return names;
}

/** Page copies are stamped with the build that made them; older builds' copies point at deleted chunks. */
export async function deleteOtherPageCaches(
  storage: CacheStorageLike,
  current: string,
): Promise<string[]> {
  const names = (await storage.keys()).filter(
    (name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== current,
  );
  await Promise.all(names.map((name) => storage.delete(name)));
  return names;
}
