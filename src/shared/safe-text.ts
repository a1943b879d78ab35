/**
 * Editors' text is data: whatever a field holds renders as the same text on the server, in the
 * browser and in XML, and turns into a URL without throwing. Pure string code shared by the app,
 * the service worker and the build.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE, 'g');

/** Lone surrogates (half an emoji) become U+FFFD, as `String.prototype.toWellFormed` does. */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATES, '\uFFFD');

export const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

/*
 * Characters that do not survive the trip unchanged: the HTML parser drops or replaces NUL and turns
 * CR into LF (a server/browser mismatch at hydration), and XML 1.0 forbids the other C0 controls and
 * U+FFFE/U+FFFF. DEL and the C1 controls are invisible junk in any field, so they go the same way.
 * Tab and line feed are ordinary text.
 */
/* eslint-disable no-control-regex -- matching control characters is the point here */
const UNSAFE_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g;
/* eslint-enable no-control-regex */

/** Text as every renderer will show it: well-formed, CR/CRLF as LF, unsafe characters as U+FFFD. */
export function cleanText(text: string): string {
  return wellFormed(text).replace(/\r\n?/g, '\n').replace(UNSAFE_CHARS, '\uFFFD');
}

/**
 * The one way free text goes into a URL (share links, mailto, query strings): percent-encoded after
 * making it well-formed, so half an emoji turns into U+FFFD instead of throwing "URI malformed".
 */
export const encodeUrlText = (text: string): string => encodeURIComponent(wellFormed(text));
