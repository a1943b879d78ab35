/**
 * jsdom lacks a few browser APIs Mantine uses; stub them once here (mantine vite-template pattern).
 */
import { Blob as NodeBlob } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The browser-side files share one worker's jsdom and its loaded packages (React, Mantine, jsdom
// itself: loading them again for each file was most of this project's run time), so each file starts
// from what an isolated one would see: our own modules evaluated afresh (stores, caches, mocks), and
// nothing left by the file before it in storage, the document, the URL, timers, spies or globals.
vi.resetModules();
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
localStorage.clear();
sessionStorage.clear();
document.head.replaceChildren();
document.body.replaceChildren();
window.history.replaceState(null, '', '/');

afterEach(() => cleanup());

// Wrapped once per worker, not once per file: the files share this window.
const jsdomGetComputedStyle = Symbol.for('setup-dom.getComputedStyle');
const shared = window as unknown as Record<symbol, typeof window.getComputedStyle>;
shared[jsdomGetComputedStyle] ??= window.getComputedStyle.bind(window);
window.getComputedStyle = (elt) => shared[jsdomGetComputedStyle]!(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// A browser has one Blob, shared by fetch and the DOM. jsdom puts its own in the global scope, and from
// Node 24 on, fetch's Response.blob() builds that global one, which Response then refuses as a body (it
// has no stream()) and stores as the text "[object Blob]". Nothing here needs jsdom's Blob, so fetch
// gets Node's back.
globalThis.Blob = NodeBlob as unknown as typeof Blob;
