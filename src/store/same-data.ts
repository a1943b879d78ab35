/**
 * Structural equality for query data (plain JSON-like values: what the content normalisers and the
 * prerender script produce). A revalidation that brings back the same content must not hand React a
 * new object: every card of the page would re-render for nothing.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    return a.every((item, i) => sameData(item, b[i]));
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  // Dates, maps and the like are not plain data: only identity counts for them.
  if (Object.getPrototypeOf(a) !== Object.prototype && Object.getPrototypeOf(a) !== null)
    return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  // Undefined-valued keys do not survive JSON (embedded prerender data), so they count as absent.
  const keys = (r: Record<string, unknown>) => Object.keys(r).filter((k) => r[k] !== undefined);
  const aKeys = keys(aRecord);
  if (aKeys.length !== keys(bRecord).length) return false;
  return aKeys.every((k) => Object.hasOwn(bRecord, k) && sameData(aRecord[k], bRecord[k]));
}
