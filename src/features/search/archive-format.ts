/**
 * The archive's search index as the build writes it and the page reads it: static files under
 * /search-index/, split so that a query fetches only what its words need.
 *
 * - `manifest.json`: the index's totals (documents, each field's average length, when it last
 *   changed) and the file of every piece, with its compressed size.
 * - Term pieces: every indexed word lives in the piece of its first two folded letters (a one-letter
 *   word in the piece of that letter), as MiniSearch's serialised index of those words alone. A query
 *   word is looked up in its own piece only, so one typo is forgiven from the third letter on: a
 *   letter missing, added, changed or two neighbours swapped after the first two letters finds the
 *   word; a typo within the first two letters looks in another piece and finds nothing there.
 * - Document pieces: the title, kind, date, address and excerpt of 64 documents at a time, fetched
 *   for the results shown.
 *
 * Documents are numbered once and keep their number from build to build, so a change to one article
 * rewrites the pieces of its words and its own document piece, and nothing else. Each piece's name is
 * the hash of its bytes: a piece once fetched never changes.
 */
import type { AsPlainObject } from 'minisearch';
import type { SearchKind } from './search-doc';

export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = `${INDEX_DIR}/manifest.json`;
export const MANIFEST_VERSION = 1;
/** Documents per document piece. */
export const DOCS_PER_PIECE = 64;
/** Letters of a word that choose its piece. */
export const KEY_LETTERS = 2;

/** The indexed fields, in MiniSearch's field-id order (the pieces store field ids). */
export const INDEX_FIELDS = ['title', 'tags', 'author', 'excerpt', 'body'] as const;
export type IndexField = (typeof INDEX_FIELDS)[number];

/** The piece a folded word belongs to. */
export const pieceKey = (word: string): string => [...word].slice(0, KEY_LETTERS).join('');

/** A file and its size gzip-compressed (what a visitor downloads). */
export type PieceRef = [file: string, gzipBytes: number];

export interface ArchiveManifest {
  version: typeof MANIFEST_VERSION;
  /** ISO time of the build that last changed the index. */
  updated: string;
  documents: number;
  /** Each field's average length in distinct words, in INDEX_FIELDS order. */
  averages: number[];
  /** Term pieces by key. */
  terms: Record<string, PieceRef>;
  /** Document pieces by number (document n is in piece ⌊n / DOCS_PER_PIECE⌋); null when empty. */
  docs: (PieceRef | null)[];
}

/** A term piece: MiniSearch's serialised `index` for the piece's words (field id → doc → count). */
export interface TermPiece {
  index: [term: string, fields: Record<string, Record<string, number>>][];
}

/** One document as results show it. */
export type DocRow = [
  id: string,
  kind: SearchKind,
  title: string,
  date: string | null,
  href: string,
  excerpt: string,
];
/** A document piece: rows by document number. */
export type DocPiece = Record<string, DocRow>;

/**
 * A term piece as MiniSearch loads it. Document numbers are its short ids; the totals come from the
 * manifest. Every document counts as of average length: the pieces carry no per-document lengths,
 * which would repeat in every piece a document has words in.
 */
export function pieceAsIndex(piece: TermPiece, manifest: ArchiveManifest): AsPlainObject {
  const numbers = new Set<string>();
  for (const [, fields] of piece.index)
    for (const postings of Object.values(fields))
      for (const n of Object.keys(postings)) numbers.add(n);
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  let last = 0;
  for (const n of numbers) {
    documentIds[n] = Number(n);
    fieldLength[n] = manifest.averages;
    last = Math.max(last, Number(n));
  }
  return {
    documentCount: manifest.documents,
    nextId: last + 1,
    documentIds,
    fieldIds: Object.fromEntries(INDEX_FIELDS.map((field, i) => [field, i])),
    fieldLength,
    averageFieldLength: manifest.averages,
    storedFields: {},
    dirtCount: 0,
    index: piece.index,
    serializationVersion: 2,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isRef = (v: unknown): v is PieceRef =>
  Array.isArray(v) && typeof v[0] === 'string' && typeof v[1] === 'number';

/** A manifest as fetched, or null when it is not one this code reads. */
export function readManifest(data: unknown): ArchiveManifest | null {
  if (!isRecord(data) || data.version !== MANIFEST_VERSION) return null;
  const { updated, documents, averages, terms, docs } = data;
  if (
    typeof updated !== 'string' ||
    typeof documents !== 'number' ||
    !Array.isArray(averages) ||
    averages.length !== INDEX_FIELDS.length ||
    !averages.every((a) => typeof a === 'number') ||
    !isRecord(terms) ||
    !Object.values(terms).every(isRef) ||
    !Array.isArray(docs) ||
    !docs.every((d) => d === null || isRef(d))
  )
    return null;
  return data as unknown as ArchiveManifest;
}

/** Every piece file with its compressed size: the whole download. */
export function allPieces(manifest: ArchiveManifest): PieceRef[] {
  return [
    ...Object.values(manifest.terms),
    ...manifest.docs.filter((d): d is PieceRef => d !== null),
  ];
}
