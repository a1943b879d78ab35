/**
 * Routes the Content Delivery API paths (`/spaces/{space}[/environments/{env}]/…`) onto the export
 * store. Throws CdaError for every refusal; local-cloud.ts turns those into CDA error responses.
 */
import {
  accessTokenInvalid,
  badRequest,
  invalidQuery,
  notFound,
  spaceNotFound,
} from './cda-errors.ts';
import type { RawEntity } from './export-types.ts';
import type { ExportStore } from './export-store.ts';
import { collectIncludes, type LinkRef } from './includes.ts';
import {
  deliverContentType,
  deliverEntity,
  deliverLocales,
  type Delivered,
  type DeliveryContext,
} from './localize.ts';
import { applyQuery, applyQueryToOrdered, selectFields } from './query-filter.ts';
import { integer, parseCollectionQuery } from './query-parse.ts';
import { deliveredItems, orderedItems } from './query-views.ts';
import { syncPage } from './sync.ts';

export interface CdaSettings {
  /** What the delivery token sees: published entries and assets only. */
  store: ExportStore;
  spaceId: string;
  accessToken: string;
  baseUrl: string;
  /**
   * The Preview API on the same paths: its own token and a view with drafts. Which token a request
   * carries decides what it may see, so a delivery token can never reach a draft.
   */
  preview?: { store: ExportStore; accessToken: string };
}

const ENVIRONMENT = 'master';

const list = (items: unknown[], total = items.length, skip = 0, limit = 100) => ({
  sys: { type: 'Array' },
  total,
  skip,
  limit,
  items,
});

function tokenOf(headers: Record<string, string | string[] | undefined>, params: URLSearchParams) {
  const auth = headers.authorization;
  const bearer = typeof auth === 'string' ? /^Bearer\s+(.+)$/i.exec(auth)?.[1] : undefined;
  return bearer ?? params.get('access_token') ?? '';
}

/** Delivers the target of a link in the given context, or undefined when it is not published. */
function resolver(ctx: DeliveryContext) {
  return ({ linkType, id }: LinkRef) => {
    const raw: RawEntity | undefined = (
      linkType === 'Entry' ? ctx.snap.entries : ctx.snap.assets
    ).get(id);
    return raw && deliverEntity(raw, ctx);
  };
}

function collection(
  store: ExportStore,
  kind: 'Entry' | 'Asset',
  params: URLSearchParams,
  ctx: DeliveryContext,
) {
  const { snap } = ctx;
  const query = parseCollectionQuery(params, kind);
  if (query.locale && query.locale !== '*' && !snap.locales.some((l) => l.code === query.locale))
    throw badRequest(`Unknown locale: ${query.locale}`);
  if (query.contentType && !snap.contentTypes.has(query.contentType))
    throw invalidQuery({ name: 'unknownContentType', value: query.contentType });
  const locale = query.locale ?? snap.defaultLocale;
  const source = kind === 'Entry' ? snap.entries : snap.assets;
  // Filters and order always look at one locale, even when all locales are delivered.
  const viewCtx = { ...ctx, locale: locale === '*' ? snap.defaultLocale : locale };
  const view = { kind, contentType: query.contentType };
  const ordered = orderedItems(store, viewCtx, view, query.order);
  const kept = ordered
    ? applyQueryToOrdered(ordered, query, resolver(viewCtx))
    : applyQuery(deliveredItems(store, viewCtx, view), query, resolver(viewCtx));
  const outCtx = { ...ctx, locale };
  const items = kept
    .slice(query.skip, query.skip + query.limit)
    .map((v) => (locale === '*' ? deliverEntity(source.get(String(v.sys.id))!, outCtx) : v))
    .map((item) => selectFields(item, query.select));
  const body = list(items, kept.length, query.skip, query.limit);
  if (kind === 'Asset') return body;
  return { ...body, ...collectIncludes(items, query.include, resolver(outCtx)) };
}

function single(
  kind: 'Entry' | 'Asset',
  id: string,
  params: URLSearchParams,
  ctx: DeliveryContext,
): Delivered {
  const raw = (kind === 'Entry' ? ctx.snap.entries : ctx.snap.assets).get(id);
  if (!raw) throw notFound({ type: kind, id, environment: ctx.environment, space: ctx.spaceId });
  const locale = params.get('locale') || ctx.snap.defaultLocale;
  if (locale !== '*' && !ctx.snap.locales.some((l) => l.code === locale))
    throw badRequest(`Unknown locale: ${locale}`);
  return deliverEntity(raw, { ...ctx, locale });
}

/** The store the request's token may read; an unknown token is refused like the CDA refuses it. */
function storeFor(settings: CdaSettings, token: string): ExportStore {
  if (token && token === settings.accessToken) return settings.store;
  if (token && settings.preview && token === settings.preview.accessToken)
    return settings.preview.store;
  throw accessTokenInvalid();
}

/** Answers one CDA (or Preview API) GET; `path` has no query string. */
export function handleCda(
  settings: CdaSettings,
  path: string,
  params: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
): unknown {
  const store = storeFor(settings, tokenOf(headers, params));
  const match =
    /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?(?:\/([^/]+)(?:\/([^/]+))?)?\/?$/.exec(path);
  if (!match) throw notFound();
  if (match[1] !== settings.spaceId) throw spaceNotFound();
  const [, , environment = ENVIRONMENT, resource, id] = match;
  if (environment !== ENVIRONMENT)
    throw notFound({ type: 'Environment', id: environment, space: settings.spaceId });
  const snap = store.current();
  const ctx: DeliveryContext = {
    snap,
    spaceId: settings.spaceId,
    environment,
    locale: snap.defaultLocale,
  };
  const envUrl = `${settings.baseUrl}/spaces/${settings.spaceId}/environments/${environment}`;
  switch (resource) {
    case undefined:
      return {
        sys: { type: 'Space', id: settings.spaceId },
        name: settings.spaceId,
        locales: deliverLocales(ctx),
      };
    case 'entries':
      return id ? single('Entry', id, params, ctx) : collection(store, 'Entry', params, ctx);
    case 'assets':
      return id ? single('Asset', id, params, ctx) : collection(store, 'Asset', params, ctx);
    case 'content_types': {
      if (id) {
        const ct = snap.contentTypes.get(id);
        if (!ct) throw notFound({ type: 'ContentType', id, environment, space: settings.spaceId });
        return deliverContentType(ct, ctx);
      }
      // Pages like entries, 100 by default (contentful.py fixtures/client/content_types.yaml).
      const all = [...snap.contentTypes.values()];
      const skip = integer(params, 'skip', 0, Number.MAX_SAFE_INTEGER);
      const limit = integer(params, 'limit', 100, 1000);
      const page = all.slice(skip, skip + limit).map((ct) => deliverContentType(ct, ctx));
      return list(page, all.length, skip, limit);
    }
    case 'locales':
      if (id) throw notFound();
      return list(deliverLocales(ctx), undefined, 0, 1000);
    case 'sync':
      if (id) throw notFound();
      return syncPage(store, params, { spaceId: settings.spaceId, environment }, envUrl);
    default:
      throw notFound();
  }
}
