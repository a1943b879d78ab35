import { useEffect, useState } from 'react';
import { hydrateStore } from '../../store/hydrate';
import { readAllStored } from '../../store/stored-content';
import { searchRuntime, type ResultItem, type SearchScope } from './search-runtime';
import { queryWords } from './text-fold';

export type SearchView =
  | { status: 'empty' }
  | { status: 'loading' }
  | {
      status: 'done';
      results: ResultItem[];
      scope: SearchScope;
      /** The Delivery API has not answered yet: more results may come. */
      asking: boolean;
    }
  | { status: 'failed' };

/**
 * Results for `query`: first what is already known (stored on the device, earlier answers), then,
 * online, with the Delivery API's answer added; offline (or when it cannot be reached) only what the
 * device stores, and the view says so.
 */
export function useSearchResults(query: string): SearchView {
  const searchable = queryWords(query).length > 0;
  const [answer, setAnswer] = useState<{ query: string; view: SearchView } | null>(null);

  useEffect(() => {
    if (!searchable) return;
    let current = true;
    const show = (view: SearchView) => current && setAnswer({ query, view });
    searchRuntime().then(
      async (runtime) => {
        // What this device stores: the store opens after the page has hydrated, and the entries
        // beyond this page's own are read then, in slices.
        await hydrateStore();
        await readAllStored();
        await runtime.refresh();
        if (!current) return;
        show({
          status: 'done',
          results: runtime.results(query, 'everything'),
          scope: 'everything',
          asking: true,
        });
        void runtime.askOnline(query).then((outcome) => {
          const scope: SearchScope = outcome === 'answered' ? 'everything' : 'device';
          show({ status: 'done', results: runtime.results(query, scope), scope, asking: false });
        });
      },
      () => show({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [query, searchable]);

  if (!searchable) return { status: 'empty' };
  if (answer?.query === query) return answer.view;
  return { status: 'loading' };
}
