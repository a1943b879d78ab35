/**
 * Results a reader is looking at stay where they are. Each source (the device, the archive index,
 * the Delivery API) answers on its own, and their rankings differ, so ranking every answer afresh
 * moved results already on screen: a result from a later answer jumped in between, and the one the
 * reader's finger was on slid down. Results already shown keep their order; what a later answer
 * adds comes after them, in its own ranking; a shown result no answer holds any longer goes.
 */
export function keepShownOrder<T extends { id: string }>(
  shown: readonly string[],
  ranked: T[],
): T[] {
  if (shown.length === 0) return ranked;
  const byId = new Map(ranked.map((item) => [item.id, item]));
  const kept = shown.flatMap((id) => byId.get(id) ?? []);
  const held = new Set(shown);
  return [...kept, ...ranked.filter((item) => !held.has(item.id))];
}

/**
 * How long the first results wait for the other sources once one has answered with results: answers
 * that come within it are ranked together, which usually is all of them; a later one adds below.
 */
export const FIRST_RESULTS_WAIT_MS = 700;
