// The newest articles fetched ahead of need: when (prefetch-rule), the bounded mirror (window, update), derivation, the run.
/**
 * Ahead-of-need download: once the app has loaded, on a connection that allows it and at
 * most once per freshness window, bring the mirror up to date (the newest articles of each kind the
 * first time, then only what changed: see mirror-update.ts), put the newest articles of every kind and
 * their lists into the store, and warm the image cache with their covers, so a commuter who opened
 * the app once has today's articles offline.
 */

import { DEFAULT_LIST_LIMIT } from '../../content/worker-queries';
import { CARD_IMAGE, COLUMN_SIZES } from '../../components/responsive-image';
import { entryKey, listKey } from '../../store/keys';
import { seedQueries } from '../../store/restore';
import { heldData } from '../../store/stored-content';
import type { ArticleSummary } from '../../content/types';
import { libraryStore, loadLibrary, markPrefetched } from '../../store/library';
import { KINDS, KIND_ORDER, entryHref } from '../../content/kinds';
import { backgroundQuieted } from '../../lib/background-work';
import { isPreviewMode } from '../../lib/preview-mode';
import { yieldToMain } from '../../lib/yield-to-main';
import { deriveKind, withKnownWords } from './derive';
import { assetSources, probeImage } from './image-probe';
import {
  connectionAllowsPrefetch,
  prefetchDue,
  PREFETCH_PER_KIND,
  type ConnectionInfo,
} from './prefetch-rule';
import type { Mirror } from '../../shared/sync-mirror';
import { config } from '../../lib/config';
import { environmentBase, keptMirror, keptStamp, refreshMirror } from '../../shared/refresh-mirror';
import { aheadState, type AheadEntry } from './ahead-state';
import { aheadKeys, pinAheadWindow } from './ahead-pins';

type ImageSources = Parameters<typeof probeImage>[0];

const AHEAD_DONE_MARK = 'gq:ahead-of-need-done';
const HOME_LIMIT = 3;

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Puts the mirror's newest articles of every kind and their lists into the device store, the one
 * place pages read (offline too), and notes them for the library page. Returns the images to warm.
 */
async function fillStore(mirror: Mirror, refreshedAt: number | null): Promise<ImageSources[]> {
  const fetchedAt = refreshedAt ?? Date.now();
  const images: ImageSources[] = [];
  const items: AheadEntry[] = [];
  // Deriving a kind and storing it are each a task, and a kind is stored as one store change: all at
  // once this was a 100+ ms task on a mid-range phone, long enough to hold back a tap on the page.
  for (const kind of KIND_ORDER) {
    await yieldToMain();
    const { summaries, complete, articles } = deriveKind(mirror, kind, PREFETCH_PER_KIND);
    await yieldToMain();
    // A list is seeded only when the mirror holds all of it: a shorter one would look complete.
    const lists = [DEFAULT_LIST_LIMIT, HOME_LIMIT].filter(
      (limit) => complete || summaries.length >= limit,
    );
    // The device's own copies of these lists (read from disk first, if not yet) give the word counts
    // of items held without their bodies.
    const copies = await Promise.all(lists.map((limit) => heldData(listKey(kind, limit))));
    const held = copies.flatMap((data) => (Array.isArray(data) ? (data as ArticleSummary[]) : []));
    const counted = withKnownWords(summaries, held);
    seedQueries([
      ...lists.map((limit) => ({
        key: listKey(kind, limit),
        data: counted.slice(0, limit),
        fetchedAt,
      })),
      ...articles.map((article) => ({
        key: entryKey(kind, article.slug),
        data: article,
        fetchedAt,
      })),
    ]);
    for (const article of articles) {
      const key = entryKey(kind, article.slug);
      items.push({
        key,
        path: entryHref(KINDS[kind].contentType, article.slug) ?? KINDS[kind].path,
        title: article.title,
      });
      if (article.image) images.push(assetSources(article.image, { sizes: COLUMN_SIZES }));
    }
    for (const item of summaries.slice(0, HOME_LIMIT))
      if (item.image) images.push(assetSources(item.image, CARD_IMAGE));
  }
  // Pinned, so that ordinary browsing cannot evict them before they are read offline.
  await pinAheadWindow(
    items.map((item) => item.key),
    await aheadKeys(),
  );
  aheadState.update(() => ({ items, appliedAt: refreshedAt }));
  return images;
}

/**
 * One ahead-of-need run; resolves false when the rule said no or the network failed. `firstLaunch`:
 * the installed app's first launch, which the reader made to read offline, runs even when a tab ran
 * one minutes before (what changed since is a few hundred bytes).
 */
export async function runAheadOfNeed(now = Date.now(), firstLaunch = false): Promise<boolean> {
  const target = environmentBase(config.contentful);
  if (!target || !navigator.onLine || !connectionAllowsPrefetch(connection())) return false;
  // The page is about to reload into a new version: its worker switches once no request is in flight.
  if (backgroundQuieted()) return false;
  await loadLibrary();
  if (!firstLaunch && !prefetchDue(libraryStore.getState().prefetchedAt, now)) return false;
  let mirror: Mirror;
  try {
    mirror = await refreshMirror(target, keptMirror(isPreviewMode));
  } catch (error) {
    console.warn('[offline] ahead-of-need download failed', error);
    // A failed run counts as a run: a network that fails is not asked again at every page.
    markPrefetched(now);
    return false;
  }
  // Marked once the download ends, not when it starts: a run cut short by closing the page did not
  // happen, so the next page runs it.
  markPrefetched(now);
  const { refreshedAt } = await loadStamp();
  const images = await fillStore(mirror, refreshedAt);
  // Two at a time: the visitor's own page keeps most of the connection.
  // The images stop when the page is about to reload into a new version (the rest come with the next run).
  for (let i = 0; i < images.length && !backgroundQuieted(); i += 2)
    await Promise.all(images.slice(i, i + 2).map(probeImage));
  // Tests and benchmarks wait for this before they take the network away.
  performance.mark?.(AHEAD_DONE_MARK);
  return true;
}

async function loadStamp() {
  const stamp = keptStamp(isPreviewMode);
  await stamp.load();
  return stamp.store.getState();
}

/**
 * The installed app's worker refreshed the mirror since the page last filled the store from it (a
 * periodic sync while the app was closed): its articles go into the store now, online or not, so
 * one published since the last visit opens offline. Reads only the small stamp unless there is news.
 */
export async function fillFromRefreshedMirror(): Promise<boolean> {
  const { refreshedAt } = await loadStamp();
  await aheadState.load();
  const { appliedAt } = aheadState.store.getState();
  if (refreshedAt === null || (appliedAt !== null && appliedAt >= refreshedAt)) return false;
  await fillStore(await keptMirror(isPreviewMode).load(), refreshedAt);
  return true;
}
