import { useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';

const subscribeNever = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;

/**
 * True on the server and while React hydrates a prerendered page (it reads the server snapshot then),
 * false in every client render. A part that must match the server's HTML while hydrating renders what
 * the server did when this is true; React renders it again at once after hydrating, with false.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, onClient, onServerOrHydrating);
}

/**
 * The location's query string as a page shows it. Pages are prerendered without one, so while a page
 * hydrates this is '' (what its HTML was built with), and the page renders the real one right after:
 * a visit with a query hydrates the prerendered page instead of rendering everything afresh. Read as a
 * store whose server value is '', so only a visit that has a query renders a second time.
 */
export function useShownSearch(): string {
  const search = useSearch();
  return useSyncExternalStore(
    subscribeNever,
    () => search,
    () => '',
  );
}
