/**
 * The reader's text size, kept on the device (localStorage, read again by the head script of every
 * page before its first paint: src/shared/reader-settings.ts). The theme is Mantine's colour scheme,
 * kept by Mantine's own manager under the same storage the head script reads.
 *
 * A choice made in another tab of the site applies here too (the `storage` event). When storage is
 * blocked the choice still applies to the open page; it is simply not remembered.
 */
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_KEY,
  isTextSize,
  type TextSize,
} from '../../shared/reader-settings';

const listeners = new Set<() => void>();

/** The size the page shows now: the root's attribute, which the head script set from storage. */
export function currentTextSize(root: Element = document.documentElement): TextSize {
  const shown = root.getAttribute(TEXT_SIZE_ATTRIBUTE);
  return isTextSize(shown) ? shown : DEFAULT_TEXT_SIZE;
}

function show(size: TextSize, root: Element): void {
  if (size === DEFAULT_TEXT_SIZE) root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
  for (const listener of listeners) listener();
}

/** Shows `size` at once and keeps it on the device. Returns false when it could not be kept. */
export function setTextSize(
  size: TextSize,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage(),
  root: Element = document.documentElement,
): boolean {
  if (!isTextSize(size)) throw new Error(`Unknown text size: ${String(size)}`);
  show(size, root);
  try {
    if (!storage) return false;
    if (size === DEFAULT_TEXT_SIZE) storage.removeItem(TEXT_SIZE_KEY);
    else storage.setItem(TEXT_SIZE_KEY, size);
    return true;
  } catch {
    return false;
  }
}

/** The kept size; anything unreadable or unknown reads as the standard size. */
export function savedTextSize(storage: Pick<Storage, 'getItem'> | null = safeStorage()): TextSize {
  try {
    const saved = storage?.getItem(TEXT_SIZE_KEY);
    return isTextSize(saved) ? saved : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a size chosen in another tab of the site here too. Returns the way to stop. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TEXT_SIZE_KEY || event.key === null)
      show(savedTextSize(), document.documentElement);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The text size shown now; the server renders the standard one. */
export function useTextSize(): TextSize {
  return useSyncExternalStore(
    subscribe,
    () => currentTextSize(),
    () => DEFAULT_TEXT_SIZE,
  );
}
