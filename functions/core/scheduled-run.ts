/**
 * What the scheduled run does each time (the Node drain loop's timer and kicks, pg_cron's call of
 * the `drain` function on Supabase): forget addresses nobody confirmed within a week, send the
 * welcomes that are due, plan the issues that are due (the digest, or any article a lost webhook
 * left behind) and send their rows.
 */
import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import { drainIssues, planIssues } from './issues.ts';
import { drainMailQueue, type DrainResult } from './mail-queue.ts';
import { forgetUnconfirmed } from './subscribers.ts';

export interface ScheduledResult extends DrainResult {
  forgotten: number;
  issues: { planned: number; sent: number; failed: number };
}

export async function runScheduled(deps: NewsletterDeps): Promise<ScheduledResult> {
  const log = deps.log ?? defaultLog;
  let forgotten = 0;
  try {
    forgotten = await forgetUnconfirmed(deps.db, deps.now ? deps.now() : null);
  } catch (error) {
    // Forgetting can wait for the next run; the mails due now must not.
    log('forgetting unconfirmed addresses failed', error);
  }
  const drained = await drainMailQueue(deps);
  let planned = 0;
  try {
    planned = (await planIssues(deps)).length;
  } catch (error) {
    // The Delivery API being away delays an issue; rows already planned still go out below.
    log('planning newsletter issues failed', error);
  }
  const issues = await drainIssues(deps);
  return { ...drained, forgotten, issues: { planned, ...issues } };
}
