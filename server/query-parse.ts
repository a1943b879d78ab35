/**
 * Parses CDA collection query strings (`/entries`, `/assets`) into a plain description that
 * query-filter.ts applies. Rejects what the real CDA rejects, with the same error ids.
 */
import { badRequest, invalidQuery } from './cda-errors.ts';

export const OPERATORS = [
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
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Filter {
  path: string[];
  op: Operator;
  value: string;
}

export interface OrderKey {
  path: string[];
  desc: boolean;
}

export interface CollectionQuery {
  contentType?: string;
  filters: Filter[];
  order: OrderKey[];
  limit: number;
  skip: number;
  include: number;
  /** Requested locale code, '*' for all, undefined for the default. */
  locale?: string;
  select?: string[][];
  /** Full-text search over all fields (`query=`). */
  text?: string;
  linksTo?: string;
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
]);
const ROOTS = new Set(['sys', 'fields', 'metadata']);

function integer(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw badRequest(
      `The ${name} parameter should be an integer between 0 and ${max}, got "${raw}".`,
    );
  return value;
}

function parsePath(raw: string, usesFields: () => void): string[] {
  const path = raw.split('.');
  if (!ROOTS.has(path[0]) || path.some((p) => p === ''))
    throw invalidQuery('unknown', `Unknown attribute path "${raw}"`, raw);
  if (path[0] === 'fields') {
    if (path.length < 2) throw invalidQuery('unknown', `A field name is required in "${raw}"`, raw);
    usesFields();
  }
  return path;
}

/** `kind` is 'Entry' for /entries (fields.* then needs content_type) or 'Asset'. */
export function parseCollectionQuery(
  params: URLSearchParams,
  kind: 'Entry' | 'Asset',
): CollectionQuery {
  const contentType = params.get('content_type') || undefined;
  const usesFields = () => {
    if (kind === 'Entry' && !contentType)
      throw invalidQuery(
        'contentTypeRequired',
        'A Content Type ID is required when querying or ordering on fields. Send it as the "content_type" parameter.',
      );
  };
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const match = /^([^[\]]+)(?:\[([a-z]+)\])?$/.exec(key);
    if (!match) throw invalidQuery('unknown', `Malformed parameter "${key}"`, key);
    const op = (match[2] ?? 'eq') as Operator;
    if (!OPERATORS.includes(op) || match[2] === 'eq')
      throw invalidQuery('unknownOperator', `Unknown operator "[${match[2]}]"`, key);
    if (op === 'exists' && value !== 'true' && value !== 'false')
      throw invalidQuery('exists', `[exists] takes true or false, got "${value}"`, key);
    filters.push({ path: parsePath(match[1], usesFields), op, value });
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
  const select = rawSelect
    ? rawSelect.split(',').map((s) => {
        const path = parsePath(s.trim(), usesFields);
        if (path.length > 2)
          throw invalidQuery('select', 'The select parameter can only go two levels deep', s);
        return path;
      })
    : undefined;
  return {
    contentType,
    filters,
    order,
    limit: integer(params, 'limit', 100, 1000),
    skip: integer(params, 'skip', 0, Number.MAX_SAFE_INTEGER),
    include: integer(params, 'include', 1, 10),
    locale: params.get('locale') || undefined,
    select,
    text: params.get('query') || undefined,
    linksTo: params.get('links_to_entry') || params.get('links_to_asset') || undefined,
  };
}
