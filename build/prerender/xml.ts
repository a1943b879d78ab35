/** Escaping for XML text and attribute values (feeds, sitemap). */

/* eslint-disable no-control-regex -- XML 1.0 forbids these characters, so they are dropped */
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/* eslint-enable no-control-regex */

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Root-relative and protocol-relative URLs in rendered HTML made absolute, for feed readers. */
export function absoluteUrls(html: string, origin: string): string {
  return html
    .replace(/(\s(?:href|src)=")\/\//g, '$1https://')
    .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}
