/**
 * The page-side parts of bench-offline.ts: what runs inside Chromium (as strings, see watchTitle) and
 * the storage report. Split out to keep the benchmark's flow readable.
 */
import type { Page } from '@playwright/test';

/**
 * Records, inside the page, when an <h1> with the given text is first laid out. A string, not a function:
 * tsx rewrites functions with helpers (__name) that do not exist in the page.
 */
export const watchTitle = (title: string) => `(() => {
  const title = ${JSON.stringify(title)};
  const check = () => {
    if (window.__titleAt !== undefined) return;
    for (const h of document.querySelectorAll('h1'))
      if (h.textContent.trim() === title && h.getBoundingClientRect().height > 0)
        window.__titleAt = performance.now();
  };
  // Mutations catch insertion; frames catch a title revealed by style alone (Suspense unhiding it).
  new MutationObserver(check).observe(document, {
    childList: true, subtree: true, characterData: true, attributes: true,
  });
  const frame = () => { check(); if (window.__titleAt === undefined) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

export async function storageReport(page: Page) {
  return page.evaluate(async () => {
    const perCache: Record<string, { entries: number; bytes: number }> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const keys = await cache.keys();
      let bytes = 0;
      for (const key of keys) bytes += (await (await cache.match(key))?.blob())?.size ?? 0;
      perCache[name.startsWith('workbox-precache') ? 'precache' : name] = {
        entries: keys.length,
        bytes,
      };
    }
    const { usage = 0 } = await navigator.storage.estimate();
    return { usage, perCache };
  });
}

/**
 * Bytes kept for the saved articles: the JSON of their store entries (and of the linked entries saved
 * with them) as IndexedDB holds it, plus their files in the saved-files cache. A string for page.evaluate
 * (see watchTitle).
 */
export const SAVED_BYTES = `(async () => {
  const read = (db, store, key) => new Promise((resolve) => {
    const open = indexedDB.open(db);
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const d = open.result;
      if (!d.objectStoreNames.contains(store)) return resolve(null);
      const get = d.transaction(store).objectStore(store).get(key);
      get.onsuccess = () => resolve(get.result ?? null);
      get.onerror = () => resolve(null);
    };
  });
  const library = await read('quandaries-library', 'kv', 'library');
  const mirror = await read('quandaries-library', 'kv', 'sync-mirror');
  // The query cache keeps one record per key ('q:' + the key).
  const record = (key) => read('quandaries-cache', 'queries', 'q:' + key);
  const size = (v) => new TextEncoder().encode(JSON.stringify(v ?? null)).length;
  const saved = Object.values((library && library.saved) || {});
  let json = 0;
  for (const item of saved) for (const key of [item.key, ...item.linked]) {
    const stored = await record(key);
    json += size(stored && stored.data);
  }
  let files = 0, count = 0;
  const filesCache = await caches.open('saved-files');
  for (const req of await filesCache.keys()) {
    const res = await filesCache.match(req);
    files += res ? (await res.blob()).size : 0;
    count += 1;
  }
  return { articles: saved.length, json, files, count, mirror: mirror ? size(mirror) : 0 };
})()`;

export interface SavedBytes {
  articles: number;
  json: number;
  files: number;
  count: number;
  mirror: number;
}
