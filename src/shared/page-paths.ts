/**
 * The one mapping between a slug, its URL and its prerendered file. A slug is data, never a path: it
 * becomes exactly one URL path segment (percent-encoded once, decoded once) and a file path inside the
 * build folder whose components are short, never `.`, `..` or empty, and reversible.
 * Pure string code, imported by the app, the service worker and the build/site server alike.
 */

import { isWellFormed } from './safe-text.ts';

/*
 * URL form. `.` and `..` (also written `%2e`) are dot segments that every URL parser removes, so
 * those two slugs carry a `;` that percent-encoding never leaves bare: `/news/..;` is the slug `..`.
 */
const DOT_SLUG = /^\.{1,2}$/;
const DOT_MARK = ';';

/** The URL path segment of a slug, or null when no URL can carry it (empty, lone surrogates). */
export function slugToSegment(slug: string): string | null {
  if (slug === '' || !isWellFormed(slug)) return null;
  return DOT_SLUG.test(slug) ? `${slug}${DOT_MARK}` : encodeURIComponent(slug);
}

/** The slug a raw URL path segment names, decoded exactly once; null for a malformed escape. */
export function segmentToSlug(segment: string): string | null {
  if (DOT_SLUG.test(segment.slice(0, -1)) && segment.endsWith(DOT_MARK))
    return segment.slice(0, -1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `${base}/${segment}` for a slug under a section path such as `/news`; null when unreachable. */
export function slugPath(base: string, slug: string): string | null {
  const segment = slugToSegment(slug);
  return segment === null ? null : `${base}/${segment}`;
}

/** The non-empty raw segments of a URL path; a trailing slash adds none. */
const rawSegments = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/**
 * The one spelling of a URL path (each segment decoded once and encoded again), so `%c3%a9` and
 * `%C3%A9` name the same page everywhere pages are keyed by path; null when a segment is malformed.
 */
export function canonicalPath(pathname: string): string | null {
  const out: string[] = [];
  for (const raw of rawSegments(pathname)) {
    const text = segmentToSlug(raw);
    const segment = text === null ? null : slugToSegment(text);
    if (segment === null) return null;
    out.push(segment);
  }
  return `/${out.join('/')}`;
}

/*
 * File form. The URL form with `.` escaped too has no dots at all, so no component is `.` or `..`
 * and none can meet a built file such as `feed.xml` or `index.html`. Each component stays far below
 * NAME_MAX (255 bytes): a long segment is cut into pieces, every piece but the last marked with a `+`
 * (which percent-encoding never leaves bare), so cutting stays reversible and unambiguous.
 */
export const MAX_FILE_COMPONENT = 200;
const CONTINUED = '+';

/** The file path components (inside the build folder) of one slug; null when unreachable. */
export function slugToFileComponents(slug: string): string[] | null {
  if (slug === '' || !isWellFormed(slug)) return null;
  const form = encodeURIComponent(slug).replace(/\./g, '%2E');
  const pieces: string[] = [];
  let rest = form;
  while (rest.length > MAX_FILE_COMPONENT) {
    let cut = MAX_FILE_COMPONENT - 1;
    // Never split a %XX escape: back up to its start when the cut lands inside one.
    const escape = rest.lastIndexOf('%', cut - 1);
    if (escape >= cut - 2) cut = escape;
    pieces.push(`${rest.slice(0, cut)}${CONTINUED}`);
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces;
}

/** The slugs named by a run of file components (the inverse of slugToFileComponents). */
export function fileComponentsToSlugs(components: readonly string[]): string[] | null {
  const slugs: string[] = [];
  let pending = '';
  for (const component of components) {
    if (component.endsWith(CONTINUED)) {
      pending += component.slice(0, -1);
      continue;
    }
    try {
      slugs.push(decodeURIComponent(pending + component));
    } catch {
      return null;
    }
    pending = '';
  }
  return pending === '' ? slugs : null;
}

/**
 * The prerendered page file of a URL path, relative to the build folder with `/` separators:
 * `/` → `index.html`, `/news/a%2Fb` → `news/a%2Fb/index.html`. Null for a malformed path.
 */
export function pageFile(pathname: string): string | null {
  const components: string[] = [];
  for (const raw of rawSegments(pathname)) {
    const text = segmentToSlug(raw);
    const pieces = text === null ? null : slugToFileComponents(text);
    if (!pieces) return null;
    components.push(...pieces);
  }
  return [...components, 'index.html'].join('/');
}

/** The cache key of a page: its URL without the fragment, its path in the one spelling. */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.pathname = canonicalPath(parsed.pathname) ?? parsed.pathname;
  return parsed.href;
}
