/**
 * Files (images) of articles saved for offline reading. They go into a cache of their own that the
 * worker reads before its expiring image cache, so saved articles keep their pictures until removed.
 * The caller owns the bookkeeping of which entry uses which file: removeFiles removes exactly what it is
 * given, so pass only files no other saved entry still shows.
 */
import { SAVED_FILES_CACHE } from '../shared/cache-names.ts';
import { isQuotaError } from '../shared/quota.ts';

export interface SaveProgress {
  done: number;
  total: number;
  bytes: number;
}

export interface SaveResult {
  saved: string[];
  failed: string[];
  bytes: number;
  /** Storage is full: the remaining files were not tried. */
  quotaExceeded: boolean;
}

export interface FileStore {
  open(name: string): Promise<Pick<Cache, 'match' | 'put' | 'delete'>>;
}

export interface OfflineFilesDeps {
  caches: FileStore;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

const PARALLEL = 4;

function browserDeps(): OfflineFilesDeps {
  return { caches: globalThis.caches, fetch: (url, init) => globalThis.fetch(url, init) };
}

/** Downloads and keeps each file (CORS, 200 only, like the worker's own image cache), reporting progress. */
export async function saveFiles(
  urls: readonly string[],
  onProgress?: (progress: SaveProgress) => void,
  deps: OfflineFilesDeps = browserDeps(),
): Promise<SaveResult> {
  const cache = await deps.caches.open(SAVED_FILES_CACHE);
  const queue = [...new Set(urls)];
  const total = queue.length;
  const result: SaveResult = { saved: [], failed: [], bytes: 0, quotaExceeded: false };

  async function saveOne(url: string): Promise<void> {
    const kept = await cache.match(url, { ignoreVary: true });
    const response = kept ?? (await deps.fetch(url, { mode: 'cors', credentials: 'omit' }));
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    const body = await response.blob();
    const { status, statusText, headers } = response;
    if (!kept) await cache.put(url, new Response(body, { status, statusText, headers }));
    result.bytes += body.size;
  }

  async function worker(): Promise<void> {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (result.quotaExceeded) {
        result.failed.push(url);
        continue;
      }
      try {
        await saveOne(url);
        result.saved.push(url);
      } catch (error) {
        result.failed.push(url);
        if (isQuotaError(error)) result.quotaExceeded = true;
      }
      onProgress?.({
        done: result.saved.length + result.failed.length,
        total,
        bytes: result.bytes,
      });
    }
  }

  await Promise.all(Array.from({ length: Math.min(PARALLEL, total) }, worker));
  return result;
}

export async function removeFiles(
  urls: readonly string[],
  deps: OfflineFilesDeps = browserDeps(),
): Promise<void> {
  const cache = await deps.caches.open(SAVED_FILES_CACHE);
  await Promise.all(urls.map((url) => cache.delete(url, { ignoreVary: true })));
}

/** Bytes the given saved files take (0 for files not saved). */
export async function savedFilesBytes(
  urls: readonly string[],
  deps: OfflineFilesDeps = browserDeps(),
): Promise<number> {
  const cache = await deps.caches.open(SAVED_FILES_CACHE);
  const sizes = await Promise.all(
    urls.map(
      async (url) => (await (await cache.match(url, { ignoreVary: true }))?.blob())?.size ?? 0,
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
