/**
 * The `path` of a preview link, accepted only when it is a page of this site: a link crafted to send
 * editors elsewhere (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`) must never become
 * a redirect. Returns the path with its query and hash, or null.
 */
const BASE = 'https://site.invalid';

const PREVIEW_ROUTE = '/preview';

export function safePreviewPath(raw: string | null | undefined): string | null {
  const path = (raw ?? '').trim() || '/';
  // One leading slash, then anything but a second slash or a backslash (browsers read `/\` as `//`).
  if (!/^\/(?![/\\])/.test(path) || path.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is being refused
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Sending the preview start page to itself would only loop.
  if (url.pathname === PREVIEW_ROUTE || url.pathname.startsWith(`${PREVIEW_ROUTE}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
