/**
 * jsdom lacks a few browser APIs Mantine uses; stub them once here (mantine vite-template pattern).
 */
import { Blob as NodeBlob } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
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
