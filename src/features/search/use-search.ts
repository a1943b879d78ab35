import { useEffect, useState } from 'react';
import { restoreStore } from '../../store/restore';
import { readAllStored } from '../../store/stored-content';
import type { ArchiveAnswer } from './archive-search';
import { searchRuntime, type ResultItem, type SearchScope } from './search-runtime';
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
 * Results for `query`: first what is already known (stored on the device, earlier answers), then
 * with the archive index's answer and, online, the Delivery API's added (entries published after the
 * index was built come from there); offline (or when it cannot be reached) what the device stores
 * and the archive index's pieces at hand, and the view says which.
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
        await restoreStore();
        await readAllStored();
        await runtime.refresh();
        if (!current) return;
        show({
          status: 'done',
          results: runtime.results(query, 'everything'),
          scope: 'everything',
          asking: true,
        });
        let online: 'answered' | 'unreachable' | null = null;
        let archived: ArchiveAnswer | null | undefined;
        const update = () => {
          const scope: SearchScope =
            online !== 'unreachable' ? 'everything' : archived ? 'archive' : 'device';
          show({
            status: 'done',
            results: runtime.results(query, scope, archived),
            scope,
            ...(archived && { indexed: archived.updated }),
            asking: online === null || archived === undefined,
          });
        };
        void runtime.askOnline(query).then((outcome) => {
          online = outcome;
          update();
        });
        void runtime.askArchive(query).then((answer) => {
          archived = answer;
          update();
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
