/**
 * A page of results opened directly (`/search?q=…`) shows its first results before the app has
 * loaded. The prerendered page imports this at its first paint (the entry also calls it, and waits
 * for the drawing before it loads React DOM). The Delivery API is asked with a plain request, or the
 * one the page's HTML started is taken (the content worker and the SDK would be several requests
 * later); the search runtime takes that answer as its own, and its ranked results are drawn into
 * the page from the blueprint the prerendered page carries (early-paint.ts). The page's own render
 * then shows the same results in the same order, and the early copy goes. The archive index is not
 * asked early: its pieces are parsed on the main thread, which then competes with hydration, and on
 * a returning device they are at hand anyway.
 */
import { searchQueries } from '../../content/search-queries';
import { directEntryReader } from '../../content/direct-reader';
import { config } from '../../lib/config';
import { isBrowserOffline } from '../../lib/browser-offline';
import { yieldToMain } from '../../lib/yield-to-main';
import { afterPaintReported } from '../../lib/after-paint';
import { EARLY_SEARCH_SETTLED } from '../../shared/early-search-signal';
import { hasBlueprint, paintEarlyResults } from './early-paint';
import { RESULTS_PER_STEP } from './results-step';
import { offerAnswer, onlineText, searchRuntime } from './search-runtime';
import { queryOf, queryWords } from './text-fold';

/** The query asked early and its promise: the page's HTML and the entry may both ask. */
let asked: { query: string; drawn: Promise<number | null> } | null = null;

/**
 * Asks for `search`'s results at once and, on a prerendered search page, draws the first of them;
 * resolves once they are drawn, to when (`performance.now()` just before), or to null when they cannot
 * be (no prerendered page, offline, a failed answer). Asked again for the same query, it gives the
 * same promise.
 */
export function askEarly(search: string): Promise<number | null> {
  const query = queryOf(search);
  if (queryWords(query).length === 0) return Promise.resolve(null);
  if (asked?.query !== query) asked = { query, drawn: ask(query) };
  return asked.drawn;
}

/** The search shown early and its promise: the page's HTML and then the entry both call for it. */
let shown: { search: string; settled: Promise<void> } | null = null;

/**
 * `askEarly`, then, when results were drawn, the browser's report of their paint (after-paint.ts);
 * then, drawn or not, the page's loader is told (early-search-signal.ts), so the app's stylesheet,
 * manifest and entry were never among what that paint waited for, on a phone's network or in
 * Lighthouse's simulation of one. Never rejects. Called again for the same search, it gives the same
 * promise: the paint is awaited and the loader told once.
 */
export function showEarly(search: string): Promise<void> {
  if (shown?.search === search) return shown.settled;
  const settled = askEarly(search)
    .then((drawnAt) => (drawnAt === null ? undefined : afterPaintReported(drawnAt)))
    .catch(() => undefined)
    .then(() => {
      window.gqEarlySettled = true;
      window.dispatchEvent(new Event(EARLY_SEARCH_SETTLED));
    });
  shown = { search, settled };
  return settled;
}

/** The request the page's HTML started as it was parsed (build/prerender/early-search-head.ts). */
interface StartedRequest {
  url: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    gqEarlySearch?: StartedRequest;
  }
}

/**
 * Fetches `url`, or takes the response the page's HTML asked for when it asked exactly that (the same
 * space, token and words): once, and never another request's.
 */
const fetchOrTakeStarted: typeof fetch = (input, init) => {
  const started = window.gqEarlySearch;
  delete window.gqEarlySearch;
  const url = new URL(String(input), window.location.href).href;
  return started?.url === url ? started.response : fetch(input, init);
};

async function ask(query: string): Promise<number | null> {
  const text = onlineText(query);
  const settings = config.contentful;
  if (text && settings && !isBrowserOffline())
    offerAnswer(
      text,
      searchQueries(directEntryReader(settings, fetchOrTakeStarted), yieldToMain).searchContent(
        text,
      ),
    );
  const answered = searchRuntime().then(
    async (runtime) => {
      if ((await runtime.askOnline(query)) !== 'answered' || !hasBlueprint(document)) return null;
      const results = runtime.results(query, 'everything');
      // Ranking and drawing are each about as long as a phone's task should be: one task each.
      await yieldToMain();
      const at = performance.now();
      const shown = results.slice(0, RESULTS_PER_STEP);
      return paintEarlyResults(document, query, shown, results.length) ? at : null;
    },
    // The page asks again when it renders, and says so if search cannot start.
    () => null,
  );
  // Without a blueprint (the app's shell, not the prerendered page) nothing is drawn early.
  return hasBlueprint(document) ? answered : null;
}
