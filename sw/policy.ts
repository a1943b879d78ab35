/**
 * Which requests the worker handles, as pure functions over plain request facts so the policy can be
 * unit-tested in Node without a worker. The wiring in sw.ts only asks `routeFor`.
 */

import { hasPreviewMark } from '../src/shared/preview-mark.ts';

export type RouteKind = 'navigation' | 'cda' | 'image' | 'none';

export interface RequestFacts {
  url: URL;
  method: string;
  mode: string;
  /** Video/audio files are fetched in byte ranges; a cache-first answer with a full body would break them. */
  hasRange: boolean;
}

export interface PolicyContext {
  /** The worker's own origin (the site). */
  selfOrigin: string;
  /** Origin of the content service when it is not Contentful's CDN (the local cloud), else null. */
  contentOrigin: string | null;
}

/** Contentful's asset hosts; the local cloud mirrors them under /files/<host>/<path>. */
export const ASSET_HOSTS: readonly string[] = [
  'images.ctfassets.net',
  'assets.ctfassets.net',
  'downloads.ctfassets.net',
];

/**
 * Third-party players and ads: caching them would replay stale sessions and break their own auth, so
 * they must never reach a caching route. Matched by host suffix.
 */
const EMBED_HOSTS: readonly string[] = [
  'youtube.com',
  'youtube-nocookie.com',
  'ytimg.com',
  'googlevideo.com',
  'spotify.com',
  'scdn.co',
  'a-ads.com',
];

const CDA_PATH = /^\/spaces\/[^/]+\/environments\/[^/]+\/(entries|assets|sync)(\/|$)/;
/** Same-origin files that are not pages; a navigation to them must not get the app shell. */
const FILE_PATH = /\/[^/]+\.(?!html?$)[a-z0-9]+$/i;
const SITE_IMAGE_DIRS = ['/merch/', '/icons/'];

function hostMatches(hostname: string, suffixes: readonly string[]): boolean {
  return suffixes.some((s) => hostname === s || hostname.endsWith(`.${s}`));
}

function isEmbed(url: URL): boolean {
  return hostMatches(url.hostname, EMBED_HOSTS);
}

function isCdaUrl(url: URL): boolean {
  return CDA_PATH.test(url.pathname);
}

function isContentImageUrl(url: URL, ctx: PolicyContext): boolean {
  if (ASSET_HOSTS.includes(url.hostname)) return true;
  const cloudOrigin = url.origin === ctx.contentOrigin || url.origin === ctx.selfOrigin;
  if (cloudOrigin && url.pathname.startsWith('/files/')) return true;
  return (
    url.origin === ctx.selfOrigin && SITE_IMAGE_DIRS.some((dir) => url.pathname.startsWith(dir))
  );
}

/** The preview function (answers are drafts) on any host; the functions live under /functions/v1. */
const PREVIEW_FUNCTION_PATH = /\/functions\/v1\/preview\/?$/;
/** The preview start page: its URL carries the editors' secret. */
const PREVIEW_PAGE_PATH = /^\/preview\/?$/;

/**
 * Requests of draft preview: never routed, so no cache of the worker ever holds a draft, a draft's
 * file (its URL carries the preview mark) or a preview secret, whatever method or mode they arrive with.
 */
function isPreviewRequest(url: URL, ctx: PolicyContext): boolean {
  return (
    hasPreviewMark(url) ||
    PREVIEW_FUNCTION_PATH.test(url.pathname) ||
    (url.origin === ctx.selfOrigin && PREVIEW_PAGE_PATH.test(url.pathname))
  );
}

function isAppNavigation(req: RequestFacts, ctx: PolicyContext): boolean {
  return (
    req.mode === 'navigate' &&
    req.url.origin === ctx.selfOrigin &&
    !FILE_PATH.test(req.url.pathname)
  );
}

export function routeFor(req: RequestFacts, ctx: PolicyContext): RouteKind {
  const web = req.url.protocol === 'https:' || req.url.protocol === 'http:';
  if (!web || req.method !== 'GET' || isEmbed(req.url) || isPreviewRequest(req.url, ctx))
    return 'none';
  if (isAppNavigation(req, ctx)) return 'navigation';
  if (req.mode === 'navigate') return 'none';
  if (isCdaUrl(req.url)) return 'cda';
  if (!req.hasRange && isContentImageUrl(req.url, ctx)) return 'image';
  return 'none';
}

/** `http://127.0.0.1:4701`, `https://cdn.example` or a bare `host[:port]` → origin; Contentful's CDN → null. */
export function contentOriginFrom(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.hostname === 'cdn.contentful.com' ? null : url.origin;
  } catch {
    return null;
  }
}
