import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that hydrates after the rest, in work of its own. React hydrates a
 * Suspense boundary's content separately from what surrounds it (and first where the reader taps), so
 * a page's cards, article body and blocks below it are no longer one long hydration task on a slow
 * phone. Nothing inside suspends in the browser, so the empty fallback never shows.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
