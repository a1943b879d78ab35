/**
 * The Content-Security-Policy of the site's pages, and with it every header a page is sent with: the
 * build writes them into `_headers` for static hosts (headers-file.ts) and the site server sends what
 * that file says. The headers that do not depend on the build live in src/shared/security-headers.ts.
 *
 * The policy is computed from the build itself: script hashes from the inline
 * scripts of the built HTML, and the hosts the bundle may reach from the same VITE_* settings the
 * bundle was built with, plus the embeds named in src/site.ts.
 */
import { createHash } from 'node:crypto';
import { BASE_SITE_HEADERS } from '../src/shared/security-headers.ts';
import { readConfig } from '../src/lib/config.ts';
import { AD_FRAME, PODCAST, youtubeEmbedUrl, youtubeThumbUrl } from '../src/site.ts';
import { ASSET_HOSTS } from '../sw/policy.ts';

/** Where the bundle may connect, load images and media from, and which players it may frame. */
export interface PolicySources {
  connect: string[];
  img: string[];
  media: string[];
  frame: string[];
}

type Env = Record<string, string | boolean | undefined>;

const originOf = (url: string): string => new URL(url).origin;

/**
 * The origins a build made with these VITE_* settings talks to. On Contentful's own hosts (https)
 * the asset files live on Contentful's asset hosts; the local cloud (plain http) serves them itself.
 * The service worker fetches images and saved files, so the asset hosts are connect sources too.
 */
export function policySources(env: Env): PolicySources {
  const config = readConfig(env);
  const content: string[] = [];
  if (config.contentful) {
    const { host, insecure } = config.contentful;
    content.push(`${insecure ? 'http' : 'https'}://${host}`);
    if (!insecure) content.push(...ASSET_HOSTS.map((h) => `https://${h}`));
  }
  const functions = config.functions ? [originOf(config.functions.url)] : [];
  return {
    connect: [...content, ...functions],
    img: [...content, originOf(youtubeThumbUrl('x'))],
    media: content,
    frame: [youtubeEmbedUrl('x'), PODCAST.embedUrl, AD_FRAME.src].map(originOf),
  };
}

const JS_TYPES = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * `'sha256-…'` sources for every inline script the browser would run. Scripts with `src` need no
 * hash ('self'), and data blocks (`application/json`, `application/ld+json`) never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (type !== '' && !JS_TYPES.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

const unique = (sources: string[]) => [...new Set(sources)].join(' ');

export function contentSecurityPolicy(scriptHashes: string[], sources: PolicySources): string {
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', unique(["'self'", ...scriptHashes])],
    // Mantine writes its CSS variables and component styles into <style> elements at run time,
    // and React renders style attributes: styles cannot do without 'unsafe-inline'.
    ['style-src', "'self' 'unsafe-inline'"],
    // data: for the small SVG icons in Mantine's CSS.
    ['img-src', unique(["'self'", 'data:', ...sources.img])],
    ['media-src', unique(["'self'", ...sources.media])],
    ['connect-src', unique(["'self'", ...sources.connect])],
    ['frame-src', unique(sources.frame)],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    // The content worker and the service worker are both scripts of this origin.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Everything a page of this build is sent with. */
export function siteSecurityHeaders(
  scriptHashes: string[],
  sources: PolicySources,
): Record<string, string> {
  return {
    ...BASE_SITE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, sources),
  };
}
