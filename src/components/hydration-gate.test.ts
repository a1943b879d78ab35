import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundaryElements, hydrationGate } from './hydration-gate';

/** An IntersectionObserver that reports only what a test says is near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  watched = new Set<Element>();
  constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  near(element: Element) {
    this.report([{ target: element, isIntersecting: true }]);
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

/** A grid as the server writes it: one card alone, then a row of three in one boundary. */
function grid(one: string, row: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    `<template data-gate="${one}"></template><!--$--><article id="a1">1</article><!--/$-->` +
    `<template data-gate="${row}"></template><!--$--><article id="a2">2</article>` +
    `<article id="a3"><!--$--><p id="inner">nested</p><!--/$--></article>` +
    `<article id="a4"><a href="/x" id="link">4</a></article><!--/$--><p id="after">after</p>`;
  document.body.append(root);
  return root;
}

describe('boundaryElements', () => {
  it('finds every top-level element of the boundary after the marker, and nothing after it', () => {
    const root = grid('g1', 'g2');
    const ids = (id: string) =>
      boundaryElements(root.querySelector(`template[data-gate="${id}"]`)!).map((e) => e.id);
    expect(ids('g1')).toEqual(['a1']);
    expect(ids('g2')).toEqual(['a2', 'a3', 'a4']);
  });

  it('takes the element right after the marker when no boundary comments follow it', () => {
    const root = document.createElement('div');
    root.innerHTML = '<template data-gate="x"></template><section id="s"></section><p></p>';
    expect(boundaryElements(root.firstElementChild!).map((e) => e.id)).toEqual(['s']);
  });
});

describe('hydrationGate over a row of cards', () => {
  it('watches every card of the row, and opens when any of them comes near', async () => {
    grid('r1-one', 'r1-row');
    const gate = hydrationGate('r1-row')!;
    expect(gate).toBeInstanceOf(Promise);
    const observer = FakeObserver.last!;
    expect([...observer.watched].map((e) => e.id)).toEqual(['a2', 'a3', 'a4']);
    expect(await settled(gate)).toBe(false);
    observer.near(document.getElementById('a4')!);
    expect(await settled(gate)).toBe(true);
    expect(observer.watched.size).toBe(0);
    // Opened once, it never waits again.
    expect(hydrationGate('r1-row')).toBeNull();
  });

  it('opens when the reader touches any card of the row, not a card outside it', async () => {
    grid('r2-one', 'r2-row');
    const one = hydrationGate('r2-one')!;
    const row = hydrationGate('r2-row')!;
    document.getElementById('link')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(row)).toBe(true);
    expect(await settled(one)).toBe(false);
    document.getElementById('after')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(one)).toBe(false);
  });

  it('gives the same promise to the same row while it waits', () => {
    grid('r3-one', 'r3-row');
    expect(hydrationGate('r3-row')).toBe(hydrationGate('r3-row'));
  });

  it('does not wait where there is no marker to find', () => {
    expect(hydrationGate('nowhere')).toBeNull();
  });
});
