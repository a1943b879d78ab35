/**
 * The demo export plus one draft review (never published: no publishedVersion) whose featured image
 * is a draft asset of its own, for tests of what the Preview API shows and the Delivery API must not.
 * The demo's asset folders are linked beside the copy, so the local cloud serves the demo images from
 * it too, next to the draft image's file.
 */
import { copyFileSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { tempExport, type ExportJson, type TempExport } from './temp-export.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const DEMO_EXPORT = join(ROOT, 'demo-content/export.json');

export const DRAFT = {
  id: 'gqPreviewDraftReview001',
  contentType: 'reviews',
  slug: 'a-draft-review-for-preview',
  title: 'Review: A Draft Nobody Has Published',
  /** Newer than every published entry, so a leak would top every list and feed. */
  publishDate: '2031-01-01T10:00:00.000Z',
} as const;

/** The draft review's featured image: an asset that was never published either. */
export const DRAFT_IMAGE = {
  id: 'gqPreviewDraftImage001',
  /** Its file, below the asset host; a copy of a demo image under a name of its own. */
  path: 'gqdemospace1/gqPreviewDraftImage001/0d1a2f3e4b5c6d7e8f9a0b1c2d3e4f50/draft-cover.jpg',
  source: 'gqdemospace1/k8JQxbI6t4k5L3qO7T9JOv',
} as const;

type Sys = Record<string, unknown>;

const unpublished = (sys: Sys, id: string): Sys => {
  const out: Sys = { ...sys, id, version: 1, publishedCounter: 0 };
  for (const key of ['publishedVersion', 'publishedAt', 'firstPublishedAt', 'publishedBy'])
    delete out[key];
  return out;
};

function addDraftImage(data: ExportJson, locale: string): void {
  const source = data.assets.find((a: ExportJson) => a.sys.id === DRAFT_IMAGE.source.split('/')[1]);
  const file = source.fields.file[locale];
  data.assets.push({
    sys: unpublished(source.sys, DRAFT_IMAGE.id),
    fields: {
      title: { [locale]: 'A draft cover nobody has published' },
      description: { [locale]: 'The cover of the draft review.' },
      file: {
        [locale]: {
          ...file,
          url: `//images.ctfassets.net/${DRAFT_IMAGE.path}`,
          fileName: 'draft-cover.jpg',
        },
      },
    },
  });
}

function addDraft(data: ExportJson): void {
  const source = data.entries.find(
    (e: ExportJson) => e.sys.contentType.sys.id === DRAFT.contentType,
  );
  const locale = Object.keys(source.fields.title)[0];
  addDraftImage(data, locale);
  data.entries.push({
    sys: unpublished(source.sys, DRAFT.id),
    fields: {
      ...source.fields,
      title: { [locale]: DRAFT.title },
      slug: { [locale]: DRAFT.slug },
      urlSlug: { [locale]: DRAFT.slug },
      publishDate: { [locale]: DRAFT.publishDate },
      featuredImage: { [locale]: { sys: { type: 'Link', linkType: 'Asset', id: DRAFT_IMAGE.id } } },
    },
  });
}

export function draftExport(): TempExport {
  const temp = tempExport(DEMO_EXPORT, addDraft);
  symlinkSync(
    join(ROOT, 'demo-content/assets.ctfassets.net'),
    join(temp.dir, 'assets.ctfassets.net'),
  );
  // The image host's folder is real, so the draft's file can sit in it beside links to the demo's.
  const demoImages = join(ROOT, 'demo-content/images.ctfassets.net');
  const images = join(temp.dir, 'images.ctfassets.net');
  for (const space of readdirSync(demoImages)) {
    mkdirSync(join(images, space), { recursive: true });
    for (const asset of readdirSync(join(demoImages, space)))
      symlinkSync(join(demoImages, space, asset), join(images, space, asset));
  }
  const draftFile = join(images, DRAFT_IMAGE.path);
  mkdirSync(dirname(draftFile), { recursive: true });
  const sourceDir = join(demoImages, DRAFT_IMAGE.source);
  const sourceFile = readdirSync(sourceDir, { recursive: true, withFileTypes: true }).find((f) =>
    f.isFile(),
  );
  if (!sourceFile) throw new Error(`no demo image in ${sourceDir}`);
  copyFileSync(join(sourceFile.parentPath, sourceFile.name), draftFile);
  return temp;
}
