/**
 * Headers every answer of ours carries, the site's pages and the functions alike: no other site may
 * frame us (a framed signup or unsubscribe form can be clickjacked), a followed link tells the
 * target only our origin, and browsers must not guess a type other than the one we send. No imports
 * and no runtime APIs, so the Supabase entries can use it as well as the Node servers.
 */
export const FRAME_AND_REFERRER_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** The functions answer JSON only: nothing in an answer may load or run, and nothing may frame it. */
export const FUNCTION_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  ...FRAME_AND_REFERRER_HEADERS,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};
