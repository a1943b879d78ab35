/**
 * Does the subscribe answer's time tell a known address from a new one? With a real SMTP relay
 * (a local smtp-server on 127.0.0.1) new and known addresses are posted alternately, one at a
 * time, over HTTP through the functions host; between requests the bench waits until the drain
 * loop is idle, so a welcome being sent in the background never lands in the next measurement.
 * The client runs in a worker thread: like a remote visitor, it gets the answer when the bytes
 * arrive, not when this process's event loop is next free after starting the drain.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';
import { createFunctions } from '../functions/index.ts';
import type { FunctionEntry } from '../functions/types.ts';
import { handleFunction } from '../local-cloud/functions-host.ts';

export const ANON_KEY = 'bench-anon-key';
const PAIRS = Number(process.env.BENCH_TIMING_PAIRS ?? 40);

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The functions host on 127.0.0.1 (port 0: any free port); `functions` is read per request. */
export async function serveFunctions(
  port: number,
  functions: () => Record<string, FunctionEntry>,
): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const name = /^\/functions\/v1\/([^/]+)$/.exec(url.pathname)?.[1] ?? '';
    handleFunction(
      { req, res, url, rawName: name },
      { functions: functions(), anonKey: ANON_KEY },
    ).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return { server, base: `http://127.0.0.1:${actual}/functions/v1` };
}

export async function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Plain JavaScript evaluated in the worker: POST one address per message, answer the timing. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', async (email) => {
  const started = performance.now();
  const response = await fetch(workerData.base + '/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' + workerData.key },
    body: JSON.stringify({ email }),
  });
  await response.text();
  parentPort.postMessage({ ms: performance.now() - started, status: response.status });
});`;

function client(base: string) {
  const worker = new Worker(CLIENT, { eval: true, workerData: { base, key: ANON_KEY } });
  return {
    post: (email: string) =>
      new Promise<{ ms: number; status: number }>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(email);
      }),
    stop: () => worker.terminate(),
  };
}

/** Prints p50/p90 for known and new addresses; false if a request failed or a mail went missing. */
export async function timingComparison(databaseUrl: string | undefined): Promise<boolean> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-timing-'));
  let functions: Record<string, FunctionEntry> = {};
  const { server, base } = await serveFunctions(0, () => functions);
  const runtime = await createFunctions({
    dataDir,
    databaseUrl,
    siteUrl: 'http://127.0.0.1:4631',
    functionsUrl: base,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    rateLimits: {
      perIp: { limit: 1e9, windowMs: 60_000 },
      perAddress: { limit: 1e9, windowMs: 60_000 },
    },
  });
  functions = runtime.functions;
  const run = `${Date.now()}`;
  const known = Array.from({ length: PAIRS }, (_, i) => `known${i}-${run}@timing.example.com`);
  const fresh = Array.from({ length: PAIRS }, (_, i) => `new${i}-${run}@timing.example.com`);
  const times = { known: [] as number[], new: [] as number[] };
  let failures = 0;
  const { post, stop } = client(base);
  try {
    for (const email of known) failures += (await post(email)).status === 200 ? 0 : 1;
    await runtime.mail!.idle();
    const sentBefore = received;
    for (let i = 0; i < PAIRS; i += 1) {
      // Alternate which kind goes first, so warm-up and drift fall on both equally.
      const order: ['known' | 'new', string][] =
        i % 2 === 0
          ? [
              ['known', known[i]!],
              ['new', fresh[i]!],
            ]
          : [
              ['new', fresh[i]!],
              ['known', known[i]!],
            ];
      for (const [kind, email] of order) {
        const { ms, status } = await post(email);
        if (status !== 200) failures += 1;
        times[kind].push(ms);
        await runtime.mail!.idle();
      }
    }
    const line = (kind: 'known' | 'new') => {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms`;
    };
    console.log(`timing over SMTP    ${PAIRS} known and ${PAIRS} new addresses, alternating`);
    console.log(`  known address     ${line('known')}`);
    console.log(`  new address       ${line('new')}`);
    const mailed = received - sentBefore;
    console.log(`  welcomes by SMTP  ${mailed} (new addresses: ${PAIRS}), non-200: ${failures}`);
    return failures === 0 && mailed === PAIRS;
  } finally {
    await stop();
    await stopServer(server);
    await runtime.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  }
}
