/**
 * Which way of downloading "the newest articles of every kind" ahead of need moves fewer bytes:
 * the list queries the app would send (one per kind, newest PER_KIND with their links included) or the
 * CDA Sync API (an initial sync of the space, then deltas). Measured against a running CDA (the local
 * cloud with the demo content), raw JSON and gzip (what a CDN sends), so the choice rests on figures.
 * Used by bench-offline.ts; `tsx bench/offline-transfer.ts` runs it alone on its own local cloud.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { KIND_ORDER, KINDS } from '../src/content/kinds.ts';
import { PREFETCH_PER_KIND } from '../src/features/ahead-of-need/prefetch-rule.ts';

export interface Transfer {
  requests: number;
  raw: number;
  gzip: number;
}

export interface TransferReport {
  lists: Transfer;
  syncInitial: Transfer;
  syncDelta: Transfer;
}

interface Cda {
  url: string;
  spaceId: string;
  accessToken: string;
}

async function measure(cda: Cda, first: string): Promise<{ t: Transfer; body: unknown }> {
  const t: Transfer = { requests: 0, raw: 0, gzip: 0 };
  let url: string | undefined = first;
  let body: unknown;
  while (url) {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${cda.accessToken}` } });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    t.requests += 1;
    t.raw += bytes.length;
    t.gzip += gzipSync(bytes).length;
    body = JSON.parse(bytes.toString('utf8'));
    url = (body as { nextPageUrl?: string }).nextPageUrl;
  }
  return { t, body };
}

const add = (a: Transfer, b: Transfer): Transfer => ({
  requests: a.requests + b.requests,
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
});

export async function measureTransfer(cda: Cda): Promise<TransferReport> {
  const env = `${cda.url}/spaces/${cda.spaceId}/environments/master`;
  let lists: Transfer = { requests: 0, raw: 0, gzip: 0 };
  for (const kind of KIND_ORDER) {
    const query = new URLSearchParams({
      content_type: KINDS[kind].contentType,
      order: '-fields.publishDate',
      limit: String(PREFETCH_PER_KIND),
      include: '2',
    });
    lists = add(lists, (await measure(cda, `${env}/entries?${query}`)).t);
  }
  const initial = await measure(cda, `${env}/sync?initial=true`);
  const next = (initial.body as { nextSyncUrl?: string }).nextSyncUrl;
  if (!next) throw new Error('the initial sync gave no nextSyncUrl');
  const delta = await measure(cda, next);
  return { lists, syncInitial: initial.t, syncDelta: delta.t };
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function printTransfer(r: TransferReport): void {
  const line = (label: string, t: Transfer) =>
    console.log(`  ${label}: ${t.requests} requests, ${kib(t.raw)} JSON, ${kib(t.gzip)} gzip`);
  console.log(`ahead-of-need download, newest ${PREFETCH_PER_KIND} per kind:`);
  line('list queries (every freshness window)', r.lists);
  line('sync, initial (first time)', r.syncInitial);
  line('sync, delta with no change', r.syncDelta);
  // Sync pays its initial download once; after that each freshness window costs a delta, not the lists.
  for (const downloads of [1, 2, 12]) {
    const lists = downloads * r.lists.gzip;
    const sync = r.syncInitial.gzip + (downloads - 1) * r.syncDelta.gzip;
    console.log(
      `  after ${downloads} download(s): list queries ${kib(lists)}, sync ${kib(sync)} (gzip)`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startLocalCloud } = await import('../local-cloud/local-cloud.ts');
  const work = mkdtempSync(join(tmpdir(), 'gq-transfer-'));
  const cloud = await startLocalCloud({
    port: Number(process.env.BENCH_PORT_BASE || 4800) + 11,
    exportPath: resolve(fileURLToPath(import.meta.url), '../../demo-content/export.json'),
    dataDir: work,
    siteUrl: 'http://127.0.0.1:4800',
    functions: false,
    spaceId: 'transfer',
    accessToken: 'transfer-token',
  });
  try {
    printTransfer(await measureTransfer(cloud));
  } finally {
    await cloud.close();
    rmSync(work, { recursive: true, force: true });
  }
}
