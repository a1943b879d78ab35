/**
 * Estimated reading time: 230 words a minute, rounded up (a 231-word piece is not a one-minute read),
 * never less than a minute. Entries without a word count show no estimate rather than a wrong one.
 */
export const WORDS_PER_MINUTE = 230;

export function readingMinutes(words: number | undefined): number | null {
  if (words === undefined || !Number.isFinite(words) || words <= 0) return null;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "6 min read", or '' when there is nothing to estimate. */
export function readingTimeLabel(words: number | undefined): string {
  const minutes = readingMinutes(words);
  return minutes === null ? '' : `${minutes} min read`;
}
