/**
 * A sync mirror as the ahead-of-need download would hold it after an initial sync of a space export:
 * the published entries and assets only (what the Delivery API's sync returns), read through the
 * app's own applySyncPage. For search tests and bench:search; no Node APIs, so page tests use it too.
 */
import { applySyncPage, emptyMirror, type Mirror } from '../src/features/ahead-of-need/sync-mirror';

interface ExportItem {
  sys: Record<string, unknown>;
  fields?: unknown;
}
export interface ExportLike {
  entries: ExportItem[];
  assets: ExportItem[];
}

const published = (item: ExportItem) => typeof item.sys.publishedVersion === 'number';

export function mirrorOfExport(exported: ExportLike, locale = 'en-US'): Mirror {
  const items = [...exported.entries, ...exported.assets].filter(published);
  return applySyncPage(emptyMirror(), { items }, locale);
}
