/**
 * Every time limit between a reader and the content service, in one place, because they only work
 * together. The promise they keep: a page shows data, a stored copy or an error within 10 s however the
 * service misbehaves (500s, 429s, hanging), and a reader with no network gets the stored copy or the
 * offline message within 3 s.
 *
 * One query, as the store runs it (src/store/backoff.ts, offline.ts), with the SDK's own retries off:
 *
 *   0 s     the store asks: content worker → contentful SDK → service worker → network
 *   1 s     no answer yet: probe the content host (given 1.5 s); a host that refuses the connection
 *           means Offline at once. While the browser itself says offline, the request gets 1.5 s
 *           (time for the service worker's copy) and is then answered Offline.
 *   2 s     the service worker stops waiting for the network and answers with its copy, marked as a
 *           cached copy (the store never takes it for fresh data)
 *   5xx, 429, unreadable answers: the store tries again after 0.4, 0.8, 1.6 and 3.2 s, at most 5
 *           attempts, and never starts a wait that would end past the budget
 *   8 s     QUERY_BUDGET_MS: the store stops waiting, shows the error (or keeps the copy it has);
 *           the SDK drops a request still hanging at the same moment
 *
 * Only the store retries. Retrying in the SDK as well multiplied the two (6 SDK attempts inside each of
 * 4 store attempts: 24 requests and about 80 s before a failing service's error showed). The build's
 * prerender client keeps the SDK's retries: no reader waits on it (src/lib/contentful.ts).
 */

/** The whole of one query: attempts, waits between them, and the offline checks inside. */
export const QUERY_BUDGET_MS = 8000;
/** Attempts of one query (the first one included). */
export const MAX_ATTEMPTS = 5;
/** The wait before the first retry; each later one doubles it. */
export const RETRY_BASE_MS = 400;

/** A request still unanswered this long makes the store probe the content host. */
export const PROBE_AFTER_MS = 1000;
/** The probe's own limit; a probe that times out proves nothing and counts as reachable. */
export const PROBE_TIMEOUT_MS = 1500;
/** While the browser reports offline, how long a request may still be answered (from the worker's cache). */
export const OFFLINE_GRACE_MS = 1500;
/** The service worker's wait for the content service before it answers with its cached copy. */
export const CDA_NETWORK_TIMEOUT_MS = 2000;
/**
 * Online, an answer the service worker took from its cache means the network was slow or down just
 * then; the store asks again after these waits (while the key still holds that copy), so a reader on a
 * slow reconnect sees the update without reloading. Three tries at most: a service that stays down costs
 * three quick requests, not a loop.
 */
export const CACHED_COPY_FOLLOW_UPS_MS: readonly number[] = [3000, 10_000, 30_000];
/** The service worker's wait for a page's HTML before it answers with its cached page or the shell. */
export const NAVIGATION_TIMEOUT_MS = 3000;
