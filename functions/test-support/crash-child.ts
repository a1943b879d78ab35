/**
 * A functions process for the crash tests: starts the Node runtime on DATA_DIR (and DATABASE_URL
 * when set). With EMAIL it subscribes that address through the real handler and lets its drain
 * loop send the welcome. With ISSUE=1 (the test has stored confirmed readers) it plays the publish
 * webhook against the Delivery API at CDA_HOST, and the drain loop sends them the issue.
 * At the checkpoint named by PAUSE_AT it prints `paused <point>` and waits forever, so the test
 * can SIGKILL it exactly there.
 */
import type { CheckpointName } from '../core/deps.ts';
import { createFunctions } from '../index.ts';
import { FUNCTIONS_URL, SITE_URL, postJson } from './deps.ts';

const { DATA_DIR, DATABASE_URL, EMAIL, PAUSE_AT, LEASE_MS, ISSUE, CDA_HOST, CDA_SPACE, CDA_TOKEN } =
  process.env;

async function main(): Promise<void> {
  if (!DATA_DIR || !(EMAIL || ISSUE)) throw new Error('DATA_DIR and EMAIL or ISSUE are required');
  const runtime = await createFunctions({
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL || undefined,
    siteUrl: SITE_URL,
    functionsUrl: FUNCTIONS_URL,
    queue: { leaseMs: Number(LEASE_MS ?? 60_000) },
    newsletter: { send: 'each' },
    delivery: CDA_HOST
      ? () => ({
          space: CDA_SPACE!,
          accessToken: CDA_TOKEN!,
          environment: 'master',
          host: CDA_HOST,
          insecure: true,
        })
      : undefined,
    checkpoint: async (point: CheckpointName) => {
      if (point !== PAUSE_AT) return;
      process.stdout.write(`paused ${point}\n`);
      // A timer keeps the process alive: with only unref'd timers left it would exit by itself.
      setInterval(() => undefined, 60_000);
      await new Promise(() => undefined);
    },
  });
  if (EMAIL) {
    const response = await runtime.functions.subscribe!.handler(
      postJson(`${FUNCTIONS_URL}/subscribe`, { email: EMAIL }),
    );
    process.stdout.write(`answered ${response.status}\n`);
  } else {
    process.stdout.write(`planned ${await runtime.newsletter!.publish()}\n`);
  }
  await runtime.mail!.idle();
  process.stdout.write('idle\n');
  await runtime.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
