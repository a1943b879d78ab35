/**
 * A functions process for the crash tests: starts the Node runtime on DATA_DIR (and DATABASE_URL
 * when set), subscribes EMAIL through the real handler and lets its drain loop send the welcome.
 * At the checkpoint named by PAUSE_AT it prints `paused <point>` and waits forever, so the test
 * can SIGKILL it exactly there.
 */
import type { CheckpointName } from '../core/deps.ts';
import { createFunctions } from '../index.ts';
import { FUNCTIONS_URL, SITE_URL, postJson } from './deps.ts';

const { DATA_DIR, DATABASE_URL, EMAIL, PAUSE_AT, LEASE_MS } = process.env;

async function main(): Promise<void> {
  if (!DATA_DIR || !EMAIL) throw new Error('DATA_DIR and EMAIL are required');
  const runtime = await createFunctions({
    dataDir: DATA_DIR,
    databaseUrl: DATABASE_URL || undefined,
    siteUrl: SITE_URL,
    functionsUrl: FUNCTIONS_URL,
    queue: { leaseMs: Number(LEASE_MS ?? 60_000) },
    checkpoint: async (point: CheckpointName) => {
      if (point !== PAUSE_AT) return;
      process.stdout.write(`paused ${point}\n`);
      await new Promise(() => undefined);
    },
  });
  const response = await runtime.functions.subscribe!.handler(
    postJson(`${FUNCTIONS_URL}/subscribe`, { email: EMAIL }),
  );
  process.stdout.write(`answered ${response.status}\n`);
  await runtime.mail!.idle();
  process.stdout.write('idle\n');
  await runtime.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
