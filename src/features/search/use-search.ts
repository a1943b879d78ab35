import { startTransition, useEffect, useRef, useState } from 'react';
import { restoreStore } from '../../store/restore';
import { readAllStored } from '../../store/stored-content';
import { whenIdle } from '../../lib/when-idle';
import type { ArchiveAnswer } from './archive-search';
import { searchRuntime, type ResultItem, type SearchScope } from './search-runtime';
import { earlyShownIds } from './early-paint';
import { FIRST_RESULTS_WAIT_MS, keepShownOrder } from './steady-order';
import { queryWords } from './text-fold';

export type SearchView =
  | { status: 'empty' }
  | { status: 'loading' }
  | {
      status: 'done';
      results: ResultItem[];
      scope: SearchScope;
      /** When the archive's index was last built (ISO), for an answer that covers it. */
      indexed?: string;
      /** The Delivery API or the archive index has not answered yet: more results may come. */
      asking: boolean;
    }
  | { status: 'failed' };

/**
 * Results for `query`, shown again as each source answers: what the device stores (and earlier
 * answers), the archive index's answer and, online, the Delivery API's (entries published after the
 * index was built come from there); offline (or when it cannot be reached) what the device stores
 * and the archive index's pieces at hand, and the view says which.
 */
export function useSearchResults(query: string): SearchView {
  const searchable = queryWords(query).length > 0;
  const [answer, setAnswer] = useState<{ query: string; view: SearchView } | null>(null);
  /** Work that waits until the answer being shown has been committed (and so painted). */
  const afterShown = useRef<(() => void) | null>(null);

  useEffect(() => {
    const next = afterShown.current;
    afterShown.current = null;
    next?.();
  }, [answer]);

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    let stop = () => {};
    // Results render as a transition: React renders the list in slices and keeps the page answering
    // input, where one render of a page of results took 70-80 ms at a phone's speed.
    const show = (view: SearchView) => current && startTransition(() => setAnswer({ query, view }));
    searchRuntime().then(
      (runtime) => {
        if (!current) return;
        let deviceRead = false;
        let online: 'answered' | 'unreachable' | null = null;
        let archived: ArchiveAnswer | null | undefined;
        /** The ids on screen, in their order. */
        let shown: string[] = [];
        let wait: ReturnType<typeof setTimeout> | undefined;
        let waited = false;
        const update = () => {
          if (!current) return;
          const asking = !deviceRead || online === null || archived === undefined;
          const scope: SearchScope =
            online !== 'unreachable' ? 'everything' : archived ? 'archive' : 'device';
          const ranked = runtime.results(query, scope, archived);
          // Results drawn before the app loaded stay first, in their order: the page's own take
          // their place without a wait, and nothing the reader sees moves.
          if (shown.length === 0) shown = earlyShownIds(document, query);
          if (shown.length === 0 && ranked.length > 0 && asking && !waited) {
            wait ??= setTimeout(() => {
              waited = true;
              update();
            }, FIRST_RESULTS_WAIT_MS);
            return;
          }
          clearTimeout(wait);
          const results = keepShownOrder(shown, ranked);
          shown = results.map((item) => item.id);
          show({
            status: 'done',
            results,
            scope,
            ...(archived && { indexed: archived.updated }),
            asking,
          });
          // Every kind's newest titles (what a prefix or a typo finds online) are asked once every
          // source has answered, these results are on screen and the page is idle: the first
          // results never wait for them.
          if (!asking && online === 'answered' && !listsAsked) {
            listsAsked = true;
            afterShown.current = () => {
              if (current)
                cancelLists = whenIdle(
                  () => void runtime.askLists().then((added) => added && update()),
                );
            };
          }
        };
        let listsAsked = false;
        let cancelLists = () => {};
        stop = () => {
          clearTimeout(wait);
          cancelLists();
        };
        // The network is asked at once; what the device stores is read meanwhile (the store opens
        // after the page has hydrated, and the entries beyond this page's own are read in slices).
        void runtime.askOnline(query).then((outcome) => {
          online = outcome;
          update();
        });
        void runtime.askArchive(query).then((answer) => {
          archived = answer;
          update();
        });
        void restoreStore()
          .then(readAllStored)
          .then(() => runtime.refresh())
          .catch(() => undefined)
          .then(() => {
            deviceRead = true;
            update();
          });
      },
      () => show({ status: 'failed' }),
    );
    return () => {
      current = false;
      stop();
    };
  }, [query, searchable]);

  if (!searchable) return { status: 'empty' };
  if (answer?.query === query) return answer.view;
  return { status: 'loading' };
}
