/**
 * The local CDA's hot path, in process: the site's most frequent queries (a kind's list by
 * content_type + order + limit, one numbered page of it by skip, a page of results' full-text search
 * over every kind, and one article by content_type + fields.urlSlug) answered by handleCda over the
 * demo export, many times. Prints the median per query in milliseconds. Run with `npx tsx
 * bench/bench-cda.ts [export.json]`; compare runs on two checkouts. BENCH_CDA_RUNS sets the runs per
 * query (10,000; fewer for a grown archive).
 */
import { resolve } from 'node:path';
import { handleCda } from '../local-cloud/cda-handler.ts';
import { ExportStore } from '../local-cloud/export-store.ts';
import { readFacts, typeOf } from '../tests/support/export-facts.ts';
import { searchContentQuery } from '../src/content/search-queries.ts';

const RUNS = Number(process.env.BENCH_CDA_RUNS || 10_000);
const exportPath = resolve(process.argv[2] ?? 'demo-content/export.json');
const store = new ExportStore(exportPath, 'http://127.0.0.1/files');
const settings = { store, spaceId: 'bench', accessToken: 'bench', baseUrl: 'http://127.0.0.1' };
const headers = { authorization: 'Bearer bench' };

// The content type with the most entries, and one of its entries that has a urlSlug.
const facts = readFacts(exportPath);
const counts = new Map<string, number>();
for (const e of facts.entries) counts.set(typeOf(e), (counts.get(typeOf(e)) ?? 0) + 1);
const kind = [...counts].sort((a, b) => b[1] - a[1])[0][0];
const withSlug = facts.entries.find((e) => typeOf(e) === kind && e.fields.urlSlug);
// The same parameters as src/content/query-impl.ts sends (fetchList, fetchEntry).
const order = facts.entries.some((e) => typeOf(e) === kind && e.fields.publishDate)
  ? '-fields.publishDate'
  : '-sys.createdAt';
const pages = Math.ceil((counts.get(kind) ?? 0) / 100);
const queries: Record<string, string> = {
  list: `content_type=${kind}&order=${order}&limit=12&include=2`,
  // The middle one of the kind's numbered pages (100 entries each, as src/content/paging.ts cuts them).
  page: `content_type=${kind}&order=${order}&skip=${Math.floor(pages / 2) * 100}&limit=100&include=2`,
};
// A page of results: the full-text search over every kind and the posts, as
// src/content/search-queries.ts asks it, for a word of a title the export has.
const word = String(withSlug?.fields.title?.[facts.locale] ?? 'the')
  .split(/\s+/)
  .find((w) => /^\p{L}{4,}$/u.test(w));
if (word)
  queries.search = new URLSearchParams(
    searchContentQuery(word) as Record<string, string>,
  ).toString();
if (withSlug)
  queries.urlSlug = `content_type=${kind}&fields.urlSlug=${String(withSlug.fields.urlSlug[facts.locale])}&limit=1&include=2`;

for (const [name, query] of Object.entries(queries)) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    handleCda(
      settings,
      '/spaces/bench/environments/master/entries',
      new URLSearchParams(query),
      headers,
    );
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(8)} median ${times[Math.floor(RUNS / 2)].toFixed(4)} ms  (${query})`);
}
