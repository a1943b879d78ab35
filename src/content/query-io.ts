/**
 * How every content query reads: the client from its source (a missing or unloadable one is a
 * QueryFailure), each answer's items and total checked for shape, and a trace of whether an answer
 * was the service worker's cached copy.
 */
import { copyStoredAtOf, type ContentClient } from '../lib/contentful.ts';
import { combineCopyStoredAt, type CopyStoredAt } from '../shared/cached-copy.ts';
import { QueryFailure, toFailure } from './errors.ts';

type EntriesQuery = Parameters<ContentClient['getEntries']>[0];

/** Where a query set gets its client; null means "not configured". */
export type ClientSource = () => Promise<ContentClient | null>;

async function client(source: ClientSource): Promise<ContentClient> {
  let found: ContentClient | null;
  try {
    found = await source();
  } catch (error) {
    // The SDK chunk could not be fetched: for the reader that is the same as the CDA being unreachable.
    throw toFailure(error);
  }
  if (!found) throw new QueryFailure('NotConfigured');
  return found;
}

/**
 * What one run of a query learnt about its answers: `copyStoredAt` (shared/cached-copy.ts) of the
 * whole, undefined while every answer came from the network. A feed built from five answers is a
 * cached copy when any of them is, as old as its oldest part.
 */
export interface Trace {
  copyStoredAt: CopyStoredAt;
}

export const newTrace = (): Trace => ({ copyStoredAt: undefined });

function noteAnswer(trace: Trace, response: unknown): void {
  trace.copyStoredAt = combineCopyStoredAt(trace.copyStoredAt, copyStoredAtOf(response));
}

async function items(
  source: ClientSource,
  trace: Trace,
  query: Record<string, unknown>,
): Promise<unknown[]> {
  return (await itemsAndTotal(source, trace, query)).list;
}

/** One answer's items and the number of entries the whole query matches. */
async function itemsAndTotal(
  source: ClientSource,
  trace: Trace,
  query: Record<string, unknown>,
): Promise<{ list: unknown[]; total: number }> {
  const api = await client(source);
  let response: unknown;
  try {
    response = await api.getEntries(query as EntriesQuery);
  } catch (error) {
    throw toFailure(error);
  }
  noteAnswer(trace, response);
  const list =
    response && typeof response === 'object' && 'items' in response ? response.items : null;
  if (!Array.isArray(list)) throw new QueryFailure('BadResponse');
  const total = (response as { total?: unknown }).total;
  return { list, total: typeof total === 'number' && total >= 0 ? total : list.length };
}

/** Reads entries through `source`, noting each answer in `trace`. */
export interface EntryReader {
  items(query: Record<string, unknown>): Promise<unknown[]>;
  itemsAndTotal(query: Record<string, unknown>): Promise<{ list: unknown[]; total: number }>;
}

export const entryReader = (source: ClientSource, trace: Trace): EntryReader => ({
  items: (query) => items(source, trace, query),
  itemsAndTotal: (query) => itemsAndTotal(source, trace, query),
});
