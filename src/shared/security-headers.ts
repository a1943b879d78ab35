/**
 * The security headers every answer of ours carries, in one module that the build (the site's
 * `_headers`), the local site server, the service worker (its offline page) and the functions share.
 * No imports and no runtime APIs, so the page, the worker, Node and the Supabase entries (Deno) can
 * all load it. The Content-Security-Policy of the pages depends on the build and is computed there
 * (build/content-security-policy.ts).
 *
 * No other site may frame us (a framed signup or unsubscribe form can be clickjacked), a followed
 * link tells the target only our origin, and browsers must not guess a type other than the one we send.
 */
export const FRAME_AND_REFERRER_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Features the site never uses, switched off for it and everything it embeds. Only features Chromium
 * knows (an unknown name is logged as an error on every page), and none the video and audio embeds
 * ask for in their `allow` attribute.
 */
const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Sent with every page and file of the site, whatever its `_headers` says. */
export const BASE_SITE_HEADERS: Readonly<Record<string, string>> = {
  ...FRAME_AND_REFERRER_HEADERS,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** The functions answer JSON only: nothing in an answer may load or run, and nothing may frame it. */
export const FUNCTION_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  ...FRAME_AND_REFERRER_HEADERS,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};
