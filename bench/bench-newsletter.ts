/**
 * Load check for the newsletter functions: 500 subscribes, 50 in flight, through the local cloud's
 * functions host (local-cloud/functions-host.ts: anon key, body cap, socket IP) over real HTTP.
 * Prints throughput and p50/p99 latency, then compares stored subscribers with the distinct
 * addresses sent; exits 1 if they differ (lost or doubled) or any request failed.
 * Then compares the answer time for known and new addresses with a real SMTP relay
 * (bench/bench-newsletter-timing.ts): p50/p90 of each, which must not tell them apart.
 * Last, the send of one issue to 10,000 subscribers through a local SMTP sink, with its time and
 * peak memory (bench/bench-newsletter-issue.ts).
 * DATABASE_URL=postgres://… runs it against a PostgreSQL server instead of the embedded PGlite.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listSubscribers } from '../functions/core/subscribers.ts';
import { issueSendBench } from './bench-newsletter-issue.ts';
import { createFunctions } from '../functions/index.ts';
import { openPgDb } from '../functions/node/pg-db.ts';
import { openPgliteDb } from '../functions/node/pglite-db.ts';
import type { FunctionEntry } from '../functions/types.ts';
import {
  ANON_KEY,
  percentile,
  serveFunctions,
  stopServer,
  timingComparison,
} from './bench-newsletter-timing.ts';

const TOTAL = 500;
const IN_FLIGHT = 50;
const DISTINCT = 400;
const PORT = Number(process.env.BENCH_PORT ?? 4630);

/** 400 new addresses, then 100 repeats of earlier ones in other spellings, shuffled together. */
function addresses(): string[] {
  const list = Array.from({ length: DISTINCT }, (_, i) => `reader${i}@bench.example.com`);
  for (let i = 0; i < TOTAL - DISTINCT; i += 1)
    list.push(`  Reader${(i * 7) % DISTINCT}@Bench.Example.com `);
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-newsletter-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let functions: Record<string, FunctionEntry> = {};
  const { server, base } = await serveFunctions(PORT, () => functions);
  const runtime = await createFunctions({
    dataDir,
    databaseUrl,
    siteUrl: 'http://127.0.0.1:4631',
    functionsUrl: base,
    // Every request comes from 127.0.0.1, so the per-IP limit must be out of the way here.
    rateLimits: {
      perIp: { limit: 1e9, windowMs: 60_000 },
      perAddress: { limit: 1e9, windowMs: 60_000 },
    },
  });
  functions = runtime.functions;

  const queue = addresses();
  const latencies: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const email = queue[next++]!;
      const started = performance.now();
      const response = await fetch(`${base}/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ANON_KEY}` },
        body: JSON.stringify({ email }),
      });
      const text = await response.text();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failures.push(`${response.status} ${text}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;

  await stopServer(server);
  // Welcomes leave through the mail queue after the answers: let the drain loop finish them.
  const drainStarted = performance.now();
  await runtime.mail!.idle();
  const unsent = await runtime.mail!.pending();
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  await runtime.close();
  const db = databaseUrl ? openPgDb(databaseUrl) : await openPgliteDb(join(dataDir, 'db'));
  const stored = (await listSubscribers(db)).filter((s) => s.email.endsWith('@bench.example.com'));
  await db.close();
  // The outbox folder holds the welcomes whichever database stored the subscribers.
  const mails = await readdir(join(dataDir, 'outbox'));
  const distinct = new Set(queue.map((e) => e.trim().toLowerCase())).size;
  await rm(dataDir, { recursive: true, force: true });

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `database            ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}`,
  );
  console.log(`requests            ${TOTAL} (${IN_FLIGHT} in flight), non-200: ${failures.length}`);
  console.log(
    `throughput          ${(TOTAL / seconds).toFixed(1)} req/s over ${seconds.toFixed(2)} s`,
  );
  console.log(
    `latency p50 / p99   ${percentile(sorted, 50).toFixed(1)} ms / ${percentile(sorted, 99).toFixed(1)} ms`,
  );
  console.log(`stored subscribers  ${stored.length} (distinct addresses sent: ${distinct})`);
  console.log(`welcome mails       ${mails.filter((f) => f.endsWith('.eml')).length}`);
  console.log(
    `queue drained       ${drainSeconds.toFixed(2)} s after the last answer, unsent: ${unsent}`,
  );
  for (const failure of failures.slice(0, 5)) console.error(`failure: ${failure}`);
  const ok =
    failures.length === 0 &&
    unsent === 0 &&
    stored.length === distinct &&
    // A reused PostgreSQL database may know the addresses from an earlier run: no new welcomes.
    (databaseUrl !== undefined || mails.filter((f) => f.endsWith('.eml')).length === distinct);
  console.log(ok ? 'OK: nothing lost, nothing doubled' : 'FAIL');
  const timingOk = await timingComparison(databaseUrl);
  const issueOk = await issueSendBench(databaseUrl);
  return ok && timingOk && issueOk ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
