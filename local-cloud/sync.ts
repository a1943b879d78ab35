/**
 * The Sync API over export generations. A token names the generation the client has seen (plus
 * filters, page limit and offset), so a delta is "generation g → the current one": new or changed
 * items in full, removed ones as DeletedEntry / DeletedAsset. Tokens are base64url, URL-safe as
 * the SDK reads them straight out of nextPageUrl / nextSyncUrl.
 */
import { randomUUID } from 'node:crypto';
import { badRequest } from './cda-errors.ts';
import type { ExportStore, Snapshot } from './export-store.ts';
import { deliverEntity, deliverySys, type Delivered, type DeliveryContext } from './localize.ts';

interface Token {
  /** The process that issued it: generation numbers start again at 0 after a restart. */
  run: string;
  /** Generation the client already has; -1 for an initial sync. */
  from: number;
  to: number;
  offset: number;
  limit: number;
  type: string;
  contentType?: string;
}

const RUN = randomUUID().slice(0, 8);
const TYPES = ['all', 'Entry', 'Asset', 'Deletion', 'DeletedEntry', 'DeletedAsset'];
const encode = (t: Token) => Buffer.from(JSON.stringify(t)).toString('base64url');

function decode(raw: string): Token {
  try {
    const t = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Token;
    if (typeof t.from === 'number' && typeof t.to === 'number' && typeof t.offset === 'number')
      return t;
  } catch {
    // fall through to the error below
  }
  throw badRequest('The sync token is invalid.');
}

function current(token: Token): Token {
  if (token.run !== RUN)
    throw badRequest(
      'The sync token is from before the local content service restarted; start again with initial=true.',
    );
  return token;
}

function wanted(token: Token, type: string, contentType?: string): boolean {
  if (token.contentType && type === 'Entry' && contentType !== token.contentType) return false;
  if (token.type === 'all') return true;
  if (token.type === 'Deletion') return type.startsWith('Deleted');
  return token.type === type;
}

/**
 * The items of a sync, each delivered only when asked for: a page delivers its own slice, so paging
 * through a big initial sync does not deliver the whole space once per page.
 */
function changes(
  old: Snapshot | undefined,
  now: Snapshot,
  ctx: DeliveryContext,
  token: Token,
): (() => Delivered)[] {
  const out: (() => Delivered)[] = [];
  const now_at = new Date().toISOString();
  for (const [kind, map, oldMap] of [
    ['Entry', now.entries, old?.entries],
    ['Asset', now.assets, old?.assets],
  ] as const) {
    for (const [id, raw] of map) {
      const key = `${kind}:${id}`;
      const changed = !old || old.fingerprints.get(key) !== now.fingerprints.get(key);
      if (changed && wanted(token, kind, raw.sys.contentType?.sys.id))
        out.push(() => deliverEntity(raw, ctx));
    }
    for (const [id, raw] of oldMap ?? []) {
      if (map.has(id) || !wanted(token, `Deleted${kind}`, raw.sys.contentType?.sys.id)) continue;
      out.push(() => {
        const sys = deliverySys({ ...raw.sys, type: `Deleted${kind}` }, ctx);
        delete sys.contentType;
        delete sys.publishedVersion;
        return { sys: { ...sys, deletedAt: now_at } };
      });
    }
  }
  return out;
}

export function syncPage(
  store: ExportStore,
  params: URLSearchParams,
  ctx: Omit<DeliveryContext, 'snap' | 'locale'>,
  baseUrl: string,
): Record<string, unknown> {
  const raw = params.get('sync_token');
  let token: Token;
  if (raw) {
    token = current(decode(raw));
    // A delta's first page (offset 0) compares against whatever is current now.
    if (token.from >= 0 && token.offset === 0) token.to = store.current().generation;
  } else if (params.get('initial') === 'true') {
    const contentType = params.get('content_type') ?? undefined;
    // content_type narrows entries only ("Synchronization" in the CDA reference), so it implies
    // type=Entry and refuses any other type.
    const type = params.get('type') ?? (contentType ? 'Entry' : 'all');
    if (!TYPES.includes(type)) throw badRequest(`Unknown sync type "${type}".`);
    if (contentType && type !== 'Entry')
      throw badRequest('The content_type parameter can only be used with type=Entry.');
    const limit = Number(params.get('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw badRequest('The limit parameter should be an integer between 1 and 1000.');
    token = {
      run: RUN,
      from: -1,
      to: store.current().generation,
      offset: 0,
      limit,
      type,
      contentType,
    };
  } else throw badRequest('Send either initial=true or a sync_token.');
  const now = store.generation(token.to);
  if (!now || (token.from >= 0 && !store.generation(token.from)))
    throw badRequest('The sync token is invalid or expired; start again with initial=true.');
  const items = changes(
    store.generation(token.from),
    now,
    { ...ctx, snap: now, locale: '*' },
    token,
  );
  const page = items.slice(token.offset, token.offset + token.limit).map((deliver) => deliver());
  const url = `${baseUrl}/sync?sync_token=`;
  if (token.offset + token.limit < items.length)
    return {
      sys: { type: 'Array' },
      items: page,
      nextPageUrl: url + encode({ ...token, offset: token.offset + token.limit }),
    };
  const next = { ...token, from: token.to, offset: 0 };
  return { sys: { type: 'Array' }, items: page, nextSyncUrl: url + encode(next) };
}
