/**
 * The full-text index behind /search, and the only module that knows which library builds it
 * (MiniSearch): swapping libraries means rewriting this file alone. Words are read by text-fold.ts.
 *
 * Matching: every query word must match (AND); the last letters may still be missing (prefix, so
 * "handm" finds "Handmaid"); one typo is forgiven in words of four letters or more, a swap of two
 * neighbouring letters included ("handmiad"), which plain edit distance would count as two.
 * Ranking: documents matching more query words in the title come first, then by score, where a title
 * word weighs most, then tags and author, then the excerpt, then the body.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { inSlices } from '../../lib/in-slices';
import { yieldToMain } from '../../lib/yield-to-main';
import { fold, foldedWords, queryWords } from './text-fold';
import type { SearchDoc } from './search-doc';

const FIELDS = ['title', 'tags', 'author', 'excerpt', 'body'] as const;
export const BOOST: Record<(typeof FIELDS)[number], number> = {
  title: 6,
  tags: 3,
  author: 3,
  excerpt: 2,
  body: 1,
};
/** Shorter words are matched as typed (plus prefix): a typo in "war" is another word. */
const FUZZY_MIN_LENGTH = 4;
/** Longest word whose letter swaps are tried; beyond it a swap is still within prefix reach. */
const SWAP_MAX_LENGTH = 16;

export interface SearchHit {
  id: string;
  score: number;
  /** Folded index words this document matched, for highlighting. */
  words: string[];
  /** How many query words it matched in its title (ranked first). */
  inTitle: number;
}

/** The word with one pair of neighbouring letters swapped, each distinct way. */
function swaps(word: string): string[] {
  if (word.length < FUZZY_MIN_LENGTH || word.length > SWAP_MAX_LENGTH) return [];
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1])
      out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return [...out];
}

/** One query word as MiniSearch matches it: prefix, one typo from four letters on, a swap. */
export function wordQuery(word: string): Query {
  const typed: Query = {
    queries: [word],
    prefix: true,
    fuzzy: word.length >= FUZZY_MIN_LENGTH ? 1 : false,
  };
  const swapped = swaps(word);
  return swapped.length === 0
    ? typed
    : { combineWith: 'OR', queries: [typed, { queries: swapped, prefix: true, fuzzy: false }] };
}

/**
 * Whether an index word can match wordQuery(word) at all: it starts with the word or one of its
 * swaps, or its length is within the typo's reach. A cheap test that lets a reader load only the
 * words a query can reach; the query itself decides.
 */
export function mayMatch(word: string): (term: string) => boolean {
  const starts = [word, ...swaps(word)];
  const fuzzy = word.length >= FUZZY_MIN_LENGTH;
  return (term) =>
    (fuzzy && Math.abs(term.length - word.length) <= 1) ||
    starts.some((start) => term.startsWith(start));
}

export const titleWords = (result: SearchResult): number =>
  Object.values(result.match).filter((fields) => fields.includes('title')).length;

export interface SearchIndex {
  readonly size: number;
  has(id: string): boolean;
  /** Adds or replaces documents, yielding to the page between slices; resolves with the longest slice (ms). */
  addAll(docs: readonly SearchDoc[]): Promise<number>;
  search(query: string, keep?: (id: string) => boolean, limit?: number): SearchHit[];
}

export function createSearchIndex(pause: () => Promise<void> = yieldToMain): SearchIndex {
  const mini = new MiniSearch<SearchDoc>({
    fields: [...FIELDS],
    storeFields: [],
    tokenize: foldedWords,
    // Words arrive folded from the tokenizer; query words are folded once more (harmless) by queryWords.
    processTerm: (term) => fold(term) || null,
    searchOptions: { boost: BOOST, combineWith: 'AND' },
  });

  /**
   * The last query's matches over the whole index, until the index changes: a page of results ranks
   * the same words again as each of its sources answers (the device, the archive, the Delivery API),
   * and a fuzzy match over thousands of documents took 13-15 ms of a phone-speed task each time.
   */
  let last: { words: string; results: SearchResult[] } | null = null;

  function put(doc: SearchDoc): void {
    last = null;
    if (mini.has(doc.id)) mini.replace(doc);
    else mini.add(doc);
  }

  function matches(words: string[]): SearchResult[] {
    const key = words.join(' ');
    if (last?.words !== key)
      last = {
        words: key,
        results: mini.search({ combineWith: 'AND', queries: words.map(wordQuery) }),
      };
    return last.results;
  }

  return {
    get size() {
      return mini.documentCount;
    },
    has: (id) => mini.has(id),
    addAll: (docs) => inSlices(docs, put, pause),
    search(query, keep, limit = 50) {
      const words = queryWords(query);
      if (words.length === 0) return [];
      const all = matches(words);
      const results = keep ? all.filter((result) => keep(String(result.id))) : all;
      return results
        .map((result) => ({ result, inTitle: titleWords(result) }))
        .sort((a, b) => b.inTitle - a.inTitle || b.result.score - a.result.score)
        .slice(0, limit)
        .map(({ result, inTitle }) => ({
          id: String(result.id),
          score: result.score,
          words: result.terms,
          inTitle,
        }));
    },
  };
}
