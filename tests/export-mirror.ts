/**
 * A sync mirror as the ahead-of-need download would hold it after an initial sync of a space export:
 * the published entries and assets only (what the Delivery API's sync returns), read through the
 * app's own applySyncPage. For search tests and bench:search.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { applySyncPage, emptyMirror, type Mirror } from '../src/features/ahead-of-need/sync-mirror';

export const DEMO_EXPORT_PATH = resolve(import.meta.dirname, '../demo-content/export.json');

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

export function readExport(path: string = DEMO_EXPORT_PATH): ExportLike {
  return JSON.parse(readFileSync(path, 'utf8')) as ExportLike;
}
