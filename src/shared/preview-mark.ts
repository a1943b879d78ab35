/**
 * The mark a preview tab puts on the URL of every file its drafts name (images, downloads), so the
 * worker can refuse to cache them. Shared by the page (which marks) and the worker (which checks).
 *
 * Why a mark on the URL and not a list of previewing tabs kept by the worker: the mark travels with
 * the request itself, so it holds whatever the worker's state is. A list lives in the worker's memory,
 * which the browser drops whenever it stops an idle worker, and a tab's first requests after a load
 * can reach the worker before the page could say it is previewing; both would let a draft file into
 * the image cache. The Images API and the local cloud's files route ignore unknown parameters, so the
 * marked URL answers the same file.
 */
export const PREVIEW_MARK = 'gq-preview';

/** true when the URL carries the preview mark (any value). */
export function hasPreviewMark(url: URL): boolean {
  return url.searchParams.has(PREVIEW_MARK);
}

/** The http(s) URL with the mark added (its other parameters and fragment kept); anything else as is. */
export function markPreviewUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || hasPreviewMark(url)) return raw;
  url.searchParams.set(PREVIEW_MARK, '1');
  return url.href;
}
