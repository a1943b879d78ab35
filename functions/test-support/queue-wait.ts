import type { Db } from '../core/db.ts';
import { countPending } from '../core/mail-queue.ts';

/**
 * Waits until another process (e.g. a Deno entry, which drains after each subscribe) has sent
 * every queued mail in the shared database. A relay that never succeeds must fail the test with
 * a reason rather than hang it, hence the bound.
 */
export async function waitUntilQueueEmpty(db: Db, timeoutMs = 20_000, pollMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await countPending(db);
    if (pending === 0) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `${pending} queued mail(s) still unsent after ${timeoutMs} ms: the process that should ` +
          'drain the mail queue did not send them',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
