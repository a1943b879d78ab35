/**
 * When a prerendered part of the page below the fold may hydrate: once it comes within a screen of
 * the viewport, or the moment the reader points at, taps or focuses something inside it. Until then
 * its server HTML stays as it is (readable, its links plain links), and start-up only pays for what
 * is on screen.
 *
 * A gate is found by the inert `<template data-gate>` its boundary renders just before itself; every
 * element the boundary holds (one card, or a row of cards that hydrate together) is watched, so the
 * part opens when any of them comes near or is touched. Without IntersectionObserver, without the
 * marker, or without an element to watch, there is no gate and the part hydrates at once.
 */

/**
 * "Near the viewport": within one screen's height above or below it. What else waits to be near (the
 * footer's ad frame) uses the same margin.
 */
export const NEAR_VIEWPORT = '100% 0px';
/** The reader's first touch inside a part hydrates it before React looks for its handlers. */
const OPENING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

interface Gate {
  elements: Element[];
  promise: Promise<void>;
  open: () => void;
}

const pending = new Map<string, Gate>();
/** Gates that were opened (or never needed): a later render of the same part must not wait. */
const opened = new Set<string>();
let observer: IntersectionObserver | null = null;
let listening = false;

/** Lets the part marked `id` hydrate now (an update is about to reach it). */
export function openGate(id: string): void {
  const gate = pending.get(id);
  if (!gate) return;
  pending.delete(id);
  opened.add(id);
  for (const element of gate.elements) observer?.unobserve(element);
  gate.open();
}

/** Which gate each watched element belongs to. */
const gateOf = new WeakMap<Node, string>();

/** Capture on the window runs before React's own listener on the root, which hydrates the target. */
function openWhereTouched(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (let node: Node | null = target; node; node = node.parentNode) {
    const id = gateOf.get(node);
    if (id !== undefined) openGate(id);
  }
}

function watch(id: string, elements: Element[]): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const of = gateOf.get(entry.target);
        if (entry.isIntersecting && of !== undefined) openGate(of);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const element of elements) {
    gateOf.set(element, id);
    observer.observe(element);
  }
  if (!listening) {
    listening = true;
    for (const type of OPENING_EVENTS)
      window.addEventListener(type, openWhereTouched, { capture: true, passive: true });
  }
}

/**
 * The promise a part marked `id` waits on before hydrating, or null when it may hydrate now. Called
 * while React hydrates; the same id always gets the same gate.
 */
export function hydrationGate(id: string): Promise<void> | null {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return null;
  if (opened.has(id)) return null;
  const existing = pending.get(id);
  if (existing) return existing.promise;
  const marker = document.querySelector(`template[data-gate="${CSS.escape(id)}"]`);
  const elements = marker ? boundaryElements(marker) : [];
  if (elements.length === 0) {
    opened.add(id);
    return null;
  }
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  pending.set(id, { elements, promise, open });
  watch(id, elements);
  return promise;
}

/** The comments React writes around a Suspense boundary's server HTML: `$` (or `$?`, `$!`, `$~`) … `/$`. */
const opens = (node: Node) =>
  node.nodeType === Node.COMMENT_NODE && /^\$[?!~]?$/.test(node.nodeValue ?? '');
const closes = (node: Node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/$';

/**
 * The elements of the boundary that follows `marker`: its top-level elements between its opening
 * and closing comments. Without the comments, the element right after the marker.
 */
export function boundaryElements(marker: Element): Element[] {
  const first = marker.nextSibling;
  if (!first || !opens(first)) return marker.nextElementSibling ? [marker.nextElementSibling] : [];
  const elements: Element[] = [];
  let depth = 0;
  for (let node: Node | null = first; node; node = node.nextSibling) {
    if (opens(node)) depth++;
    else if (closes(node) && --depth === 0) break;
    else if (depth === 1 && node instanceof Element) elements.push(node);
  }
  return elements;
}
