/**
 * Grows a space export to an archive of `articles` articles by cloning its articles round-robin over
 * the five kinds, for tests and benchmarks of what must not grow with the archive. Each clone gets
 * its own id, slug, publish date (one every six hours back from the export's newest article, so
 * clones and originals interleave) and its own copy of its cover asset (same file), as a real archive
 * has one cover per article. Deterministic.
 */
import { assetId, entryId } from '../../demo-content/ids.ts';
import type { ExportJson } from './temp-export.ts';

const KIND_TYPES = ['discussions', 'news', 'recommendations', 'reviews', 'fiction'];
const STEP_MS = 6 * 3600 * 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- export JSON is edited as data
type Item = any;

const typeOf = (item: Item): string => item.sys.contentType?.sys.id ?? '';
const dateOf = (item: Item): string => item.fields.publishDate?.['en-US'] ?? '';

/** The export's entries of the five article kinds. */
export function articlesOf(data: ExportJson): Item[] {
  return data.entries.filter((e: Item) => KIND_TYPES.includes(typeOf(e)));
}

function stamp(sys: Item, iso: string): Item {
  return {
    ...sys,
    createdAt: iso,
    updatedAt: iso,
    firstPublishedAt: iso,
    publishedAt: iso,
  };
}

/** Adds clones until the export holds `articles` articles (a no-op when it already holds as many). */
export function growExport(data: ExportJson, articles: number): ExportJson {
  const originals = articlesOf(data);
  const byType = KIND_TYPES.map((type) => originals.filter((e: Item) => typeOf(e) === type));
  const assets = new Map<string, Item>(data.assets.map((a: Item) => [a.sys.id, a]));
  const dates = originals.map((e: Item) => Date.parse(dateOf(e))).filter(Number.isFinite);
  const newest = Math.max(...dates);
  const entries = [...data.entries];
  const extraAssets: Item[] = [];
  for (let n = 0; originals.length + n < articles; n++) {
    const type = KIND_TYPES[n % KIND_TYPES.length];
    const source = byType[n % KIND_TYPES.length][Math.floor(n / 5) % byType[0].length];
    const iso = new Date(newest - (n + 1) * STEP_MS).toISOString();
    const slug = `${source.fields.urlSlug['en-US']}-${n}`;
    const fields = {
      ...source.fields,
      title: { 'en-US': `${source.fields.title['en-US']} (${n})` },
      urlSlug: { 'en-US': slug },
      slug: { 'en-US': slug },
      publishDate: { 'en-US': iso },
    };
    const cover = assets.get(source.fields.featuredImage?.['en-US']?.sys.id);
    if (cover) {
      const id = assetId(`archive-${type}-${n}`);
      extraAssets.push({ ...cover, sys: stamp({ ...cover.sys, id }, iso) });
      fields.featuredImage = { 'en-US': { sys: { type: 'Link', linkType: 'Asset', id } } };
    }
    entries.push({
      ...source,
      sys: stamp({ ...source.sys, id: entryId(type, `archive-${n}`) }, iso),
      fields,
    });
  }
  return { ...data, entries, assets: [...data.assets, ...extraAssets] };
}
