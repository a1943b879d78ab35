/**
 * What a page of results does on the main thread with the Delivery API's answer, in process: the
 * full-text search's real answer (the local cloud's handler over an export, as the page asks it) read
 * into search documents, two ways, alternating:
 *   - "copy": each article normalised whole (rich-text copy, word count) and its copy's plain text
 *     taken, as a page of results did before;
 *   - "found": each article's body read straight to plain text (normaliseFound), as it does now.
 * Both must give the same documents; the run stops if they differ. Also times a structured clone of
 * each answer (what the content worker's answer costs the page to receive) and prints its JSON size.
 * Prints medians (and the spread) of BENCH_ROUNDS rounds (31) and the ratio found / copy. Timings
 * only: nothing here passes or fails.
 *
 *   npm run bench:search-answer -- [word]
 *   BENCH_GROW=10000 npm run bench:search-answer -- octavia
 *
 * The demo export, or with BENCH_GROW=N the demo grown to N articles (as the site benchmarks grow it),
 * or BENCH_EXPORT=path another export. The word is "the" unless given (nearly every entry has it, so
 * the answer holds as many matches as the page asks for).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { cpus, loadavg } from 'node:os';
import { growExport } from '../tests/support/grow-export.ts';
import { handleCda } from '../local-cloud/cda-handler.ts';
import { ExportStore } from '../local-cloud/export-store.ts';
import { contentTypeOf } from '../src/content/fields.ts';
import { KINDS, kindByContentType } from '../src/content/kinds.ts';
import { normaliseArticle, normaliseFound, normalisePost } from '../src/content/normalise.ts';
import { searchContentQuery } from '../src/content/search-queries.ts';
import { articleDoc, postDoc, type SearchDoc } from '../src/features/search/search-doc.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 31);
const word = process.argv[2] ?? 'the';
const demo = resolve('demo-content/export.json');
const grow = Number(process.env.BENCH_GROW || 0);
const work = grow > 0 ? mkdtempSync(join(tmpdir(), 'gq-bench-answer-')) : null;
const exportPath = work ? join(work, 'export.json') : resolve(process.env.BENCH_EXPORT || demo);
if (work)
  writeFileSync(
    exportPath,
    JSON.stringify(growExport(JSON.parse(readFileSync(demo, 'utf8')), grow)),
  );

const store = new ExportStore(exportPath, 'http://127.0.0.1/files');
const settings = { store, spaceId: 'bench', accessToken: 'bench', baseUrl: 'http://127.0.0.1' };
const query = new URLSearchParams(searchContentQuery(word) as Record<string, string>);
const body = JSON.stringify(
  handleCda(settings, '/spaces/bench/environments/master/entries', query, {
    authorization: 'Bearer bench',
  }),
);
if (work) rmSync(work, { recursive: true, force: true });

type Way = (items: unknown[]) => { docs: SearchDoc[]; answer: unknown };

/** The answer's entries read into search documents, the articles by `article`. */
function reader(
  article: (raw: unknown, kind: Parameters<typeof normaliseFound>[1]) => object,
): Way {
  return (items) => {
    const articles: object[] = [];
    const posts: ReturnType<typeof normalisePost>[] = [];
    for (const raw of items) {
      const type = contentTypeOf(raw);
      if (type === KINDS.posts.contentType) posts.push(normalisePost(raw));
      else {
        const kind = kindByContentType(type);
        if (kind) articles.push(article(raw, kind.key));
      }
    }
    const docs = [
      ...articles.map((a) => articleDoc(a as Parameters<typeof articleDoc>[0])),
      ...posts.map(postDoc),
    ].filter((doc): doc is SearchDoc => doc !== null);
    return { docs, answer: { articles, posts } };
  };
}

const WAYS: Record<'copy' | 'found', Way> = {
  copy: reader(normaliseArticle),
  found: reader(normaliseFound),
};

const items = () => (JSON.parse(body) as { items: unknown[] }).items;
const first = {
  copy: WAYS.copy(items()),
  found: WAYS.found(items()),
};
if (!isDeepStrictEqual(first.copy.docs, first.found.docs)) {
  console.error('the two ways gave different search documents: not measured');
  process.exit(1);
}

const times = { copy: [] as number[], found: [] as number[] };
const clones = { copy: [] as number[], found: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  // Alternating which goes first, so neither always runs on a warmer heap.
  const order = round % 2 === 0 ? (['copy', 'found'] as const) : (['found', 'copy'] as const);
  for (const way of order) {
    const raw = items();
    let start = performance.now();
    const { answer } = WAYS[way](raw);
    times[way].push(performance.now() - start);
    start = performance.now();
    structuredClone(answer);
    clones[way].push(performance.now() - start);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const spread = (values: number[]) =>
  `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
const line = (label: string, of: typeof times) =>
  `${label}: copy ${median(of.copy).toFixed(2)} ms (${spread(of.copy)}), found ${median(of.found).toFixed(2)} ms (${spread(of.found)}), ratio ${(median(of.found) / median(of.copy)).toFixed(2)}`;

const size = (value: unknown) => (JSON.stringify(value).length / 1024).toFixed(1);
console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${ROUNDS} rounds, alternating`,
);
console.log(
  `answer: "${word}" over ${grow > 0 ? `the demo grown to ${grow} articles` : exportPath}: ${items().length} entries, ${(body.length / 1024).toFixed(1)} KiB of JSON, ${first.found.docs.length} search documents (same from both ways)`,
);
console.log(line('read into search documents', times));
console.log(line('structured clone of the answer', clones));
console.log(
  `the answer as kept, JSON: copy ${size(first.copy.answer)} KiB, found ${size(first.found.answer)} KiB`,
);
