/**
 * A list query's summaries as the ahead-of-need mirror gives them back: entries it holds without their
 * bodies (list fields only, which is what bounds the download) carry no word count, so their cards show
 * no reading time; entries it holds whole (the newest ones, and those others link to) match exactly.
 */
import type { Entry } from 'contentful';
import type { Mirror } from '../src/shared/sync-mirror.ts';
import { normaliseSummary } from '../src/content/normalise.ts';
import type { ArticleSummary } from '../src/content/types.ts';

export function mirroredSummaries(items: readonly Entry[], mirror: Mirror): ArticleSummary[] {
  return items.map((item) => {
    const summary = normaliseSummary(item);
    if (mirror.entries[item.sys.id]?.fields.body !== undefined) return summary;
    const withoutBody = { ...summary };
    delete withoutBody.words;
    return withoutBody;
  });
}
