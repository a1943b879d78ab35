/**
 * Shared by the reader specs: entries with their tags read from the local cloud's CDA (expectations
 * follow the demo content, not copies of it), the ahead-of-need download's completion, and the
 * reading positions as saved in IndexedDB.
 */
import type { Page } from '@playwright/test';
import { KINDS, KIND_ORDER, type KindKey } from '../../src/content/kinds.ts';
import { E2E_CREDENTIALS } from './harness.ts';

export interface Tagged {
  kind: KindKey;
  id: string;
  slug: string;
  title: string;
  tags: string[];
}

/** Every article of the five kinds, newest first within its kind. */
export async function articles(cloudUrl: string): Promise<Tagged[]> {
  const all: Tagged[] = [];
  for (const kind of KIND_ORDER) {
    const url = new URL(`/spaces/${E2E_CREDENTIALS.spaceId}/environments/master/entries`, cloudUrl);
    url.searchParams.set('content_type', KINDS[kind].contentType);
    url.searchParams.set('order', '-fields.publishDate');
    url.searchParams.set('access_token', E2E_CREDENTIALS.accessToken);
    const body = (await (await fetch(url)).json()) as {
      items: { sys: { id: string }; fields: { urlSlug: string; title: string; tags?: string[] } }[];
    };
    for (const { sys, fields } of body.items)
      all.push({
        kind,
        id: sys.id,
        slug: fields.urlSlug,
        title: fields.title,
        tags: fields.tags ?? [],
      });
  }
  return all;
}

export const pathOf = (a: Tagged) => `${KINDS[a.kind].path}/${a.slug}`;

/** The ahead-of-need download has stored the lists and the newest articles of every kind. */
export async function aheadOfNeedDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('gq:ahead-of-need-done').length > 0,
    undefined,
    { timeout: 30_000 },
  );
}

export interface SavedPosition {
  key: string;
  y: number;
  atEnd: boolean;
}

/**
 * The reading positions as the next visit will find them. The database is opened only once the app
 * has created it: opening a missing one would create it without its object store.
 */
export const savedPositions = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).every((d) => d.name !== 'quandaries-reading')
      ? []
      : new Promise<SavedPosition[]>((resolve) => {
          const open = indexedDB.open('quandaries-reading');
          open.onerror = () => resolve([]);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('positions')) return resolve([]);
            const get = db.transaction('positions').objectStore('positions').get('positions');
            // Kept in zustand's envelope (`{ state: { list }, version }`).
            get.onsuccess = () =>
              resolve(
                (get.result as { state?: { list?: SavedPosition[] } } | undefined)?.state?.list ??
                  [],
              );
            get.onerror = () => resolve([]);
          };
        }),
  );
