/**
 * The durable mail queue (table mail_queue). A worker claims due rows with a lease, sends, and
 * only then marks them sent: a crash anywhere before the mark leaves the row to be claimed again
 * once the lease runs out (at least once overall), and a row is sent at most once per claim.
 */
import { newContactId } from './contact-id.ts';
import type { Db } from './db.ts';
import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import type { MailMessage } from './mail.ts';
import { backoffMs, DEFAULT_QUEUE, type QueueSettings } from './queue-settings.ts';

export { backoffMs };
import { deliveryIdOf } from './issues.ts';
import { welcomeLinks, welcomeMail } from './welcome-mail.ts';

export interface ClaimedMail {
  id: number;
  email: string;
  contactId: string;
  attempts: number;
  token: string;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

const settingsOf = (deps: Pick<NewsletterDeps, 'queue'>): QueueSettings => ({
  ...DEFAULT_QUEUE,
  ...deps.queue,
});

/** The clock parameter: null lets SQL fall back to now(). */
const clock = (settings: QueueSettings) =>
  settings.now ? new Date(settings.now()).toISOString() : null;

const NOW = 'COALESCE($1::timestamptz, now())';

export const mailKey = (id: number): string => `welcome-${id}`;

function queueIdOf(key: string): number | null {
  const match = /^welcome-(\d{1,9})$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * Leases up to `batch` due rows of active subscribers. SKIP LOCKED lets concurrent workers take
 * different rows; a row whose claim committed meanwhile is re-checked and skipped by its lease.
 */
export async function claimDue(db: Db, settings: QueueSettings): Promise<ClaimedMail[]> {
  const token = newContactId();
  const { rows } = await db.query<{
    id: number;
    email: string;
    contact_id: string;
    attempts: number;
  }>(
    `WITH due AS (
       SELECT q.id FROM mail_queue q
        WHERE q.sent_at IS NULL AND q.attempts < $3
          AND q.next_attempt_at <= ${NOW}
          AND (q.lease_until IS NULL OR q.lease_until <= ${NOW})
          AND EXISTS (SELECT 1 FROM subscribers s
                       WHERE s.email = q.email AND s.unsubscribed_at IS NULL)
        ORDER BY q.id
        LIMIT $4
        FOR UPDATE OF q SKIP LOCKED)
     UPDATE mail_queue q
        SET attempts = q.attempts + 1, lease_token = $2,
            lease_until = ${NOW} + $5 * interval '1 millisecond'
       FROM due, subscribers s
      WHERE q.id = due.id AND s.email = q.email
  RETURNING q.id, q.email, s.contact_id, q.attempts`,
    [clock(settings), token, settings.maxAttempts, settings.batch, settings.leaseMs],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    contactId: row.contact_id,
    attempts: Number(row.attempts),
    token,
  }));
}

/** Marks the row sent if our claim is still the row's; false when another worker took it over. */
export async function markSent(db: Db, mail: ClaimedMail): Promise<boolean> {
  const { rows } = await db.query(
    `WITH done AS (
       UPDATE mail_queue SET sent_at = now(), lease_until = NULL
        WHERE id = $1 AND lease_token = $2 AND sent_at IS NULL
        RETURNING email)
     UPDATE subscribers s SET welcome_sent_at = now() FROM done
      WHERE s.email = done.email
  RETURNING s.email`,
    [mail.id, mail.token],
  );
  return rows.length > 0;
}

/** Gives the row back with its next attempt pushed out by the backoff. */
export async function markFailed(
  db: Db,
  mail: ClaimedMail,
  error: unknown,
  settings: QueueSettings,
): Promise<void> {
  await db.query(
    `UPDATE mail_queue
        SET lease_until = NULL, lease_token = NULL, last_error = $4,
            next_attempt_at = ${NOW} + $5 * interval '1 millisecond'
      WHERE id = $2 AND lease_token = $3`,
    [
      clock(settings),
      mail.id,
      mail.token,
      String(error instanceof Error ? error.message : error).slice(0, 500),
      backoffMs(mail.attempts, settings),
    ],
  );
}

/** True while the row behind `key` is unsent and leased, i.e. a live worker may be sending it. */
export async function isMailInFlight(
  db: Db,
  key: string,
  settings: QueueSettings = DEFAULT_QUEUE,
): Promise<boolean> {
  const delivery = deliveryIdOf(key);
  if (delivery !== null) {
    const { rows } = await db.query(
      `SELECT 1 FROM newsletter_deliveries
        WHERE id = $2 AND sent_at IS NULL AND lease_until > ${NOW}`,
      [clock(settings), delivery],
    );
    return rows.length > 0;
  }
  const id = queueIdOf(key);
  if (id === null) return false;
  const { rows } = await db.query(
    `SELECT 1 FROM mail_queue WHERE id = $2 AND sent_at IS NULL AND lease_until > ${NOW}`,
    [clock(settings), id],
  );
  return rows.length > 0;
}

/** Mails not yet sent (welcomes and issue rows whose address still wants mail), retries included. */
export async function countPending(db: Db): Promise<number> {
  const { rows } = await db.query<{ pending: number }>(
    `SELECT (SELECT count(*) FROM mail_queue WHERE sent_at IS NULL)::int
          + (SELECT count(*) FROM newsletter_deliveries d JOIN subscribers s ON s.email = d.email
              WHERE d.sent_at IS NULL AND d.failed_at IS NULL
                AND s.unsubscribed_at IS NULL AND s.mail_stopped_at IS NULL)::int AS pending`,
  );
  return Number(rows[0]?.pending ?? 0);
}

function composeWelcome(deps: NewsletterDeps, mail: ClaimedMail): MailMessage {
  const links = welcomeLinks(deps.siteUrl, deps.functionsUrl, mail.email, mail.contactId);
  const message = welcomeMail({
    from: deps.mailFrom,
    to: mail.email,
    siteUrl: deps.siteUrl,
    links,
  });
  return { ...message, key: mailKey(mail.id) };
}

/**
 * Sends every due welcome, round after round, until none is due. Any host can call it: the Node
 * drain loop, or an edge function after it has answered.
 */
export async function drainMailQueue(deps: NewsletterDeps): Promise<DrainResult> {
  const settings = settingsOf(deps);
  const log = deps.log ?? defaultLog;
  const result: DrainResult = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(deps.db, settings);
    if (claimed.length === 0) return result;
    await deps.checkpoint?.('claimed');
    await Promise.all(
      claimed.map(async (mail) => {
        try {
          await deps.mailer.send(composeWelcome(deps, mail));
        } catch (error) {
          log(`welcome mail ${mail.id} failed (attempt ${mail.attempts})`, error);
          result.failed += 1;
          await markFailed(deps.db, mail, error, settings);
          return;
        }
        if (await markSent(deps.db, mail)) result.sent += 1;
      }),
    );
  }
}
