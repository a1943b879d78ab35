/**
 * A large archive for measuring search: the demo content's own generator (demo-content/build-export)
 * fed the demo articles plus numbered copies of them up to `count` articles, written as an export into
 * a temp folder. Copies get their own slug, title suffix and publish date; covers are left out
 * (search reads no images, and rendering 2,000 JPEGs would take minutes).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildExport } from '../demo-content/build-export.ts';
import { discussions } from '../demo-content/articles/discussions.ts';
import { fiction } from '../demo-content/articles/fiction.ts';
import { guide, inlineImages } from '../demo-content/articles/media.ts';
import { news } from '../demo-content/articles/news.ts';
import { posts } from '../demo-content/articles/posts.ts';
import { recommendations } from '../demo-content/articles/recommendations.ts';
import { reviews } from '../demo-content/articles/reviews.ts';
import type { ArticleSource, ArticleTypeId } from '../demo-content/source.ts';

const DEMO: Record<ArticleTypeId, ArticleSource[]> = {
  discussions,
  news,
  recommendations,
  reviews,
  fiction,
};

/** Unused calendar days, newest first, before the generator's cut-off date. */
function* freeDays(used: Set<string>): Generator<string> {
  const day = new Date(Date.UTC(2026, 10, 20));
  for (;;) {
    const iso = day.toISOString().slice(0, 10);
    if (!used.has(iso)) yield iso;
    day.setUTCDate(day.getUTCDate() - 1);
  }
}

export interface Archive {
  exportPath: string;
  articles: number;
  remove(): void;
}

export async function writeArchive(count: number): Promise<Archive> {
  const types = Object.keys(DEMO) as ArticleTypeId[];
  const used = new Set(
    [...types.flatMap((t) => DEMO[t]), ...posts].map((s) => s.publishDate ?? ''),
  );
  const days = freeDays(used);
  const articles = Object.fromEntries(
    types.map((t) => [t, DEMO[t].map((s) => ({ ...s, cover: false as const }))]),
  ) as Record<ArticleTypeId, ArticleSource[]>;
  const originals = types.flatMap((t) => DEMO[t].map((source) => ({ type: t, source })));
  for (let i = 0; total(articles) < count; i++) {
    const { type, source } = originals[i % originals.length];
    const n = Math.floor(i / originals.length) + 1;
    articles[type].push({
      ...source,
      slug: `${source.slug}-${n}`,
      title: `${source.title}, part ${n}`,
      publishDate: days.next().value as string,
      cover: false,
    });
  }
  const built = await buildExport({
    articles,
    posts: posts.map((p) => ({ ...p, cover: false as const })),
    inlineImages,
    guide,
  });
  const dir = mkdtempSync(join(tmpdir(), 'search-archive-'));
  const exportPath = join(dir, 'export.json');
  writeFileSync(exportPath, JSON.stringify(built.exported));
  return {
    exportPath,
    articles: total(articles),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function total(articles: Record<ArticleTypeId, ArticleSource[]>): number {
  return Object.values(articles).reduce((sum, list) => sum + list.length, 0);
}
