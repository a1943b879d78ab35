import { useEffect } from 'react';

/**
 * Resolves once the first page's content has committed (for a prerendered page: finished hydrating).
 * start.tsx waits for it before merging the IndexedDB copy, so newer stored data refreshes the page
 * after hydration instead of changing the store mid-hydration (a mismatch).
 */
let resolveCommitted: () => void = () => {};
export const firstPageCommitted = new Promise<void>((resolve) => {
  resolveCommitted = resolve;
});

/** Rendered next to the page inside its Suspense boundary, so it commits with the page, not before. */
export function PageCommitted() {
  useEffect(() => resolveCommitted(), []);
  return null;
}
