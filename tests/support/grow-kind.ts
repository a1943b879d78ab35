/**
 * Grows one kind of a space export past a page of its list: `count` clones of its entries, each with
 * its own id, slug, title and publish date (one a day back from a day before the kind's oldest, so
 * every clone is older than every original and the clones' order is their number). Every clone
 * whose number is a multiple of `tagEvery` carries the tag `Long Archive`, in two spellings
 * alternately, for tests of tag pages. Covers stay shared with the cloned entry. Deterministic.
 */
import { entryId } from '../../demo-content/ids.ts';
import type { ExportJson } from './temp-export.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- export JSON is edited as data
type Item = any;

const DAY_MS = 24 * 3600 * 1000;
export const ARCHIVE_TAG = 'Long Archive';

export interface GrowKind {
  /** Content type id, e.g. `reviews`. */
  type: string;
  count: number;
  tagEvery?: number;
}

/** Clone n's slug, title and date: clone 0 is the newest clone. */
export const cloneSlug = (type: string, n: number) => `${type}-archive-${n}`;
export const cloneTitle = (type: string, n: number) => `Archived ${type} ${n}`;

export function growKind(data: ExportJson, { type, count, tagEvery = 0 }: GrowKind): ExportJson {
  const originals = data.entries.filter((e: Item) => e.sys.contentType?.sys.id === type);
  const oldest = Math.min(
    ...originals.map((e: Item) => Date.parse(e.fields.publishDate?.['en-US'] ?? '')),
  );
  const clones = Array.from({ length: count }, (_, n) => {
    const source = originals[n % originals.length];
    const iso = new Date(oldest - (n + 1) * DAY_MS).toISOString();
    const slug = cloneSlug(type, n);
    const tagged = tagEvery > 0 && n % tagEvery === 0;
    const spelling =
      Math.floor(n / (tagEvery || 1)) % 2 === 0 ? ARCHIVE_TAG : ARCHIVE_TAG.toLowerCase();
    return {
      ...source,
      sys: {
        ...source.sys,
        id: entryId(type, `archive-${n}`),
        createdAt: iso,
        updatedAt: iso,
        firstPublishedAt: iso,
        publishedAt: iso,
      },
      fields: {
        ...source.fields,
        title: { 'en-US': cloneTitle(type, n) },
        urlSlug: { 'en-US': slug },
        slug: { 'en-US': slug },
        publishDate: { 'en-US': iso },
        tags: { 'en-US': tagged ? [spelling] : [] },
      },
    };
  });
  return { ...data, entries: [...data.entries, ...clones] };
}
