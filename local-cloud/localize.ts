/**
 * Turns stored export items into what the CDA delivers: delivery `sys` (space/environment links,
 * revision, locale) and fields flattened to one locale, or kept keyed by locale for `locale=*`.
 */
import type { RawContentType, RawEntity, RawSys } from './export-types.ts';
import type { Snapshot } from './export-store.ts';

export interface DeliveryContext {
  snap: Snapshot;
  spaceId: string;
  environment: string;
  /** A locale code, or '*' for all locales. */
  locale: string;
}

export type Delivered = { sys: Record<string, unknown>; [key: string]: unknown };

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

export function deliverySys(raw: RawSys, ctx: DeliveryContext): Record<string, unknown> {
  const sys: Record<string, unknown> = {
    space: link('Space', ctx.spaceId),
    id: raw.id,
    type: raw.type,
    createdAt: raw.firstPublishedAt ?? raw.createdAt ?? raw.publishedAt,
    updatedAt: raw.publishedAt ?? raw.updatedAt ?? raw.createdAt,
    environment: link('Environment', ctx.environment),
    publishedVersion: raw.publishedVersion,
    revision: raw.publishedCounter ?? 1,
  };
  if (raw.contentType) sys.contentType = link('ContentType', raw.contentType.sys.id);
  if (ctx.locale !== '*' && raw.type !== 'ContentType') sys.locale = ctx.locale;
  return sys;
}

/**
 * The locale codes to try for one value: the locale, then its fallback chain. A chain ends at a
 * locale whose `fallbackCode` is null — the field is then left out, as the CDA does ("Localization
 * → Fallback locales" in the CDA reference). A locale without the key at all (hand-written
 * exports; Contentful's own always carry it) falls back to the default locale.
 */
function localeChain(snap: Snapshot, code: string): string[] {
  const chain: string[] = [];
  let current: string | null | undefined = code;
  while (current && !chain.includes(current)) {
    chain.push(current);
    const locale = snap.locales.find((l) => l.code === current);
    current =
      locale && locale.fallbackCode === undefined ? snap.defaultLocale : locale?.fallbackCode;
  }
  return chain;
}

function localizeFields(
  fields: RawEntity['fields'],
  ctx: DeliveryContext,
): Record<string, unknown> {
  if (ctx.locale === '*') return fields;
  const chain = localeChain(ctx.snap, ctx.locale);
  const out: Record<string, unknown> = {};
  for (const [name, byLocale] of Object.entries(fields)) {
    const code = chain.find((c) => byLocale[c] !== undefined);
    if (code !== undefined) out[name] = byLocale[code];
  }
  return out;
}

export function deliverEntity(raw: RawEntity, ctx: DeliveryContext): Delivered {
  return {
    metadata: { tags: [], concepts: [], ...(raw.metadata ?? {}) },
    sys: deliverySys(raw.sys, ctx),
    fields: localizeFields(raw.fields, ctx),
  };
}

export function deliverContentType(raw: RawContentType, ctx: DeliveryContext): Delivered {
  return {
    sys: deliverySys({ ...raw.sys, type: 'ContentType' }, { ...ctx, locale: '*' }),
    displayField: raw.displayField ?? null,
    name: raw.name ?? raw.sys.id,
    // A content type saved without a description answers null, not an empty string.
    description: raw.description ?? null,
    fields: raw.fields.filter((f) => !f.omitted),
  };
}

/** Same as the export's locale list, in the CDA's shape. */
export function deliverLocales(ctx: DeliveryContext): Delivered[] {
  return ctx.snap.locales.map((l) => ({
    code: l.code,
    name: l.name ?? l.code,
    default: l.code === ctx.snap.defaultLocale,
    fallbackCode:
      l.fallbackCode === undefined && l.code !== ctx.snap.defaultLocale
        ? ctx.snap.defaultLocale
        : (l.fallbackCode ?? null),
    sys: { id: l.sys?.id ?? l.code, type: 'Locale', version: 1 },
  }));
}
