/**
 * `npm run bench:tag-query [-- --runs N]`: what a tag's page costs the reader's device to ask for.
 * The page's query (src/content/query-impl.ts `fetchTagged`) runs through the real `contentful` SDK
 * against the local cloud, over the demo or (BENCH_GROW) the demo grown to that many articles, for
 * the tag the most entries carry (BENCH_TAG names another): its first page, its second and its last.
 * Prints per page the requests made, the entries read whole and those read for their tags and date
 * alone, the answers' JSON in all (as sent, and gzipped as a CDN would send it), and the median time
 * of N runs (the local cloud answers in this process, so the time is the SDK's and the cloud's, not a
 * network's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient } from 'contentful';
import { benchExport, median, runCount } from './bench-site.ts';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';
import { readFacts } from '../tests/support/export-facts.ts';
import { createQueries } from '../src/content/query-impl.ts';
import { pageCount } from '../src/content/paging.ts';
import { tagKey } from '../src/content/tags.ts';
import type { ContentClient } from '../src/lib/contentful.ts';

const RUNS = runCount(process.argv.slice(2), 5);

interface Answer {
  data?: { items?: unknown[] };
  config?: { params?: Record<string, unknown> };
}

/** One answer as it arrived: read when the SDK logs it, before it resolves links in place. */
interface Arrived {
  select: boolean;
  items: number;
  bytes: number;
  gzipped: number;
}

/** The tag most entries carry (or BENCH_TAG), in its compared form, and how many carry it. */
function benchTag(exportPath: string): [string, number] {
  const facts = readFacts(exportPath);
  const counts = new Map<string, number>();
  for (const entry of facts.entries) {
    const tags = entry.fields.tags?.[facts.locale];
    if (!Array.isArray(tags)) continue;
    for (const key of new Set(tags.filter((t) => typeof t === 'string').map(tagKey)))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const named = process.env.BENCH_TAG;
  if (named) return [tagKey(named), counts.get(tagKey(named)) ?? 0];
  return [...counts].sort((a, b) => b[1] - a[1])[0]!;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-tag-query-'));
  const exportPath = benchExport(join(dataDir, 'grown'));
  const cloud = await startCdaCloud(exportPath);
  try {
    let answers: Arrived[] = [];
    const client = createClient({
      space: cloud.spaceId,
      accessToken: cloud.accessToken,
      host: new URL(cloud.url).host,
      insecure: true,
      responseLogger: (response) => {
        if (response instanceof Error) return;
        const { data, config } = response as Answer;
        const json = JSON.stringify(data ?? null);
        answers.push({
          select: config?.params?.select !== undefined,
          items: data?.items?.length ?? 0,
          bytes: json.length,
          gzipped: gzipSync(json).length,
        });
      },
    }) as unknown as ContentClient;
    const queries = createQueries(() => Promise.resolve(client));
    const [tag, carriers] = benchTag(exportPath);
    const { total } = await queries.fetchTagged(tag, 1);
    const last = pageCount(total);
    console.log(`"${tag}": carried by ${carriers} entries, ${total} on its pages (${last} pages)`);
    for (const page of [...new Set([1, 2, last])].filter((n) => n <= last)) {
      const times: number[] = [];
      let made: Arrived[] = [];
      for (let run = 0; run < RUNS; run++) {
        answers = [];
        const start = performance.now();
        await queries.fetchTagged(tag, page);
        times.push(performance.now() - start);
        made = answers;
      }
      const count = (select: boolean) =>
        made.filter((a) => a.select === select).reduce((sum, a) => sum + a.items, 0);
      const sum = (key: 'bytes' | 'gzipped') => made.reduce((all, a) => all + a[key], 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      console.log(
        `  page ${page}: ${made.length} requests · ${count(false)} entries read whole, ` +
          `${count(true)} for their tags and date alone · answers ${kb(sum('bytes'))} (${kb(sum('gzipped'))} gzipped) · ` +
          `median ${median(times).toFixed(0)} ms of ${RUNS}`,
      );
    }
  } finally {
    await cloud.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
