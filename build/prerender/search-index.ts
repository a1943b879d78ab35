/**
 * The archive's search index, written with the pages (src/features/search/archive-format.ts says what
 * the files are). Every published article and post is one document: title, excerpt, tags, author and
 * the plain text of its body, read as the page's own search reads them (text-fold.ts).
 *
 * Incremental: the last build's numbering, each document's fingerprint, the pieces it had words in
 * and its field lengths are kept beside the output folder. A later build reads only the pieces of the
 * documents that changed, came or went, takes their old words out and their new words in, and leaves
 * every other piece alone. Pieces are written in one canonical form (words sorted, documents by
 * number), so an incremental build writes exactly the bytes a full one would.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  DOCS_PER_PIECE,
  INDEX_DIR,
  INDEX_FIELDS,
  MANIFEST_VERSION,
  allPieces,
  pieceKey,
  readManifest,
  type ArchiveManifest,
  type DocPiece,
  type PieceRef,
  type TermPiece,
} from '../../src/features/search/archive-format.ts';
import type { SearchDoc } from '../../src/features/search/search-doc.ts';
import { foldedWords } from '../../src/features/search/text-fold.ts';
import { sha256 } from './build-state.ts';

export const SEARCH_STATE_FILE = 'search-index-state.json';
const STATE_VERSION = 1;

export interface SearchState {
  version: typeof STATE_VERSION;
  /** Document numbers by id; a number is never given to another document. */
  numbers: Record<string, number>;
  next: number;
  prints: Record<string, string>;
  /** The term pieces each document has words in. */
  keys: Record<string, string[]>;
  /** Each document's field lengths (distinct words), in INDEX_FIELDS order. */
  lengths: Record<string, number[]>;
  manifest: ArchiveManifest;
}

export interface IndexFile {
  file: string;
  text: string;
}

export interface IndexBuild {
  /** Pieces to write (or find already written), and the manifest. */
  write: IndexFile[];
  /** Pieces the last build wrote that stay as they are. */
  keep: string[];
  state: SearchState;
  /** Why every piece was built, or null when only the changed ones were. */
  full: string | null;
}

export interface IndexInputs {
  docs: readonly SearchDoc[];
  prior: SearchState | null;
  /** Build every piece whatever the prior state holds (numbers are still kept). */
  full: boolean;
  /** Whether a piece the last build wrote is still there as it wrote it. */
  intact: (file: string) => boolean;
  /** The text of such a piece. */
  readPiece: (file: string) => string;
  /** The time of this build (ISO), for the manifest when the index changed. */
  now: string;
}

/** A document's words: per word, its count in each field; and each field's distinct words. */
interface Tokens {
  words: Map<string, number[]>;
  lengths: number[];
}

function tokens(doc: SearchDoc): Tokens {
  const words = new Map<string, number[]>();
  const lengths = INDEX_FIELDS.map((field, f) => {
    const found = foldedWords(doc[field]);
    for (const word of found) {
      let counts = words.get(word);
      if (!counts) words.set(word, (counts = INDEX_FIELDS.map(() => 0)));
      counts[f] += 1;
    }
    return new Set(found).size;
  });
  return { words, lengths };
}

/** The postings of one term piece while it is built: word → field id → document number → count. */
type Postings = Map<string, Map<number, Map<number, number>>>;

function addPostings(pieces: Map<string, Postings>, n: number, { words }: Tokens): Set<string> {
  const keys = new Set<string>();
  for (const [word, counts] of words) {
    const key = pieceKey(word);
    keys.add(key);
    let piece = pieces.get(key);
    if (!piece) pieces.set(key, (piece = new Map()));
    let fields = piece.get(word);
    if (!fields) piece.set(word, (fields = new Map()));
    counts.forEach((count, f) => {
      if (count === 0) return;
      let docs = fields.get(f);
      if (!docs) fields.set(f, (docs = new Map()));
      docs.set(n, count);
    });
  }
  return keys;
}

const isEmpty = (object: object): boolean => {
  for (const _ in object) return false;
  return true;
};

/**
 * A piece of the last build with the changed documents' postings taken out and their new ones put
 * in, worked on the parsed file itself (no maps): most of a touched piece's words are untouched.
 * Returns the canonical text, as pieceText would write it from scratch; '' when nothing is left.
 */
function patchPiece(text: string | null, gone: ReadonlySet<number>, fresh?: Postings): string {
  const index: TermPiece['index'] = text ? (JSON.parse(text) as TermPiece).index : [];
  if (gone.size > 0)
    for (const [, fields] of index)
      for (const f of Object.keys(fields)) {
        const docs = fields[f];
        for (const n of gone) delete docs[n];
        if (isEmpty(docs)) delete fields[f];
      }
  if (fresh) {
    const at = new Map(index.map(([word], i) => [word, i]));
    let added = false;
    for (const [word, byField] of fresh) {
      let i = at.get(word);
      if (i === undefined) {
        i = index.push([word, {}]) - 1;
        added = true;
      }
      const fields = index[i][1];
      for (const [f, docs] of byField) {
        const into = (fields[f] ??= {});
        for (const [n, count] of docs) into[n] = count;
      }
    }
    if (added) index.sort(([a], [b]) => byCodeUnit(a, b));
  }
  // Field ids and document numbers serialise in ascending order: they are integer-like keys.
  const kept = index.filter(([, fields]) => !isEmpty(fields));
  return kept.length === 0 ? '' : JSON.stringify({ index: kept } satisfies TermPiece);
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The canonical text of a term piece; '' when it holds nothing. */
function pieceText(piece: Postings): string {
  const index: TermPiece['index'] = [];
  for (const word of [...piece.keys()].sort(byCodeUnit)) {
    const fields: Record<string, Record<string, number>> = {};
    for (const f of [...piece.get(word)!.keys()].sort((a, b) => a - b)) {
      const docs = piece.get(word)!.get(f)!;
      if (docs.size === 0) continue;
      // Integer-like keys serialise in ascending order whatever the insertion order.
      fields[f] = Object.fromEntries(docs);
    }
    if (Object.keys(fields).length > 0) index.push([word, fields]);
  }
  return index.length === 0 ? '' : JSON.stringify({ index } satisfies TermPiece);
}

const pieceFile = (text: string) => `${INDEX_DIR}/${sha256(text).slice(0, 16)}.json`;
/** The download size shown: gzip at level 6 is within 0.1% of level 9 on these files, in half the time. */
const gzipBytes = (text: string) => gzipSync(text, { level: 6 }).length;

function docPieceText(docs: readonly SearchDoc[], numbers: Record<string, number>): string {
  const rows: DocPiece = {};
  for (const doc of docs)
    rows[numbers[doc.id]] = [doc.id, doc.kind, doc.title, doc.date, doc.href, doc.excerpt];
  return JSON.stringify(rows);
}

/** Builds the pieces a build needs: all of them, or only those the changed documents touch. */
export function buildSearchIndex(inputs: IndexInputs): IndexBuild {
  const { docs, prior } = inputs;
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const ids = [...byId.keys()].sort(byCodeUnit);

  // Numbers: the last build's, then the next free ones in id order.
  const numbers: Record<string, number> = {};
  let next = prior?.next ?? 0;
  for (const id of ids) numbers[id] = prior?.numbers[id] ?? next++;
  const prints = Object.fromEntries(ids.map((id) => [id, sha256(JSON.stringify(byId.get(id)))]));

  const write: IndexFile[] = [];
  const keep: string[] = [];
  const terms: Record<string, PieceRef> = {};
  const keys: Record<string, string[]> = {};
  const lengths: Record<string, number[]> = {};

  // Incremental only when every piece of the last build is still there as it wrote it.
  let full: string | null = inputs.full
    ? 'asked for'
    : prior
      ? null
      : 'no index state from an earlier build';
  if (full === null)
    for (const [file] of allPieces(prior!.manifest))
      if (!inputs.intact(file)) {
        full = `the index piece ${file} is missing or changed`;
        break;
      }

  const pieces = new Map<string, Postings>();
  const texts = new Map<string, string>();
  const touched = new Set<string>();
  const changedNumbers = new Set<number>();
  const changedDocs = new Set<string>();
  if (full !== null) {
    for (const id of ids) {
      const t = tokens(byId.get(id)!);
      keys[id] = [...addPostings(pieces, numbers[id], t)].sort(byCodeUnit);
      lengths[id] = t.lengths;
      changedDocs.add(id);
    }
    for (const key of pieces.keys()) touched.add(key);
  } else {
    const old = prior!;
    const gone = Object.keys(old.numbers).filter((id) => !byId.has(id));
    const changed = ids.filter((id) => old.prints[id] !== prints[id]);
    for (const id of [...gone, ...changed]) {
      if (old.numbers[id] !== undefined) changedNumbers.add(old.numbers[id]);
      for (const key of old.keys[id] ?? []) touched.add(key);
      changedDocs.add(id);
    }
    const fresh = new Map<string, Postings>();
    for (const id of changed) {
      const t = tokens(byId.get(id)!);
      keys[id] = [...addPostings(fresh, numbers[id], t)].sort(byCodeUnit);
      lengths[id] = t.lengths;
      keys[id].forEach((key) => touched.add(key));
    }
    for (const id of ids)
      if (!keys[id]) {
        keys[id] = old.keys[id];
        lengths[id] = old.lengths[id];
      }
    for (const key of touched) {
      // A changed document's old postings go, its new ones come in.
      const was = old.manifest.terms[key];
      const text = was ? inputs.readPiece(was[0]) : null;
      texts.set(key, patchPiece(text, changedNumbers, fresh.get(key)));
    }
    for (const [key, ref] of Object.entries(old.manifest.terms))
      if (!touched.has(key)) {
        terms[key] = ref;
        keep.push(ref[0]);
      }
  }
  for (const key of [...touched].sort(byCodeUnit)) {
    const text = texts.get(key) ?? pieceText(pieces.get(key) ?? new Map());
    if (!text) continue;
    const file = pieceFile(text);
    terms[key] = [file, gzipBytes(text)];
    write.push({ file, text });
  }

  // Document pieces: those holding a changed, new or gone document are written again.
  const buckets = new Map<number, SearchDoc[]>();
  for (const id of ids) {
    const b = Math.floor(numbers[id] / DOCS_PER_PIECE);
    if (!buckets.has(b)) buckets.set(b, []);
    buckets.get(b)!.push(byId.get(id)!);
  }
  const stale = new Set<number>();
  if (full !== null) for (const b of buckets.keys()) stale.add(b);
  else {
    for (const n of changedNumbers) stale.add(Math.floor(n / DOCS_PER_PIECE));
    for (const id of changedDocs)
      if (numbers[id] !== undefined) stale.add(Math.floor(numbers[id] / DOCS_PER_PIECE));
  }
  const docPieces: (PieceRef | null)[] = [];
  const last = Math.ceil(next / DOCS_PER_PIECE);
  for (let b = 0; b < last; b++) {
    const inBucket = buckets.get(b);
    if (!inBucket) docPieces.push(null);
    else if (!stale.has(b) && prior?.manifest.docs[b]) {
      docPieces.push(prior.manifest.docs[b]);
      keep.push(prior.manifest.docs[b]![0]);
    } else {
      const text = docPieceText(inBucket, numbers);
      const file = pieceFile(text);
      docPieces.push([file, gzipBytes(text)]);
      write.push({ file, text });
    }
  }

  const averages = INDEX_FIELDS.map((_, f) =>
    ids.length === 0 ? 0 : ids.reduce((sum, id) => sum + lengths[id][f], 0) / ids.length,
  );
  const sortedTerms = Object.fromEntries(
    Object.entries(terms).sort(([a], [b]) => byCodeUnit(a, b)),
  );
  const content = { documents: ids.length, averages, terms: sortedTerms, docs: docPieces };
  const same =
    prior !== null &&
    JSON.stringify(content) ===
      JSON.stringify({
        documents: prior.manifest.documents,
        averages: prior.manifest.averages,
        terms: prior.manifest.terms,
        docs: prior.manifest.docs,
      });
  const manifest: ArchiveManifest = {
    version: MANIFEST_VERSION,
    updated: same ? prior.manifest.updated : inputs.now,
    ...content,
  };
  write.push({ file: `${INDEX_DIR}/manifest.json`, text: JSON.stringify(manifest) });
  return {
    write,
    keep,
    full,
    state: { version: STATE_VERSION, numbers, next, prints, keys, lengths, manifest },
  };
}

/** The last build's index state, or null when there is none this code can use. */
export function readSearchState(stateDir: string): SearchState | null {
  const path = join(stateDir, SEARCH_STATE_FILE);
  if (!existsSync(path)) return null;
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as SearchState;
    if (
      data?.version !== STATE_VERSION ||
      typeof data.next !== 'number' ||
      !readManifest(data.manifest)
    )
      return null;
    for (const key of ['numbers', 'prints', 'keys', 'lengths'] as const)
      if (typeof data[key] !== 'object' || data[key] === null) return null;
    return data;
  } catch {
    return null;
  }
}

export function saveSearchState(stateDir: string, state: SearchState): void {
  const path = join(stateDir, SEARCH_STATE_FILE);
  writeFileSync(`${path}.tmp`, JSON.stringify(state));
  renameSync(`${path}.tmp`, path);
}
