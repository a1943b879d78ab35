import {
  isValidElement,
  Suspense,
  use,
  useId,
  useRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { hydrationGate, openGate } from './hydration-gate';
import { useHydrating } from './hydrating';

/**
 * Waits for the part's gate, but only while React hydrates it: during hydration the store reads its
 * server snapshot (true); a client render (a new page, or the part updated before it hydrated) reads
 * false and renders at once, so nothing is ever left blank.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  const gate = hydrating ? hydrationGate(id) : null;
  if (gate) use(gate);
  return children;
}

/** The same component with the same props (each compared with Object.is), or lists of such. */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item: ReactNode, i) => sameElement(item, b[i]));
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key)
    return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => Object.is(pa[k], pb[k]));
}

/**
 * A part of a prerendered page that hydrates after the rest, in work of its own. React hydrates a
 * Suspense boundary's content separately from what surrounds it (and first where the reader taps), so
 * a page's cards, article body and blocks below it are no longer one long hydration task on a slow
 * phone. Nothing inside suspends in a client render, so the empty fallback never shows.
 *
 * `whenNear`: the part hydrates only once it is within a screen of the viewport or the reader touches
 * it (hydration-gate.ts); its server HTML stays meanwhile, so a page's start-up work follows what is
 * on screen, not how long the page is. Not for parts a reader may type into before they hydrate. A
 * page that renders again with the same content (a revalidation that brought nothing new) leaves a
 * waiting part alone, server HTML and all. New content for a part still waiting reaches it as a
 * client render of that part, which is off screen (or it would not be waiting), so no one sees it.
 */
export function HydrateApart({
  children,
  whenNear = false,
}: {
  children: ReactNode;
  whenNear?: boolean;
}) {
  const id = useId();
  const last = useRef<{ children: ReactNode; element: ReactElement } | null>(null);
  if (!whenNear) return <Suspense fallback={null}>{children}</Suspense>;
  /* eslint-disable react-hooks/refs -- a render cache: returning the very same element is what lets
     React skip a waiting part; the cache only ever holds an element this part rendered */
  const previous = last.current;
  if (previous && sameElement(previous.children, children)) return previous.element;
  // New content: the part need not wait any longer (React hydrates it first when it can).
  if (previous) openGate(id);
  const element = (
    <>
      <template data-gate={id} />
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </>
  );
  last.current = { children, element };
  /* eslint-enable react-hooks/refs */
  return element;
}
