/**
 * Regenerates the demo space: demo-content/export.json, the asset files beside it (where
 * `contentful space export --download-assets` would put them) and the merch images.
 * Run with `npm run content:generate`; the output is committed, so `npm start` never needs this.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURED_MERCH } from '../src/site.ts';
import { discussions } from './articles/discussions.ts';
import { fiction } from './articles/fiction.ts';
import { guide, inlineImages } from './articles/media.ts';
import { news } from './articles/news.ts';
import { posts } from './articles/posts.ts';
import { recommendations } from './articles/recommendations.ts';
import { reviews } from './articles/reviews.ts';
import { buildExport } from './build-export.ts';
import { merchImage } from './merch-art.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

async function main() {
  const { exported, files } = await buildExport({
    articles: { discussions, news, recommendations, reviews, fiction },
    posts,
    inlineImages,
    guide,
  });
  // Asset folders are rebuilt from scratch so renamed or removed assets leave no stale files.
  await rm(join(here, 'images.ctfassets.net'), { recursive: true, force: true });
  await rm(join(here, 'assets.ctfassets.net'), { recursive: true, force: true });
  for (const file of files) {
    const target = join(here, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.data);
  }
  await writeFile(join(here, 'export.json'), `${JSON.stringify(exported, null, 2)}\n`);

  const merchDir = join(root, 'public', 'merch');
  await mkdir(merchDir, { recursive: true });
  const products = [...FEATURED_MERCH.teepublic, ...FEATURED_MERCH.redbubble];
  for (const product of products) {
    await writeFile(
      join(root, 'public', product.imageUrl),
      await merchImage(basename(product.imageUrl, '.webp')),
    );
  }
  console.log(
    `Wrote ${exported.entries.length} entries, ${exported.assets.length} assets and ${products.length} merch images.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
