/**
 * An in-memory stand-in for one IndexedDB database, behind the same interface idb-keyval is wrapped
 * in (src/shared/kv.ts). Values go through structuredClone like IndexedDB's, so a test sees what a
 * reload would read back; `failures` are thrown by the next writes, one each, to act out a full disk.
 */
import type { KeyValueBackend } from '../src/shared/kv.ts';

export interface MemoryBackend extends KeyValueBackend {
  data: Map<string, unknown>;
  /** Write attempts, failed ones included. */
  sets: number;
  failures: unknown[];
}

export function memoryBackend(failures: unknown[] = []): MemoryBackend {
  const backend: MemoryBackend = {
    data: new Map(),
    sets: 0,
    failures,
    get: async (key) => backend.data.get(key),
    set: async (key, value) => {
      backend.sets++;
      const failure = backend.failures.shift();
      if (failure) throw failure;
      backend.data.set(key, structuredClone(value));
    },
    del: async (key) => void backend.data.delete(key),
  };
  return backend;
}

/** What browsers throw when the origin's storage quota is used up. */
export const quotaError = (): DOMException => new DOMException('full', 'QuotaExceededError');
