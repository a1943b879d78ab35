/**
 * The demo export plus one draft review (never published: no publishedVersion), for tests of what the
 * Preview API shows and the Delivery API must not. Its asset folders are linked beside the copy, so
 * the local cloud serves the demo images from it too.
 */
import { symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempExport, type ExportJson, type TempExport } from './temp-export.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DEMO_EXPORT = join(ROOT, 'content/export.json');

export const DRAFT = {
  id: 'gqPreviewDraftReview001',
  contentType: 'reviews',
  slug: 'a-draft-review-for-preview',
  title: 'Review: A Draft Nobody Has Published',
  /** Newer than every published entry, so a leak would top every list and feed. */
  publishDate: '2031-01-01T10:00:00.000Z',
} as const;

type Sys = Record<string, unknown>;

function addDraft(data: ExportJson): void {
  const source = data.entries.find(
    (e: ExportJson) => e.sys.contentType.sys.id === DRAFT.contentType,
  );
  const sys: Sys = { ...source.sys, id: DRAFT.id, version: 1, publishedCounter: 0 };
  for (const key of ['publishedVersion', 'publishedAt', 'firstPublishedAt', 'publishedBy'])
    delete sys[key];
  const locale = Object.keys(source.fields.title)[0];
  data.entries.push({
    sys,
    fields: {
      ...source.fields,
      title: { [locale]: DRAFT.title },
      slug: { [locale]: DRAFT.slug },
      urlSlug: { [locale]: DRAFT.slug },
      publishDate: { [locale]: DRAFT.publishDate },
    },
  });
}

export function draftExport(): TempExport {
  const temp = tempExport(DEMO_EXPORT, addDraft);
  for (const host of ['images.ctfassets.net', 'assets.ctfassets.net'])
    symlinkSync(join(ROOT, 'content', host), join(temp.dir, host));
  return temp;
}
