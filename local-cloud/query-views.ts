/**
 * What a collection query over a large export would otherwise redo on every request: deliver every
 * entry of a content type in the queried locale, then sort them all. Both depend on the loaded export
 * alone, so they are kept per export version and a request only filters and slices (10,000 articles:
 * each page of a list took about 250 ms, nearly all of it delivering and sorting).
 *
 * Only the newest snapshot of each store is kept: a reload brings a new snapshot and starts afresh,
 * and the older generations a store keeps for sync deltas are never queried.
 */
import type { ExportStore, Snapshot } from './export-store.ts';
import { deliverEntity, type Delivered, type DeliveryContext } from './localize.ts';
import { orderIsTotal, orderItems } from './query-filter.ts';
import type { OrderKey } from './query-parse.ts';

interface Views {
  snap: Snapshot;
  delivered: Map<string, Delivered[]>;
  /** Null when the order is not total over the items: each request then sorts its own subset. */
  ordered: Map<string, Delivered[] | null>;
}

const byStore = new WeakMap<ExportStore, Views>();

function viewsOf(store: ExportStore, snap: Snapshot): Views {
  let views = byStore.get(store);
  if (views?.snap !== snap) {
    views = { snap, delivered: new Map(), ordered: new Map() };
    byStore.set(store, views);
  }
  return views;
}

export interface ViewKey {
  kind: 'Entry' | 'Asset';
  /** Only items of this content type (the `content_type` parameter); undefined for all of them. */
  contentType: string | undefined;
}

/**
 * Every entry (of the content type) or asset, delivered in `ctx.locale` (never '*': filters and
 * order look at one locale). The items are shared between requests: callers never change them.
 */
export function deliveredItems(
  store: ExportStore,
  ctx: DeliveryContext,
  key: ViewKey,
): Delivered[] {
  const views = viewsOf(store, ctx.snap);
  const name = [key.kind, key.contentType ?? '', ctx.locale, ctx.spaceId, ctx.environment].join(
    '\0',
  );
  let items = views.delivered.get(name);
  if (!items) {
    const source = key.kind === 'Entry' ? ctx.snap.entries : ctx.snap.assets;
    items = [];
    for (const raw of source.values())
      if (!key.contentType || raw.sys.contentType?.sys.id === key.contentType)
        items.push(deliverEntity(raw, ctx));
    views.delivered.set(name, items);
  }
  return items;
}

/** The same items sorted by `order`, or null when that order is not total over them. */
export function orderedItems(
  store: ExportStore,
  ctx: DeliveryContext,
  key: ViewKey,
  order: OrderKey[],
): Delivered[] | null {
  const views = viewsOf(store, ctx.snap);
  const orderName = order.map(({ path, desc }) => `${desc ? '-' : ''}${path.join('.')}`).join(',');
  const name = [
    key.kind,
    key.contentType ?? '',
    ctx.locale,
    ctx.spaceId,
    ctx.environment,
    orderName,
  ].join('\0');
  let items = views.ordered.get(name);
  if (items === undefined) {
    const all = deliveredItems(store, ctx, key);
    items = orderIsTotal(all, order) ? orderItems(all, order) : null;
    views.ordered.set(name, items);
  }
  return items;
}
