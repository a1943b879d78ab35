/**
 * A page of results opened directly (`/search?q=…`) asks its sources while the app is still loading:
 * the entry calls this beside loading React DOM, so the Delivery API (the slowest source: a worker, the
 * SDK, another host) is asked several requests earlier than when the page's own chunk gets there. The
 * page asks again when it renders and gets this answer (search-runtime.ts keeps it a moment). The
 * archive index is not asked early: its pieces are parsed on the main thread, which then competes with
 * hydration, and on a returning device they are at hand anyway.
 */
import { searchRuntime } from './search-runtime';
import { queryOf, queryWords } from './text-fold';

export function askEarly(search: string): void {
  const query = queryOf(search);
  if (queryWords(query).length === 0) return;
  searchRuntime().then(
    (runtime) => {
      void runtime.askOnline(query);
    },
    () => undefined,
  );
}
