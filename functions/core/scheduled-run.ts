/**
 * What the scheduled run does each time (the Node drain loop's timer and kicks, pg_cron's call of
 * the `drain` function on Supabase): forget addresses nobody confirmed within a week, then send
 * every mail that is due.
 */
import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import { drainMailQueue, type DrainResult } from './mail-queue.ts';
import { forgetUnconfirmed } from './subscribers.ts';

export interface ScheduledResult extends DrainResult {
  forgotten: number;
}

export async function runScheduled(deps: NewsletterDeps): Promise<ScheduledResult> {
  let forgotten = 0;
  try {
    forgotten = await forgetUnconfirmed(deps.db, deps.now ? deps.now() : null);
  } catch (error) {
    // Forgetting can wait for the next run; the mails due now must not.
    (deps.log ?? defaultLog)('forgetting unconfirmed addresses failed', error);
  }
  const drained = await drainMailQueue(deps);
  return { ...drained, forgotten };
}
