/**
 * Parses CDA collection query strings (`/entries`, `/assets`) into a plain description that
 * query-filter.ts applies. Rejects what the real CDA rejects, with the same error ids.
 * Parameters and operators: CDA reference, "Search parameters"
 * (contentful.com/developers/docs/references/content-delivery-api/#/reference/search-parameters).
 */
import { badRequest, contentTypeRequired, invalidQuery } from './cda-errors.ts';
import { MIMETYPE_GROUPS, type MimetypeGroup } from './query-mimetype.ts';

const OPERATORS = [
  'eq',
  'ne',
  'in',
  'nin',
  'all',
  'exists',
  'match',
  'lt',
  'lte',
  'gt',
  'gte',
  'within',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Filter {
  path: string[];
  op: Operator;
  value: string;
  /** `[within]`: a rectangle (4 numbers) or a circle (lat, lon, radius in km). */
  area?: number[];
}

export interface OrderKey {
  path: string[];
  desc: boolean;
}

export interface CollectionQuery {
  contentType?: string;
  filters: Filter[];
  order: OrderKey[];
  /** `fields.x[near]=lat,lon`: nearest first, before any `order`. */
  near?: { path: string[]; lat: number; lon: number };
  limit: number;
  skip: number;
  include: number;
  /** Requested locale code, '*' for all, undefined for the default. */
  locale?: string;
  /** Each path is one or two parts long; `['fields']` means the whole fields object. */
  select?: string[][];
  /** Full-text search over all fields (`query=`). */
  text?: string;
  linksTo?: { linkType: 'Entry' | 'Asset'; id: string };
  mimetypeGroup?: MimetypeGroup;
}

const RESERVED = new Set([
  'access_token',
  'content_type',
  'order',
  'limit',
  'skip',
  'include',
  'locale',
  'select',
  'query',
  'links_to_entry',
  'links_to_asset',
  'mimetype_group',
]);
const ROOTS = new Set(['sys', 'fields', 'metadata']);
/** The CDA refuses `select` lists longer than this. */
const MAX_SELECT = 100;

export function integer(
  params: URLSearchParams,
  name: string,
  fallback: number,
  max: number,
): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw badRequest(
      `The ${name} parameter should be an integer between 0 and ${max}, got "${raw}".`,
    );
  return value;
}

function parsePath(raw: string, usesFields: () => void, wholeFields = false): string[] {
  const path = raw.split('.');
  if (!ROOTS.has(path[0]) || path.some((p) => p === ''))
    throw invalidQuery({ name: 'unknown', path });
  if (path[0] === 'fields') {
    if (path.length < 2 && !wholeFields)
      throw invalidQuery({ name: 'unknown', path, details: 'A field name is required.' });
    // `select=fields` (the whole object) is allowed without a content type; naming a field is not.
    if (path.length >= 2) usesFields();
  }
  return path;
}

function numbers(raw: string, counts: number[], key: string): number[] {
  const parts = raw.split(',').map((s) => Number(s.trim()));
  if (!counts.includes(parts.length) || parts.some((n) => !Number.isFinite(n)))
    throw badRequest(
      `${key} takes ${counts.join(' or ')} comma-separated numbers (latitude,longitude…), got "${raw}".`,
    );
  return parts;
}

function parseSelect(raw: string, usesFields: () => void): string[][] {
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > MAX_SELECT)
    throw badRequest(`The select parameter takes at most ${MAX_SELECT} properties.`);
  return parts.map((s) => {
    const path = parsePath(s, usesFields, true);
    if (path.length > 2)
      throw invalidQuery({
        name: 'select',
        path,
        details: 'Select is only applicable for top level properties and fields (two levels).',
      });
    return path;
  });
}

/** `kind` is 'Entry' for /entries (fields.* then needs content_type) or 'Asset'. */
export function parseCollectionQuery(
  params: URLSearchParams,
  kind: 'Entry' | 'Asset',
): CollectionQuery {
  const contentType = params.get('content_type') || undefined;
  const usesFields = () => {
    if (kind === 'Entry' && !contentType) throw contentTypeRequired();
  };
  const filters: Filter[] = [];
  let near: CollectionQuery['near'];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const match = /^([^[\]]+)(?:\[([a-z]+)\])?$/.exec(key);
    if (!match) throw invalidQuery({ name: 'unknown', path: [key] });
    const path = parsePath(match[1], usesFields);
    if (match[2] === 'near') {
      const [lat, lon] = numbers(value, [2], key);
      near = { path, lat, lon };
      continue;
    }
    const op = (match[2] ?? 'eq') as Operator;
    if (!OPERATORS.includes(op) || match[2] === 'eq')
      throw invalidQuery({ name: 'unknownOperator', path, value: match[2] });
    if (op === 'exists' && value !== 'true' && value !== 'false')
      throw invalidQuery({ name: 'exists', path, value });
    const area = op === 'within' ? numbers(value, [3, 4], key) : undefined;
    filters.push({ path, op, value, ...(area ? { area } : {}) });
  }
  const order = (params.get('order') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const desc = s.startsWith('-');
      return { desc, path: parsePath(desc ? s.slice(1) : s, usesFields) };
    });
  const rawSelect = params.get('select');
  const toEntry = params.get('links_to_entry');
  const toAsset = params.get('links_to_asset');
  const group = params.get('mimetype_group');
  if (group !== null && (kind !== 'Asset' || !MIMETYPE_GROUPS.includes(group as MimetypeGroup)))
    throw invalidQuery({ name: 'unknown', path: ['mimetype_group'], value: group });
  return {
    contentType,
    filters,
    order,
    near,
    limit: integer(params, 'limit', 100, 1000),
    skip: integer(params, 'skip', 0, Number.MAX_SAFE_INTEGER),
    include: integer(params, 'include', 1, 10),
    locale: params.get('locale') || undefined,
    select: rawSelect ? parseSelect(rawSelect, usesFields) : undefined,
    text: params.get('query') || undefined,
    linksTo: toEntry
      ? { linkType: 'Entry', id: toEntry }
      : toAsset
        ? { linkType: 'Asset', id: toAsset }
        : undefined,
    mimetypeGroup: (group as MimetypeGroup | null) ?? undefined,
  };
}
