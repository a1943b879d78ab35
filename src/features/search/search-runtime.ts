/**
 * Search for one page session: the index of what this device holds, built once on first use (the
 * header box's focus or the search page), plus whatever the Delivery API answered to searches so far.
 * Offline, only documents stored on the device are searched, so a result never points at something
 * that cannot be opened.
 */
import { KIND_ORDER } from '../../content/kinds';
import {
  probeContentHost,
  runQuery,
  type QueryOutcome,
  type SearchAnswer,
} from '../../content/worker-queries';
import type { ArticleSummary } from '../../content/types';
import { storedContent, type StoredItem } from '../../store/stored-content';
import { isBrowserOffline } from '../../lib/browser-offline';
import { yieldToMain } from '../../lib/yield-to-main';
import { createArchiveSearch, type ArchiveAnswer, type ArchiveSearch } from './archive-search';
import { storedDocs, type DeviceSources } from './device-docs';
import { snippetOf } from './highlight';
import { articleDoc, mergeDocs, postDoc, type SearchDoc, type SearchKind } from './search-doc';
import { createSearchIndex, type SearchIndex } from './search-engine';
import { MAX_QUERY_WORDS, cleanQuery, wordSpans } from './text-fold';

export interface ResultItem {
  id: string;
  kind: SearchKind;
  title: string;
  date: string | null;
  href: string;
  snippet: string;
  /** Folded words to highlight in the title and snippet. */
  words: string[];
}

/**
 * Where results came from: the whole published space (online), the archive's index as of its last
 * build plus what this device stores (offline, the index's pieces at hand), or only what this device
 * stores.
 */
export type SearchScope = 'everything' | 'archive' | 'device';

export interface SearchRuntime {
  /** Takes in what the query cache gained since (articles read or saved after search started). */
  refresh(): Promise<void>;
  /**
   * Results among everything known (stored and answered online), or only the stored ones, merged
   * with the archive index's answer when there is one: one result per document, the device's copy
   * (which has a body to quote) where both have it.
   */
  results(query: string, scope: SearchScope, archive?: ArchiveAnswer | null): ResultItem[];
  /** The archive index's answer; null when its pieces cannot be had (offline and never fetched). */
  askArchive(query: string): Promise<ArchiveAnswer | null>;
  /** Asks the Delivery API and adds its answer; 'unreachable' when offline or it failed. */
  askOnline(query: string): Promise<'answered' | 'unreachable'>;
  /**
   * Adds every kind's newest titles, once per visit (a failed attempt is tried again on the next
   * call); true when that added documents. Asked apart from a query's answer and after it, so a page
   * of results waits for one request, not six more.
   */
  askLists(): Promise<boolean>;
}

/** Without an answer by then, the content host is probed, so an offline search fails in seconds. */
const PROBE_AFTER_MS = 1000;

/** The words of a query as typed (punctuation dropped), for the Delivery API's every-word match. */
export function onlineText(query: string): string {
  const text = cleanQuery(query);
  return wordSpans(text)
    .slice(0, MAX_QUERY_WORDS)
    .map((span) => text.slice(span.start, span.end))
    .join(' ');
}

/** What search asks the network for: always the published content, never the Preview API. */
export interface OnlineSources {
  /** The Delivery API's full-text search. */
  search: (text: string) => Promise<SearchAnswer>;
  /**
   * Every kind's newest titles, excerpts and tags (no bodies), asked once per visit: the Delivery API
   * matches whole words as typed, so these let a prefix or a typo find a title online on a device that
   * stores nothing.
   */
  lists: () => Promise<ArticleSummary[]>;
  /** Whether the content host answers at all. */
  probe: () => Promise<boolean>;
  /**
   * Gets the way to the network ready (the content worker and the SDK) while the device's documents
   * are indexed and the reader types.
   */
  warm?: () => void;
}

/** A query's value; its error (already classified, with its message) rejects. */
async function valueOf<T>(outcome: Promise<QueryOutcome<T>>): Promise<T> {
  const settled = await outcome;
  if (!settled.ok) throw new Error(settled.error.message);
  return settled.value;
}

/**
 * Answers asked before the runtime was there (a page of results asks in its first moments, without
 * the SDK), by their text: the runtime's first question with that text takes one instead of asking
 * again. One that failed is asked again the usual way.
 */
const offered = new Map<string, Promise<SearchAnswer>>();

export function offerAnswer(text: string, answer: Promise<SearchAnswer>): void {
  offered.set(text, answer);
}

/**
 * Whether a page of results is drawing an answer asked early: until the runtime has taken it, nothing
 * else shares its network (neither the worker and the SDK nor the archive index's manifest).
 */
const answerOffered = () => offered.size > 0;

function askPublished(text: string): Promise<SearchAnswer> {
  const early = offered.get(text);
  offered.delete(text);
  const ask = () => valueOf(runQuery('searchContent', [text]));
  return early ? early.catch(ask) : ask();
}

const PUBLISHED: OnlineSources = {
  search: askPublished,
  lists: () =>
    Promise.all(KIND_ORDER.map((kind) => valueOf(runQuery('fetchTitles', [kind])))).then((l) =>
      l.flat(),
    ),
  probe: probeContentHost,
  // An answer asked early needs neither; the worker and the SDK then load when first needed, so
  // their bytes do not share the network with that answer and the app.
  warm: () => {
    if (!answerOffered()) runQuery.warm();
  },
};

/**
 * A result whose snippet is found when it is first read: finding it reads the whole body, and a page
 * shows the first results only, of what may be hundreds.
 */
function resultOf(doc: SearchDoc, words: string[]): ResultItem {
  const { id, kind, title, date, href } = doc;
  let snippet: string | undefined;
  return {
    id,
    kind,
    title,
    date,
    href,
    words,
    get snippet() {
      return (snippet ??= snippetOf(doc, new Set(words)));
    },
  };
}

/** How long an answer of the Delivery API is used again for the same words (while online). */
const ANSWER_REUSE_MS = 5000;

export async function createSearchRuntime(
  sources: DeviceSources,
  online: OnlineSources = PUBLISHED,
  pause: () => Promise<void> = yieldToMain,
  archive: ArchiveSearch | null = null,
): Promise<SearchRuntime> {
  online.warm?.();
  // The archive's manifest is on its way while the device's documents are indexed (after an answer
  // asked early, the page asks the archive once the app is there).
  if (!answerOffered()) void archive?.manifest().catch(() => undefined);
  const index: SearchIndex = createSearchIndex(pause);
  const docs = new Map<string, SearchDoc>();
  const stored = new Set<string>();
  /** The data each query cache key had when it was last indexed: unchanged data is not read again. */
  const indexed = new Map<string, unknown>();
  const remember = (items: StoredItem[]) => items.forEach((i) => indexed.set(i.key, i.data));

  const held = sources.stored();
  remember(held);
  for (const doc of mergeDocs(await storedDocs(held, pause))) {
    docs.set(doc.id, doc);
    stored.add(doc.id);
  }
  await index.addAll([...docs.values()]);

  let lists: Promise<boolean> | null = null;
  const addLists = async (): Promise<boolean> => {
    const summaries = await online.lists();
    // List items only fill gaps: they have no body to search.
    const listed = mergeDocs(summaries.map(articleDoc)).filter((doc) => !docs.has(doc.id));
    for (const doc of listed) docs.set(doc.id, doc);
    await index.addAll(listed);
    return listed.length > 0;
  };

  /** Answers asked lately, by text: the page asks again what its start asked a moment before. */
  const asked = new Map<string, { at: number; answer: Promise<'answered' | 'unreachable'> }>();

  const view = (id: string, words: string[]): ResultItem | null => {
    const doc = docs.get(id);
    return doc ? resultOf(doc, words) : null;
  };

  return {
    async refresh() {
      const changed = sources.stored().filter((item) => indexed.get(item.key) !== item.data);
      if (changed.length === 0) return;
      remember(changed);
      const better: SearchDoc[] = [];
      for (const doc of mergeDocs(await storedDocs(changed, pause))) {
        stored.add(doc.id);
        const known = docs.get(doc.id);
        // A list item read later does not replace the full article already indexed.
        if (known && doc.body.length < known.body.length) continue;
        docs.set(doc.id, doc);
        better.push(doc);
      }
      await index.addAll(better);
    },
    results(query, scope, archived = null) {
      const keep = scope === 'everything' ? undefined : (id: string) => stored.has(id);
      const ranked = new Map<string, { item: ResultItem; inTitle: number; score: number }>();
      for (const hit of index.search(query, keep)) {
        const item = view(hit.id, hit.words);
        if (item) ranked.set(hit.id, { item, inTitle: hit.inTitle, score: hit.score });
      }
      for (const { doc, words, inTitle, score } of archived?.hits ?? []) {
        if (ranked.has(doc.id)) continue;
        ranked.set(doc.id, { item: resultOf(doc, words), inTitle, score });
      }
      return [...ranked.values()]
        .sort((a, b) => b.inTitle - a.inTitle || b.score - a.score)
        .map(({ item }) => item);
    },
    askArchive: (query) => archive?.search(query) ?? Promise.resolve(null),
    askLists() {
      if (isBrowserOffline()) return Promise.resolve(false);
      return (lists ??= addLists().catch(() => {
        lists = null;
        return false;
      }));
    },
    askOnline(query) {
      const text = onlineText(query);
      if (!text) return Promise.resolve('answered');
      // The Delivery API's full-text match ignores case.
      const key = text.toLowerCase();
      if (isBrowserOffline()) return Promise.resolve('unreachable');
      const now = Date.now();
      for (const [old, { at }] of asked) if (now - at >= ANSWER_REUSE_MS) asked.delete(old);
      const held = asked.get(key);
      if (held) return held.answer;
      const answer = askDeliveryApi(text);
      asked.set(key, { at: now, answer });
      return answer;
    },
  };

  /** The Delivery API's answer to `text`, indexed; 'unreachable' when it cannot be had. */
  async function askDeliveryApi(text: string): Promise<'answered' | 'unreachable'> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unreachable = new Promise<'unreachable'>((resolve) => {
      timer = setTimeout(() => {
        void online.probe().then((up) => (up ? undefined : resolve('unreachable')));
      }, PROBE_AFTER_MS);
    });
    try {
      const answer = await Promise.race([online.search(text), unreachable]);
      if (answer === 'unreachable') return answer;
      const fresh = [...answer.articles.map(articleDoc), ...answer.posts.map(postDoc)].filter(
        (doc): doc is SearchDoc => doc !== null,
      );
      // The answer is the newest copy: it replaces a stored one (which stays searchable offline).
      for (const doc of fresh) docs.set(doc.id, doc);
      // Its reading ended a task's worth of work: the indexing starts in a task of its own.
      await pause();
      await index.addAll(fresh);
      return 'answered';
    } catch {
      return 'unreachable';
    } finally {
      clearTimeout(timer);
    }
  }
}

let runtime: Promise<SearchRuntime> | null = null;

const DEVICE: DeviceSources = { stored: storedContent };

/** The page's one runtime, started on first call (focusing the header box calls it early). */
export function searchRuntime(): Promise<SearchRuntime> {
  runtime ??= createSearchRuntime(DEVICE, PUBLISHED, yieldToMain, createArchiveSearch()).catch(
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
}
