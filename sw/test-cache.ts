/**
 * A Map-backed stand-in for the Cache API, which Node lacks. It can be told to fail writes the way a full
 * disk does, so quota handling is exercised with a real DOMException.
 */
import type { CacheLike, CacheStorageLike } from './quota.ts';

function keyOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return request;
  return request instanceof URL ? request.href : request.url;
}

export class MemoryCache implements CacheLike {
  readonly entries = new Map<string, Response>();
  failWith: Error | null = null;

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.entries.set(keyOf(request), response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(keyOf(request))?.clone();
  }
}

export class MemoryCacheStorage implements CacheStorageLike {
  readonly caches = new Map<string, MemoryCache>();

  constructor(names: string[] = []) {
    names.forEach((name) => this.caches.set(name, new MemoryCache()));
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
}

export const quotaError = () =>
  new DOMException('The quota has been exceeded.', 'QuotaExceededError');
