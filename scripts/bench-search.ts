/**
 * Search on the device, in process: for the demo space and for a generated archive of 2,000 articles
 * (scripts/search-archive.ts), each held as the ahead-of-need sync mirror would hold it, prints
 *   - the time to build the search index (reading the documents out of the mirror included),
 *   - the longest stretch of that build between two yields to the page (what would block input),
 *   - the median (and 95th percentile) time of a query, over words, prefixes, typos and phrases.
 * Run with `npm run bench:search`. Timings only: nothing here passes or fails.
 */
import demoExport from '../demo-content/export.json' with { type: 'json' };
import { readFileSync } from 'node:fs';
import { mirrorOfExport, type ExportLike } from '../tests/export-mirror.ts';
import { writeArchive } from './search-archive.ts';
import { measureDeviceSearch } from './search-measure.ts';

const ARCHIVE_ARTICLES = 2000;

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
