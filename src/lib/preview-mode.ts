/**
 * Whether this tab shows drafts. Preview is per tab (sessionStorage): a reader's other tabs, and this
 * one after "Exit preview" or once closed, read the published site. The secret is kept with the mode
 * because the preview function checks it on every query; it never leaves this tab's storage except
 * in those requests. Anywhere without sessionStorage (server rendering, a blocked storage) is never
 * in preview.
 */
const KEY = 'gq:preview';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The secret of this tab's preview, or null when the tab reads the published site. */
export function previewSecret(): string | null {
  try {
    return storage()?.getItem(KEY) || null;
  } catch {
    return null;
  }
}

export const isPreviewMode = (): boolean => previewSecret() !== null;

const listeners = new Set<() => void>();

/** Calls `listener` whenever this tab enters or leaves preview; returns the unsubscribe. */
export function subscribePreviewMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const changed = () => listeners.forEach((listener) => listener());

/** false when the tab cannot remember it (storage refused): preview would then not survive a load. */
export function enterPreview(secret: string): boolean {
  try {
    storage()?.setItem(KEY, secret);
    return previewSecret() === secret;
  } catch {
    return false;
  } finally {
    changed();
  }
}

export function exitPreview(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  changed();
}
