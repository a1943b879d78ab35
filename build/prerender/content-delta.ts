/**
 * What changed in the space since the last build, from the Sync API: its token names the moment of
 * that build, a delta lists the entries and assets published or changed since, and the ones deleted
 * or unpublished. Pages show linked entries and assets too (two levels, as the queries include), so
 * the entries that link to a changed one, and the ones linking to those, are stale as well.
 */
import { createContentClient, type ContentClient } from '../../src/lib/contentful.ts';
import { readConfig } from '../../src/lib/config.ts';
import { sha256, type BuildState } from './build-state.ts';
import type { Reuse } from './collect.ts';

/** Levels of links the app's queries resolve (`include: 2`): how far a change reaches. */
const LINK_LEVELS = 2;
/** Past this many changed items, asking who links to each costs more than fetching everything again. */
const MAX_LINK_QUERIES = 200;

export interface Source {
  client: ContentClient;
  /** Host, space and environment: the identity a stored token belongs to. */
  id: string;
}

export async function openSource(env: NodeJS.ProcessEnv): Promise<Source> {
  const { contentful } = readConfig(env);
  if (!contentful) throw new Error('prerender: the content service is not configured');
  return {
    client: await createContentClient(contentful, 'build'),
    id: `${contentful.insecure ? 'http' : 'https'}://${contentful.host}/${contentful.space}/${contentful.environment}`,
  };
}

/**
 * A fingerprint of the content model: a changed field or validation can change what every query
 * returns, so the next build does not trust a delta across it.
 */
export async function modelFingerprint(client: ContentClient): Promise<string> {
  // The SDK's type names only `query`, but the endpoint pages like any other (100 by default).
  const types = await client.getContentTypes({ limit: 1000 } as { query?: string });
  const shapes = types.items
    .map((type) => ({ id: type.sys.id, revision: type.sys.revision, fields: type.fields }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sha256(JSON.stringify(shapes));
}

/** The token of "now", for the next build's delta. Pages through the whole space once. */
export async function currentToken(client: ContentClient): Promise<string> {
  const answer = await client.sync({ initial: true, limit: 1000 }, { paginate: true });
  if (!answer.nextSyncToken) throw new Error('the Sync API answered without a sync token');
  return answer.nextSyncToken;
}

export interface Delta {
  token: string;
  /** Entries and assets published, changed, unpublished or deleted since the token. */
  entries: Set<string>;
  assets: Set<string>;
}

/** The changes since `token`; throws when the service refuses it (expired, another space). */
export async function deltaSince(client: ContentClient, token: string): Promise<Delta> {
  const answer = await client.sync({ nextSyncToken: token }, { paginate: true });
  if (!answer.nextSyncToken) throw new Error('the Sync API answered without a sync token');
  const ids = (items: readonly { sys: { id: string } }[]) => items.map((item) => item.sys.id);
  return {
    token: answer.nextSyncToken,
    entries: new Set([...ids(answer.entries), ...ids(answer.deletedEntries)]),
    assets: new Set([...ids(answer.assets), ...ids(answer.deletedAssets)]),
  };
}

/**
 * The entries whose pages may show something the delta changed: the changed entries themselves and
 * whatever links to them, up to the levels the queries include. Null when there are too many
 * changes to ask about one by one: then every entry is fetched again (pages still only re-render
 * when what they show changed).
 */
export async function staleEntries(
  client: ContentClient,
  delta: Delta,
): Promise<Set<string> | null> {
  if (delta.entries.size + delta.assets.size > MAX_LINK_QUERIES) return null;
  const stale = new Set(delta.entries);
  let entries = [...delta.entries];
  let assets = [...delta.assets];
  let asked = 0;
  for (let level = 0; level < LINK_LEVELS && entries.length + assets.length > 0; level++) {
    asked += entries.length + assets.length;
    if (asked > MAX_LINK_QUERIES) return null;
    const linking = await Promise.all([
      ...entries.map((id) => linkers(client, { links_to_entry: id })),
      ...assets.map((id) => linkers(client, { links_to_asset: id })),
    ]);
    const found = linking.flat().filter((id) => !stale.has(id));
    found.forEach((id) => stale.add(id));
    entries = [...new Set(found)];
    assets = [];
  }
  return stale;
}

async function linkers(client: ContentClient, query: Record<string, string>): Promise<string[]> {
  const found = await client.getEntries({ ...query, select: ['sys.id'], limit: 1000, include: 0 });
  return found.items.map((item) => item.sys.id);
}

/** What an incremental build starts from: the last build's entries, and which of them changed. */
export interface IncrementalBase {
  /** Null when the build is incremental, else why it builds everything. */
  why: string | null;
  /** The token the next build asks the Sync API from. */
  syncToken: string;
  /** What the last build fetched and what of it is stale; absent for a full build. */
  reuse?: Reuse;
}

/**
 * Asks the Sync API what changed since `previous` when `why` (a reason for a full build) is null; a
 * refused token makes the build full. The token is taken before the content is read: a change made
 * meanwhile is in the next build's delta.
 */
export async function incrementalBase(
  client: ContentClient,
  previous: BuildState | null,
  why: string | null,
): Promise<IncrementalBase> {
  let delta: Delta | null = null;
  if (why === null && previous) {
    try {
      delta = await deltaSince(client, previous.syncToken);
    } catch (error) {
      why = `the Sync API refused the last build's token: ${(error as Error).message}`;
    }
  }
  if (!delta || !previous) return { why, syncToken: await currentToken(client) };
  const stale = await staleEntries(client, delta);
  const known = [...previous.articles, ...previous.posts];
  return {
    why,
    syncToken: delta.token,
    reuse: {
      entries: new Map(known.map((item) => [item.id, item])),
      stale: stale ?? new Set(known.map((item) => item.id)),
      // Too many changes to follow one by one: every kind's pages are asked for again.
      ...(stale && { pages: previous.lists }),
    },
  };
}
