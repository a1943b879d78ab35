/**
 * Assembles the space export from the article modules: entries with rich text, one asset per cover,
 * the inline images and the PDF, plus the bytes of every asset file to write beside the export.
 */
import { coverArt, renderJpeg, type Scene } from './art.ts';
import { assetId, entryId, fileToken } from './ids.ts';
import { contentTypes, editorInterfaces } from './model.ts';
import { readingGuidePdf } from './pdf.ts';
import { richText, type LinkResolver } from './rich.ts';
import type { ArticleSource, ArticleTypeId, InlineImageSource, PostSource } from './source.ts';
import { LOCALES, SPACE_ID, linkTo, sysFor, timeline } from './sys.ts';

export interface ContentSources {
  articles: Record<ArticleTypeId, ArticleSource[]>;
  posts: PostSource[];
  inlineImages: InlineImageSource[];
  guide: { key: string; title: string; description: string; lines: string[] };
}

export interface BuiltFile {
  path: string;
  data: Buffer;
}

const loc = <T>(value: T) => ({ 'en-US': value });
const publishValue = (date: string) => `${date}T10:00:00.000Z`;

/** Fails loudly on duplicate slugs or dates, so the list order on the site is never ambiguous. */
function checkUnique(all: Array<{ type: string; source: ArticleSource | PostSource }>) {
  const slugs = new Set<string>();
  const dates = new Set<string>();
  for (const { type, source } of all) {
    const slugKey = `${type}/${source.slug}`;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(source.slug))
      throw new Error(`Slug not kebab-case: ${slugKey}`);
    if (slugs.has(slugKey)) throw new Error(`Duplicate slug ${slugKey}`);
    slugs.add(slugKey);
    const date = source.publishDate;
    if (date && (dates.has(date) || date >= '2026-11-21'))
      throw new Error(`Bad date ${date} (${slugKey})`);
    if (date) dates.add(date);
  }
  return slugs;
}

export async function buildExport(sources: ContentSources) {
  const all = [
    ...Object.entries(sources.articles).flatMap(([type, list]) =>
      list.map((source) => ({ type, source })),
    ),
    ...sources.posts.map((source) => ({ type: 'post', source })),
  ];
  const slugs = checkUnique(all);
  const assets: unknown[] = [];
  const files: BuiltFile[] = [];
  const assetKeys = new Set<string>();

  const addAsset = (
    key: string,
    file: { name: string; host: string; contentType: string; data: Buffer; image?: object },
    title: string,
    description: string,
    date: string | undefined,
  ) => {
    const id = assetId(key);
    const token = fileToken(key);
    const path = `${file.host}/${SPACE_ID}/${id}/${token}/${file.name}`;
    files.push({ path, data: file.data });
    assetKeys.add(key);
    const details = { size: file.data.length, ...(file.image ? { image: file.image } : {}) };
    assets.push({
      sys: sysFor('Asset', id, timeline(date, '2024-12-10', 1)),
      fields: {
        title: loc(title),
        description: loc(description),
        file: loc({
          url: `//${path}`,
          details,
          fileName: file.name,
          contentType: file.contentType,
        }),
      },
    });
    return id;
  };

  const image = async (key: string, name: string, title: string, date?: string, scene?: Scene) => {
    const art = coverArt(key, scene);
    const { data, width, height } = await renderJpeg(art.svg);
    const file = {
      name: `${name}.jpg`,
      host: 'images.ctfassets.net',
      contentType: 'image/jpeg',
      data,
    };
    return addAsset(key, { ...file, image: { width, height } }, title, art.alt, date);
  };

  for (const inline of sources.inlineImages)
    await image(inline.seed, inline.key, inline.title, undefined, inline.scene);
  const { guide } = sources;
  const pdf = readingGuidePdf(guide.title, guide.lines);
  const pdfFile = {
    name: `${guide.key}.pdf`,
    host: 'assets.ctfassets.net',
    contentType: 'application/pdf',
  };
  addAsset(guide.key, { ...pdfFile, data: pdf }, guide.title, guide.description, undefined);
  const inlineIds = new Map(sources.inlineImages.map((i) => [i.key, assetId(i.seed)]));
  inlineIds.set(guide.key, assetId(guide.key));

  const resolve: LinkResolver = {
    entry(ref) {
      if (!slugs.has(ref)) throw new Error(`Rich text links to unknown entry ${ref}`);
      const [type, slug] = ref.split('/');
      return entryId(type, slug);
    },
    asset(key) {
      const id = inlineIds.get(key);
      if (!id) throw new Error(`Rich text links to unknown asset ${key}`);
      return id;
    },
  };

  const entries: unknown[] = [];
  for (const { type, source } of all) {
    const cover =
      source.cover === false
        ? undefined
        : await image(
            `cover/${type}/${source.slug}`,
            source.slug,
            `Cover: ${source.title}`,
            source.publishDate,
          );
    const common = {
      title: loc(source.title),
      slug: loc(source.slug),
      ...(source.publishDate ? { publishDate: loc(publishValue(source.publishDate)) } : {}),
      ...(cover ? { featuredImage: loc(linkTo('Asset', cover)) } : {}),
    };
    const fields =
      'author' in source
        ? { ...common, author: loc(source.author), content: loc(richText(source.content, resolve)) }
        : {
            ...common,
            urlSlug: loc(source.slug),
            excerpt: loc(source.excerpt),
            body: loc(richText(source.body, resolve)),
            ...(source.tags ? { tags: loc(source.tags) } : {}),
            ...(source.seoTitle ? { seoTitle: loc(source.seoTitle) } : {}),
            ...(source.seoDescription ? { seoDescription: loc(source.seoDescription) } : {}),
          };
    const edits = 1 + (source.slug.length % 3);
    const sys = sysFor(
      'Entry',
      entryId(type, source.slug),
      timeline(source.publishDate, '2026-10-01', edits),
      type,
    );
    entries.push({ sys, fields });
  }

  const exported = {
    contentTypes: contentTypes(),
    editorInterfaces: editorInterfaces(),
    entries,
    assets,
    locales: LOCALES,
    webhooks: [],
    roles: [],
  };
  return { exported, files, assetCount: assetKeys.size };
}
