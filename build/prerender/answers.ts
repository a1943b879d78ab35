/**
 * The build runs the routes' own queries: every query a listed page declares that the build does not
 * already hold an answer for (an entry read whole while enumerating, a tag's page cut from every
 * article, an answer of the last build that still holds) is run once, by its key, through the SSR
 * bundle, the very query value the page reads in the browser. A query that fails fails the build:
 * a site quietly missing a list is worse than a build that says the content service failed.
 */
import type { KindKey } from '../../src/content/kinds.ts';
import type { ListedPage } from '../../src/app/route-answers.ts';
import type { RouteQuery } from '../../src/app/route-types.ts';
import { CONCURRENCY, inBatches, type KindListState } from './collect.ts';

/** Runs one query in the build's process; throws what the query failed with. */
export type RunQuery = (query: RouteQuery) => Promise<unknown>;

/**
 * The answers of every listed page's queries by key: those held (`held`, then `kept`) and those run
 * now, each key once, a few at a time. `ran` holds the keys run now.
 */
export async function answerQueries(
  listed: readonly ListedPage[],
  held: ReadonlyMap<string, unknown>,
  kept: ReadonlyMap<string, unknown>,
  run: RunQuery,
): Promise<{ answers: Map<string, unknown>; ran: Set<string> }> {
  const answers = new Map(held);
  const wanted = new Map<string, RouteQuery>();
  for (const { queries } of listed)
    for (const query of queries) {
      if (answers.has(query.key) || wanted.has(query.key)) continue;
      if (kept.has(query.key)) answers.set(query.key, kept.get(query.key));
      else wanted.set(query.key, query);
    }
  await inBatches([...wanted.values()], CONCURRENCY, async (query) => {
    try {
      answers.set(query.key, await run(query));
    } catch (error) {
      throw new Error(`prerender: the query ${query.key} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  });
  return { answers, ran: new Set(wanted.keys()) };
}

/** A page of one content type's entries: its items, all of that type, and the type's total. */
function pageOfType(value: unknown, contentType: string, count: number): boolean {
  const page = value as { items?: unknown; total?: unknown } | null;
  return (
    !!page &&
    Array.isArray(page.items) &&
    page.items.length > 0 &&
    page.total === count &&
    page.items.every((item) => (item as { contentType?: unknown }).contentType === contentType)
  );
}

/**
 * What the next build may reuse of each kind: its ids and the answers that are pages of its entries
 * alone (its numbered list pages, the bulk of the requests on a large archive), whether run now or
 * kept. Lists across kinds, first pages and counts are cheap and always run again.
 */
export function keptPerKind(
  kinds: readonly KindKey[],
  types: Readonly<Record<KindKey, { contentType: string }>>,
  ids: Readonly<Record<KindKey, string[]>>,
  answers: ReadonlyMap<string, unknown>,
  reusable: ReadonlySet<string>,
): Record<KindKey, KindListState> {
  const state = {} as Record<KindKey, KindListState>;
  for (const kind of kinds) {
    const { contentType } = types[kind];
    const own: Record<string, unknown> = {};
    for (const key of reusable) {
      const value = answers.get(key);
      if (pageOfType(value, contentType, ids[kind].length)) own[key] = value;
    }
    state[kind] = { ids: ids[kind], answers: own };
  }
  return state;
}
