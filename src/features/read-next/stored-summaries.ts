/**
 * Every article summary already on the device: the items of stored lists and feeds, and stored
 * articles themselves, whatever query put them there. Read next chooses among these, so it works
 * offline and costs no request.
 */
import type { ArticleSummary } from '../../content/types';
import type { StoredEntries } from '../../store/use-stored';

function isSummary(value: unknown): value is ArticleSummary {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.contentType === 'string' &&
    typeof v.slug === 'string' &&
    typeof v.title === 'string' &&
    Array.isArray(v.tags)
  );
}

export function storedSummaries(entries: StoredEntries): ArticleSummary[] {
  const found: ArticleSummary[] = [];
  for (const entry of Object.values(entries)) {
    const data = entry?.data;
    if (Array.isArray(data)) found.push(...data.filter(isSummary));
    else if (isSummary(data)) found.push(data);
  }
  return found;
}
