/**
 * The whole archive index on this device, for search with no connection: every piece the manifest
 * lists, fetched through the service worker (which keeps them, sw/search-index.ts). The installed app
 * does it by itself in idle time, unless the connection asks to save data; a tab offers it on the
 * search page.
 */
import { canKeepSearchIndex, heldSearchIndexPaths } from '../../pwa/search-index-cache';
import { connectionAllowsPrefetch, type ConnectionInfo } from '../offline-reading';
import { allPieces, MANIFEST_FILE, readManifest, type ArchiveManifest } from './archive-format';

/** Pieces fetched at once: enough to fill the line, few enough to leave room for the page. */
const PARALLEL = 4;

/** The download's size: every piece, compressed as it travels. */
export const downloadBytes = (manifest: ArchiveManifest): number =>
  allPieces(manifest).reduce((sum, [, bytes]) => sum + bytes, 0);

export const canKeepIndex = canKeepSearchIndex;

/** The pieces of `manifest` the worker does not hold yet. */
export async function missingPieces(manifest: ArchiveManifest): Promise<string[]> {
  const held = await heldSearchIndexPaths();
  return allPieces(manifest)
    .map(([file]) => file)
    .filter((file) => !held.has(`/${file}`));
}

/**
 * Fetches every missing piece, reporting the share done (0–1); rejects when one cannot be had (the
 * pieces fetched so far stay).
 */
export async function downloadIndex(
  manifest: ArchiveManifest,
  progress: (done: number) => void = () => {},
): Promise<void> {
  const missing = await missingPieces(manifest);
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const file = missing[next++];
      const response = await fetch(`/${file}`);
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      await response.arrayBuffer();
      progress(++done / missing.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, missing.length) }, worker));
  progress(1);
}

export async function fetchManifest(): Promise<ArchiveManifest> {
  const response = await fetch(`/${MANIFEST_FILE}`);
  if (!response.ok) throw new Error(`${MANIFEST_FILE}: HTTP ${response.status}`);
  const manifest = readManifest(await response.json());
  if (!manifest) throw new Error('the search index manifest is not one this page reads');
  return manifest;
}

type Metered = ConnectionInfo & { metered?: boolean };

/** The installed app downloads the index by itself: not on a save-data or metered connection. */
export function mayDownloadByItself(connection: Metered | undefined | null): boolean {
  return connectionAllowsPrefetch(connection) && connection?.metered !== true;
}

/** The installed app's download, run from idle time; a failure waits for the next start. */
export async function downloadWhenInstalled(): Promise<void> {
  const connection = (navigator as Navigator & { connection?: Metered }).connection;
  if (!canKeepIndex() || !mayDownloadByItself(connection)) return;
  await downloadIndex(await fetchManifest());
}
