/**
 * Search over the archive's index (archive-format.ts): the pieces a query's words need are fetched
 * once per session (the service worker keeps them for later sessions and offline), each loaded into
 * MiniSearch and asked for its word with the same prefix and typo rules as the device's index
 * (search-engine.ts). Every word must match; documents matching more words in the title come first,
 * then by score.
 */
import MiniSearch from 'minisearch';
import {
  DOCS_PER_PIECE,
  INDEX_FIELDS,
  MANIFEST_FILE,
  pieceAsIndex,
  pieceKey,
  readManifest,
  type ArchiveManifest,
  type DocPiece,
  type TermPiece,
} from './archive-format';
import { BOOST, mayMatch, wordQuery } from './search-engine';
import type { SearchDoc } from './search-doc';
import { fold, foldedWords, queryWords } from './text-fold';
import { yieldToMain } from '../../lib/yield-to-main';

/** Fetches a file of the site by its path below the root; rejects when it cannot. */
export type FetchText = (file: string) => Promise<string>;

export interface ArchiveHit {
  /** The document, without its body (the index keeps no text to show but the excerpt). */
  doc: SearchDoc;
  score: number;
  inTitle: number;
  words: string[];
}

export interface ArchiveAnswer {
  hits: ArchiveHit[];
  /** When the build last changed the index (ISO): what the answer covers. */
  updated: string;
}

export interface ArchiveSearch {
  manifest(): Promise<ArchiveManifest>;
  /** The answer, or null when the index or a piece it needs cannot be had (offline, not fetched). */
  search(query: string, limit?: number): Promise<ArchiveAnswer | null>;
}

const fetchSite: FetchText = async (file) => {
  const response = await fetch(`/${file}`);
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return response.text();
};

/** Query words whose loaded words are kept (a few per query typed letter by letter). */
const LOADED_WORDS = 64;

interface WordMatch {
  score: number;
  inTitle: boolean;
  terms: string[];
}

/**
 * `pause` ends the task between a piece's parsing, loading and asking, and before the ranking: at
 * 10,000 articles those were one task of 50-80 ms at a phone's speed.
 */
export function createArchiveSearch(
  fetchText: FetchText = fetchSite,
  pause: () => Promise<void> = yieldToMain,
): ArchiveSearch {
  let manifest: Promise<ArchiveManifest> | null = null;
  /** Pieces by file name: a name is the hash of its bytes, so a loaded piece stays right. */
  const terms = new Map<string, Promise<TermPiece>>();
  const docs = new Map<string, Promise<DocPiece>>();
  /** The words of a piece a query word reaches, loaded, for the query words asked lately. */
  const loaded = new Map<string, MiniSearch>();
  /** A failed fetch is tried again by the next query. */
  const once = <T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load().catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, pending);
    }
    return pending;
  };

  const loadManifest = () =>
    (manifest ??= fetchText(MANIFEST_FILE).then((text) => {
      const read = readManifest(JSON.parse(text));
      if (!read) throw new Error('the search index manifest is not one this page reads');
      return read;
    })).catch((error: unknown) => {
      manifest = null;
      throw error;
    });

  const termPiece = (file: string) =>
    once(terms, file, async () => JSON.parse(await fetchText(file)) as TermPiece);

  /**
   * Each matching document of one word: its score and the index words it matched. MiniSearch loads
   * only the piece's words the query can reach (a common piece holds postings of most documents for
   * words the query never asks for); a word's score depends on its own postings alone.
   */
  async function matchWord(word: string, m: ArchiveManifest): Promise<Map<number, WordMatch>> {
    const ref = m.terms[pieceKey(word)];
    const out = new Map<number, WordMatch>();
    if (!ref) return out;
    const piece = await termPiece(ref[0]);
    await pause();
    // The totals come from the manifest: a newer one loads the words again.
    const key = `${m.updated} ${ref[0]} ${word}`;
    let mini = loaded.get(key);
    if (mini) loaded.delete(key);
    else {
      const reachable = mayMatch(word);
      const index = piece.index.filter(([term]) => reachable(term));
      if (index.length === 0) return out;
      mini = MiniSearch.loadJS(pieceAsIndex({ index }, m), {
        fields: [...INDEX_FIELDS],
        tokenize: foldedWords,
        processTerm: (term) => fold(term) || null,
      });
      await pause();
    }
    // The most recently used last; the oldest goes past LOADED_WORDS.
    loaded.set(key, mini);
    if (loaded.size > LOADED_WORDS) loaded.delete(loaded.keys().next().value!);
    for (const result of mini.search(wordQuery(word), { boost: BOOST }))
      out.set(Number(result.id), {
        score: result.score,
        inTitle: Object.values(result.match).some((fields) => fields.includes('title')),
        terms: result.terms,
      });
    return out;
  }

  /** The answer from one manifest's pieces; null when one of them cannot be had. */
  async function answer(
    words: string[],
    m: ArchiveManifest,
    limit: number,
  ): Promise<ArchiveAnswer | null> {
    let perWord: Map<number, WordMatch>[];
    try {
      perWord = await Promise.all(words.map((word) => matchWord(word, m)));
    } catch {
      return null;
    }
    // A common word's matches are the most of a task already: ranking them takes the next one.
    await pause();
    const [first, ...rest] = [...perWord].sort((a, b) => a.size - b.size);
    const ranked: { n: number; score: number; inTitle: number; words: string[] }[] = [];
    for (const [n, match] of first) {
      if (!rest.every((other) => other.has(n))) continue;
      const all = [match, ...rest.map((other) => other.get(n)!)];
      ranked.push({
        n,
        score: all.reduce((sum, w) => sum + w.score, 0),
        inTitle: all.filter((w) => w.inTitle).length,
        words: [...new Set(all.flatMap((w) => w.terms))],
      });
    }
    ranked.sort((a, b) => b.inTitle - a.inTitle || b.score - a.score || a.n - b.n);
    const shown = ranked.slice(0, limit);
    let pieces: Map<number, DocPiece>;
    try {
      const needed = [...new Set(shown.map(({ n }) => Math.floor(n / DOCS_PER_PIECE)))];
      const loaded = await Promise.all(
        needed.map(async (b) => {
          const ref = m.docs[b];
          if (!ref) return [b, {}] as const;
          const piece = await once(
            docs,
            ref[0],
            async () => JSON.parse(await fetchText(ref[0])) as DocPiece,
          );
          return [b, piece] as const;
        }),
      );
      pieces = new Map(loaded);
    } catch {
      return null;
    }
    const hits: ArchiveHit[] = [];
    for (const { n, score, inTitle, words: matched } of shown) {
      const row = pieces.get(Math.floor(n / DOCS_PER_PIECE))?.[n];
      if (!row) continue;
      const [id, kind, title, date, href, excerpt] = row;
      const doc: SearchDoc = {
        id,
        kind,
        title,
        date,
        href,
        excerpt,
        tags: '',
        author: '',
        body: '',
      };
      hits.push({ doc, score, inTitle, words: matched });
    }
    return { hits, updated: m.updated };
  }

  return {
    manifest: loadManifest,
    async search(query, limit = 50) {
      const words = queryWords(query);
      let m: ArchiveManifest;
      try {
        m = await loadManifest();
      } catch {
        return null;
      }
      if (words.length === 0) return { hits: [], updated: m.updated };
      const first = await answer(words, m, limit);
      if (first) return first;
      // A build since this manifest was read replaces the pieces it changed: a newer manifest names
      // them. Asked once; the same manifest again means a piece cannot be had (offline).
      manifest = null;
      let fresh: ArchiveManifest;
      try {
        fresh = await loadManifest();
      } catch {
        manifest = Promise.resolve(m);
        return null;
      }
      return JSON.stringify(fresh) === JSON.stringify(m) ? null : answer(words, fresh, limit);
    },
  };
}
