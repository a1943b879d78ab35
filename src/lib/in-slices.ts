import { yieldToMain } from './yield-to-main.ts';

/** Work done between two yields: well below the 50 ms that makes a task long on a phone. */
const SLICE_MS = 8;

/**
 * Runs `work` on every item in slices of about SLICE_MS, yielding to the page between them, so a
 * long job (indexing an archive) never holds back input. Resolves with the longest slice in ms.
 */
export async function inSlices<T>(
  items: readonly T[],
  work: (item: T) => void,
  pause: () => Promise<void> = yieldToMain,
  sliceMs: number = SLICE_MS,
): Promise<number> {
  let longest = 0;
  let i = 0;
  while (i < items.length) {
    const start = performance.now();
    do work(items[i++]);
    while (i < items.length && performance.now() - start < sliceMs);
    longest = Math.max(longest, performance.now() - start);
    if (i < items.length) await pause();
  }
  return longest;
}
