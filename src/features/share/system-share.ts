/**
 * The system share sheet (Web Share API), offered where the browser has one: phones and the installed
 * app. The server's HTML cannot know, so hydration renders without it and the button appears right after.
 */
import { useSyncExternalStore } from 'react';
import type { ShareInput } from './share-urls';

const unchanging = () => () => undefined;
const hasShare = () => typeof navigator.share === 'function';

/** false on the server and while hydrating, then the browser's answer. */
export function useCanShare(): boolean {
  return useSyncExternalStore(unchanging, hasShare, () => false);
}

/**
 * Opens the sheet. Closing it without choosing rejects with AbortError: that is the reader's answer,
 * not a failure, so nothing is shown; any other refusal is reported so they can use the links beside it.
 */
export async function shareWithSystem({
  url,
  title,
  text,
}: ShareInput): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share({ url, title, ...(text ? { text } : {}) });
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
