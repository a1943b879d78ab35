/**
 * Search on the device, in process: for the demo space and for a generated archive of 2,000 articles
 * (bench/search-archive.ts), each held as the ahead-of-need sync mirror would hold it, prints
 *   - the time to build the search index (reading the documents out of the mirror included),
 *   - the longest stretch of that build between two yields to the page (what would block input),
 *   - the median (and 95th percentile) time of a query, over words, prefixes, typos and phrases.
 * Then the archive's search index as the build writes it, over an archive grown to 10,000 articles
 * (BENCH_INDEX_ARTICLES), the same way: build, size, cold first query, later queries, a rare body word
 * with one letter missing, the incremental rebuild (bench/search-index-measure.ts).
 * Run with `npm run bench:search`. Timings only: nothing here passes or fails.
 */
import demoExport from '../demo-content/export.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { mirrorOfExport, type ExportLike } from '../tests/export-mirror.ts';
import { writeArchive } from './search-archive.ts';
import { deviceDocs } from '../src/features/search/device-docs.ts';
import { mergeDocs } from '../src/features/search/search-doc.ts';
import { measureArchiveIndex } from './search-index-measure.ts';
import { measureDeviceSearch } from './search-measure.ts';

const ARCHIVE_ARTICLES = 2000;
const INDEX_ARTICLES = Number(process.env.BENCH_INDEX_ARTICLES) || 10_000;

async function bench(label: string, exported: ExportLike): Promise<void> {
  console.log(`${label}: ${await measureDeviceSearch(mirrorOfExport(exported))}`);
}

await bench('demo space', demoExport as unknown as ExportLike);
console.log(`generating an archive of ${ARCHIVE_ARTICLES} articles…`);
const archive = await writeArchive(ARCHIVE_ARTICLES);
try {
  const exported = JSON.parse(readFileSync(archive.exportPath, 'utf8')) as ExportLike;
  await bench(`archive of ${archive.articles} articles`, exported);
} finally {
  archive.remove();
}

console.log(`generating an archive of ${INDEX_ARTICLES} articles for the search index…`);
const large = await writeArchive(INDEX_ARTICLES);
try {
  const mirror = mirrorOfExport(JSON.parse(readFileSync(large.exportPath, 'utf8')) as ExportLike);
  const docs = mergeDocs(
    await deviceDocs({ stored: () => [], mirror: () => Promise.resolve(mirror) }, async () => {}),
  );
  for (const line of await measureArchiveIndex(docs)) console.log(`search index: ${line}`);
} finally {
  large.remove();
}
