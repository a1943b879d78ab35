/**
 * The `preview` function: `POST {secret, query?: {name, args}}`. It checks the editors' preview secret
 * here on the server (the bundle never holds it), then answers one content query from the Preview API
 * (drafts included) as `{data}`. Without `query` it only checks the secret (`{ok: true}`). Every answer
 * is `no-store`, so no HTTP cache keeps a draft, and errors are `{error, code}` with fixed texts:
 * nothing from the Preview API's client (whose errors can carry its token) reaches the response.
 */
import { KIND_ORDER, type KindKey } from '../../src/content/kinds.ts';
import { ERROR_MESSAGES, QueryFailure } from '../../src/content/errors.ts';
import { isPlausibleSlug } from '../../src/content/query-rules.ts';
import type { QueryErrorId } from '../../src/store/query-types.ts';
import { defaultLog } from './deps.ts';
import { HttpError, jsonResponse, MESSAGES, readJsonBody } from './http.ts';
import type { PreviewQueries } from './preview-api.ts';
import { sameSecret } from './same-secret.ts';

export interface PreviewDeps {
  /** The secret editors put in the preview URL; unset or empty turns preview off. */
  secret: string | undefined;
  /** The Preview API's queries, or null when no preview token is configured. */
  queries: PreviewQueries | null;
  log?: (message: string, error: unknown) => void;
}

export const PREVIEW_MESSAGES = {
  disabled: 'Preview is not enabled on this site.',
  missingSecret: 'This preview link has no secret. Open the preview from Contentful again.',
  wrongSecret: 'This preview link is not valid: its secret is wrong.',
  badQuery: 'This preview request is not one the site makes.',
} as const;

export type PreviewCode =
  'PreviewDisabled' | 'PreviewSecretMissing' | 'PreviewSecretInvalid' | 'BadQuery' | QueryErrorId;

const NO_STORE = { 'cache-control': 'no-store' };
const MAX_LIMIT = 1000;
const MAX_LATEST = 100;

const failure = (status: number, code: PreviewCode, error: string): Response =>
  jsonResponse(status, { error, code }, NO_STORE);

const isKind = (v: unknown): v is KindKey =>
  typeof v === 'string' && (KIND_ORDER as readonly string[]).includes(v);
const isSlug = (v: unknown): v is string => typeof v === 'string' && isPlausibleSlug(v);
/** JSON turns an omitted argument into null; both mean "the default". */
const optionalCount = (v: unknown, max: number): v is number | null | undefined =>
  v == null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= max);

/** The query the body names, bound to its checked arguments, or null when it is not one we make. */
function parsePreviewQuery(query: unknown): ((api: PreviewQueries) => Promise<unknown>) | null {
  if (!query || typeof query !== 'object') return null;
  const { name, args = [] } = query as { name?: unknown; args?: unknown };
  if (!Array.isArray(args) || args.length > 2) return null;
  const [a, b] = args as unknown[];
  switch (name) {
    case 'fetchList':
      return isKind(a) && optionalCount(b, MAX_LIMIT)
        ? (api) => api.fetchList(a, b ?? undefined)
        : null;
    case 'fetchEntry':
      return isKind(a) && isSlug(b) ? (api) => api.fetchEntry(a, b) : null;
    case 'fetchPost':
      return isSlug(a) && args.length === 1 ? (api) => api.fetchPost(a) : null;
    case 'fetchLatest':
      return optionalCount(a, MAX_LATEST) && args.length <= 1
        ? (api) => api.fetchLatest(a ?? undefined)
        : null;
    default:
      return null;
  }
}

const STATUS_OF: Partial<Record<QueryErrorId, number>> = {
  NotFound: 404,
  RateLimited: 429,
  NotConfigured: 503,
};

export function createPreviewHandler(deps: PreviewDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? defaultLog;
  return async (request) => {
    let body: Record<string, unknown>;
    try {
      body = await readJsonBody(request);
    } catch (error) {
      if (error instanceof HttpError)
        return jsonResponse(
          error.status,
          { error: error.message },
          { ...error.headers, ...NO_STORE },
        );
      throw error;
    }
    if (!deps.secret || !deps.queries)
      return failure(503, 'PreviewDisabled', PREVIEW_MESSAGES.disabled);
    const { secret, query } = body;
    if (typeof secret !== 'string' || !secret)
      return failure(401, 'PreviewSecretMissing', PREVIEW_MESSAGES.missingSecret);
    if (!(await sameSecret(secret, deps.secret)))
      return failure(401, 'PreviewSecretInvalid', PREVIEW_MESSAGES.wrongSecret);
    if (query === undefined) return jsonResponse(200, { ok: true }, NO_STORE);
    const run = parsePreviewQuery(query);
    if (!run) return failure(400, 'BadQuery', PREVIEW_MESSAGES.badQuery);
    try {
      return jsonResponse(200, { data: await run(deps.queries) }, NO_STORE);
    } catch (error) {
      if (error instanceof QueryFailure) {
        const { id, message } = error.queryError;
        // The Preview API being unreachable is the server's trouble, not the visitor being offline.
        if (id === 'Offline') return failure(502, 'ServerError', ERROR_MESSAGES.ServerError);
        return failure(STATUS_OF[id] ?? 502, id, message);
      }
      log('preview query failed', error);
      return failure(500, 'Unknown', MESSAGES.internal);
    }
  };
}
