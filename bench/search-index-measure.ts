/**
 * The archive's search index at archive scale, in process: the build (full, then incremental after
 * one article changes), the whole index's compressed size, what the first query of a cold device
 * fetches (gzip bytes) and how long it takes to answer from those files (parsing and loading the
 * pieces included; the transfer itself is not: the files come from memory), later queries' median,
 * then the same first queries over HTTP from the site server on localhost (compressed as it serves
 * them, its compression cache warmed first as a CDN's would be: bytes on the wire and time with the
 * transfer), and a word only one old article's body holds, typed with a letter missing, found online (pieces
 * fetched as needed) and offline after the whole download (no fetch allowed but from the download).
 * Set beside one MiniSearch index of everything, serialised whole: what a first query would fetch
 * without the pieces. Timings only: nothing here passes or fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startSiteServer } from '../local-cloud/site-server.ts';
import MiniSearch from 'minisearch';
import { buildSearchIndex, type IndexBuild } from '../build/prerender/search-index.ts';
import { allPieces, INDEX_FIELDS, MANIFEST_FILE } from '../src/features/search/archive-format.ts';
import { createArchiveSearch } from '../src/features/search/archive-search.ts';
import type { SearchDoc } from '../src/features/search/search-doc.ts';
import { fold, foldedWords } from '../src/features/search/text-fold.ts';
import { median, ms, SEARCH_QUERIES } from './search-measure.ts';

const ROUNDS = 15;
const COLD_DEVICES = 7;
const HTTP_ROUNDS = 5;
/** Put into one old article's body: no other document holds it. */
const RARE_WORD = 'quillowisp';
const RARE_TYPO = 'quillowsp';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

function served(files: Map<string, string>, log: string[]) {
  return async (file: string) => {
    const text = files.get(file);
    if (text === undefined) throw new Error(`${file}: not available`);
    log.push(file);
    return text;
  };
}

const NOW = '2026-11-25T00:00:00.000Z';

function fullBuild(docs: SearchDoc[]): IndexBuild {
  return buildSearchIndex({
    docs,
    prior: null,
    full: false,
    intact: () => false,
    readPiece: () => '',
    now: NOW,
  });
}

export async function measureArchiveIndex(input: readonly SearchDoc[]): Promise<string[]> {
  const docs = [...input].sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? -1 : 1));
  // The oldest article gets a word of its own.
  const oldest = docs.findIndex((doc) => doc.kind !== 'post');
  docs[oldest] = { ...docs[oldest], body: `${docs[oldest].body} A ${RARE_WORD} at dusk.` };
  const lines: string[] = [];

  let t = performance.now();
  const built = fullBuild(docs);
  const fullMs = performance.now() - t;
  const files = new Map(built.write.map(({ file, text }) => [file, text]));
  const gzipOf = new Map<string, number>(allPieces(built.state.manifest));
  const manifestText = files.get(MANIFEST_FILE)!;
  gzipOf.set(MANIFEST_FILE, gz(manifestText));
  const raw = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const whole = [...gzipOf.values()].reduce((sum, bytes) => sum + bytes, 0);
  const terms = Object.values(built.state.manifest.terms);
  const largest = Math.max(...terms.map(([, bytes]) => bytes));
  lines.push(
    `index of ${docs.length} documents: full build ${ms(fullMs)}; ${files.size} files, ` +
      `${mib(raw)} raw, whole index ${mib(whole)} gzip (manifest ${kib(gzipOf.get(MANIFEST_FILE)!)}, ` +
      `${terms.length} term pieces, largest ${kib(largest)}, ${built.state.manifest.docs.length} document pieces)`,
  );

  // First query on a cold device: a new reader per query, nothing fetched yet.
  const firsts: { query: string; bytes: number; ms: number }[] = [];
  for (let device = 0; device < COLD_DEVICES; device++)
    for (const query of [RARE_TYPO, ...SEARCH_QUERIES]) {
      const log: string[] = [];
      const search = createArchiveSearch(served(files, log));
      t = performance.now();
      await search.search(query);
      const took = performance.now() - t;
      if (device === 0)
        firsts.push({ query, ms: took, bytes: log.reduce((s, f) => s + gzipOf.get(f)!, 0) });
      else
        firsts.find((f) => f.query === query)!.ms = Math.min(
          firsts.find((f) => f.query === query)!.ms,
          took,
        );
    }
  const rare = firsts[0];
  const worst = firsts.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const slowest = firsts.reduce((a, b) => (b.ms > a.ms ? b : a));
  lines.push(
    `first query, cold device: "${RARE_TYPO}" ${kib(rare.bytes)} gzip fetched, answered in ${ms(rare.ms)}; ` +
      `over ${firsts.length} queries median ${kib(median(firsts.map((f) => f.bytes)))} / ${ms(median(firsts.map((f) => f.ms)))}, ` +
      `most bytes "${worst.query}" ${kib(worst.bytes)}, slowest "${slowest.query}" ${ms(slowest.ms)} (best of ${COLD_DEVICES} devices each)`,
  );

  // The same first queries over HTTP: the site server, its compressed copies made beforehand.
  const dir = mkdtempSync(join(tmpdir(), 'search-index-bench-'));
  for (const [file, text] of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const server = await startSiteServer({ port: 0, distDir: dir });
  try {
    for (const file of files.keys()) await (await fetch(`${server.url}/${file}`)).arrayBuffer();
    // Each query on HTTP_ROUNDS fresh devices; its median time counts (one sample is at the mercy of the load).
    const wire: { query: string; bytes: number; ms: number }[] = [];
    for (const query of [RARE_TYPO, ...SEARCH_QUERIES]) {
      let bytes = 0;
      const times: number[] = [];
      for (let round = 0; round < HTTP_ROUNDS; round++) {
        bytes = 0;
        const search = createArchiveSearch(async (file) => {
          const response = await fetch(`${server.url}/${file}`);
          if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
          bytes += Number(response.headers.get('content-length') ?? 0);
          return response.text();
        });
        t = performance.now();
        await search.search(query);
        times.push(performance.now() - t);
      }
      wire.push({ query, bytes, ms: median(times) });
    }
    const most = wire.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const slow = wire.reduce((a, b) => (b.ms > a.ms ? b : a));
    lines.push(
      `first query over HTTP (site server on localhost, as it compresses): "${RARE_TYPO}" ` +
        `${kib(wire[0].bytes)} on the wire in ${ms(wire[0].ms)}; median ${kib(median(wire.map((w) => w.bytes)))} / ` +
        `${ms(median(wire.map((w) => w.ms)))}; most bytes "${most.query}" ${kib(most.bytes)}, slowest "${slow.query}" ${ms(slow.ms)} ` +
        `(median of ${HTTP_ROUNDS} cold devices each)`,
    );
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }

  // Later queries: one device that has searched before.
  const log: string[] = [];
  const warm = createArchiveSearch(served(files, log));
  for (const query of SEARCH_QUERIES) await warm.search(query);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const query of SEARCH_QUERIES) {
      t = performance.now();
      await warm.search(query);
      times.push(performance.now() - t);
    }
  lines.push(`later queries: median ${ms(median(times))} over ${times.length}`);

  // The rare word with one letter missing: online (fetched as needed), offline after the download.
  const oldId = docs[oldest].id;
  const online = await createArchiveSearch(served(files, [])).search(RARE_TYPO);
  const downloaded = new Map(files);
  const offline = await createArchiveSearch(served(downloaded, [])).search(RARE_TYPO);
  const found = (answer: typeof online) =>
    answer?.hits.some((hit) => hit.doc.id === oldId) ? 'found' : 'NOT FOUND';
  lines.push(
    `"${RARE_TYPO}" (only in ${oldId}'s body, as "${RARE_WORD}"): online ${found(online)}, ` +
      `offline after the download ${found(offline)}`,
  );

  // Incremental: one article's title and body change.
  const changed = [...docs];
  const at = Math.floor(docs.length / 2);
  changed[at] = {
    ...docs[at],
    title: `${docs[at].title} (revised)`,
    body: `${docs[at].body} Revised.`,
  };
  t = performance.now();
  const next = buildSearchIndex({
    docs: changed,
    prior: built.state,
    full: false,
    intact: (file) => files.has(file),
    readPiece: (file) => files.get(file)!,
    now: NOW,
  });
  const incMs = performance.now() - t;
  lines.push(
    `incremental after one article changes: ${ms(incMs)}, ${next.write.length} files written ` +
      `(${kib(next.write.reduce((s, w) => s + Buffer.byteLength(w.text), 0))}), ${next.keep.length} kept`,
  );

  // One MiniSearch index of everything, serialised whole.
  t = performance.now();
  const mini = new MiniSearch<SearchDoc>({
    fields: [...INDEX_FIELDS],
    storeFields: [],
    tokenize: foldedWords,
    processTerm: (term) => fold(term) || null,
  });
  mini.addAll(docs);
  const json = JSON.stringify(mini);
  const wholeBuild = performance.now() - t;
  t = performance.now();
  MiniSearch.loadJSON(json, {
    fields: [...INDEX_FIELDS],
    tokenize: foldedWords,
    processTerm: (term) => fold(term) || null,
  });
  lines.push(
    `for comparison, one MiniSearch index of everything: built in ${ms(wholeBuild)}, ${mib(json.length)} raw, ` +
      `${mib(gz(json))} gzip fetched before any first query, loaded in ${ms(performance.now() - t)}`,
  );
  return lines;
}
