/**
 * Newsletter issues: planning (what the Delivery API says was published and no issue holds yet)
 * and the send, one leased row per subscriber and issue (table newsletter_deliveries). The send
 * follows the welcome queue's rules: a row is claimed with a lease, mailed under a stable key
 * (an outbox file of the same name is replaced, not doubled) and only then marked sent, so a
 * crash anywhere is resumed by the next worker without a gap or a second copy.
 */
import { newContactId } from './contact-id.ts';
import type { Db, Queryable } from './db.ts';
import { defaultLog, defaultReport, type NewsletterDeps } from './deps.ts';
import type { IssueArticle } from './issue-articles.ts';
import { issueMail } from './issue-mail.ts';
import { DEFAULT_NEWSLETTER, type NewsletterSettings } from './newsletter-settings.ts';
import { backoffMs, DEFAULT_QUEUE, type QueueSettings } from './queue-settings.ts';

const PLAN_LOCK = 'SELECT pg_advisory_xact_lock(5050506)';

const settingsOf = (deps: NewsletterDeps): NewsletterSettings => ({
  ...DEFAULT_NEWSLETTER,
  ...deps.newsletter,
});
const queueOf = (deps: NewsletterDeps): QueueSettings => ({ ...DEFAULT_QUEUE, ...deps.queue });
const nowOf = (deps: NewsletterDeps) => (deps.now ?? deps.queue?.now ?? Date.now)();

export const issueKeyOf = (id: number): string => `issue-${id}`;

export function deliveryIdOf(key: string): number | null {
  const match = /^issue-(\d{1,9})$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** When the newsletter started: nothing published before it is ever mailed. */
async function sendingSince(db: Queryable): Promise<Date> {
  const { rows } = await db.query<{ since: Date | string }>('SELECT since FROM newsletter_state');
  return new Date(rows[0]?.since ?? 0);
}

/** The articles the Delivery API lists that no issue holds yet, oldest first. */
export async function unsentArticles(deps: NewsletterDeps): Promise<IssueArticle[]> {
  if (!deps.articles) return [];
  const published = await deps.articles.publishedSince(await sendingSince(deps.db));
  if (published.length === 0) return [];
  const { rows } = await deps.db.query<{ entry_id: string }>(
    'SELECT entry_id FROM newsletter_issue_articles WHERE entry_id = ANY($1::text[])',
    [published.map((a) => a.id)],
  );
  const known = new Set(rows.map((r) => r.entry_id));
  return published.filter((a) => !known.has(a.id));
}

/** The issues the next plan would create, each as [key, articles]; digest: one per UTC day. */
function groupIntoIssues(
  articles: IssueArticle[],
  settings: NewsletterSettings,
  now: number,
): [string, IssueArticle[]][] {
  if (articles.length === 0) return [];
  if (settings.send === 'each') return articles.map((a) => [`each:${a.id}`, [a]]);
  return [[`digest:${new Date(now).toISOString().slice(0, 10)}`, articles]];
}

/**
 * Creates the issues that are due and a delivery row for every confirmed, subscribed address
 * whose mail is on. Replayed, duplicated or out-of-order webhooks plan nothing twice: an entry
 * belongs to one issue at most, and an issue's key (article, or day for the digest) is unique.
 * Returns the new issues' ids.
 */
export async function planIssues(deps: NewsletterDeps): Promise<number[]> {
  const fresh = await unsentArticles(deps);
  const planned = groupIntoIssues(fresh, settingsOf(deps), nowOf(deps));
  if (planned.length === 0) return [];
  const created = await deps.db.transaction(async (tx) => {
    await tx.query(PLAN_LOCK);
    const ids: number[] = [];
    for (const [key, candidates] of planned) {
      // Another worker may have planned some of them since we asked the API.
      const { rows: taken } = await tx.query<{ entry_id: string }>(
        'SELECT entry_id FROM newsletter_issue_articles WHERE entry_id = ANY($1::text[])',
        [candidates.map((a) => a.id)],
      );
      const takenIds = new Set(taken.map((r) => r.entry_id));
      const articles = candidates.filter((a) => !takenIds.has(a.id));
      if (articles.length === 0) continue;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO newsletter_issues (key, articles, recipients) VALUES ($1, $2::jsonb, 0)
         ON CONFLICT (key) DO NOTHING RETURNING id`,
        [key, JSON.stringify(articles)],
      );
      const id = rows[0]?.id;
      // Today's digest is out already: these articles wait for tomorrow's.
      if (id === undefined) continue;
      for (const article of articles) {
        await tx.query(
          'INSERT INTO newsletter_issue_articles (entry_id, issue_id, published_at) VALUES ($1, $2, $3)',
          [article.id, id, article.publishedAt],
        );
      }
      await tx.query(
        `WITH rows AS (
           INSERT INTO newsletter_deliveries (issue_id, email)
           SELECT $1, email FROM subscribers
            WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL AND mail_stopped_at IS NULL
            ORDER BY email
           RETURNING 1)
         UPDATE newsletter_issues SET recipients = (SELECT count(*) FROM rows) WHERE id = $1`,
        [id],
      );
      ids.push(Number(id));
    }
    return ids;
  });
  if (created.length > 0) await deps.checkpoint?.('issue-planned');
  return created;
}

export interface ClaimedDelivery {
  id: number;
  issueId: number;
  email: string;
  contactId: string;
  attempts: number;
  token: string;
}

const NOW = 'COALESCE($1::timestamptz, now())';
const clock = (settings: QueueSettings) =>
  settings.now ? new Date(settings.now()).toISOString() : null;

/**
 * Leases up to `limit` due rows whose address still wants mail: an address that unsubscribed or
 * whose mail was turned off mid-send is never claimed again.
 */
export async function claimDeliveries(
  db: Db,
  settings: QueueSettings,
  limit: number,
  /** Only rows of these issues; null: of any issue. */
  issueIds: readonly number[] | null = null,
): Promise<ClaimedDelivery[]> {
  const token = newContactId();
  const { rows } = await db.query<{
    id: number;
    issue_id: number;
    email: string;
    contact_id: string;
    attempts: number;
  }>(
    `WITH due AS (
       SELECT d.id FROM newsletter_deliveries d
        WHERE d.sent_at IS NULL AND d.failed_at IS NULL AND d.cancelled_at IS NULL
          AND ($5::int[] IS NULL OR d.issue_id = ANY($5::int[]))
          AND d.next_attempt_at <= ${NOW}
          AND (d.lease_until IS NULL OR d.lease_until <= ${NOW})
          AND EXISTS (SELECT 1 FROM subscribers s
                       WHERE s.email = d.email AND s.unsubscribed_at IS NULL
                         AND s.mail_stopped_at IS NULL)
        ORDER BY d.id
        LIMIT $3
        FOR UPDATE OF d SKIP LOCKED)
     UPDATE newsletter_deliveries d
        SET attempts = d.attempts + 1, lease_token = $2,
            lease_until = ${NOW} + $4 * interval '1 millisecond'
       FROM due, subscribers s
      WHERE d.id = due.id AND s.email = d.email
  RETURNING d.id, d.issue_id, d.email, s.contact_id, d.attempts`,
    [clock(settings), token, limit, settings.leaseMs, issueIds],
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      issueId: Number(row.issue_id),
      email: row.email,
      contactId: row.contact_id,
      attempts: Number(row.attempts),
      token,
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markDeliverySent(db: Db, row: ClaimedDelivery): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE newsletter_deliveries SET sent_at = now(), lease_until = NULL
      WHERE id = $1 AND lease_token = $2 AND sent_at IS NULL RETURNING id`,
    [row.id, row.token],
  );
  return rows.length > 0;
}

/** Turns mail off for an address, keeping the first reason; later issues skip it. */
export async function stopMail(db: Queryable, email: string, reason: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE subscribers
        SET mail_stopped_at = COALESCE(mail_stopped_at, now()),
            mail_stopped_reason = COALESCE(mail_stopped_reason, $2)
      WHERE email = $1 RETURNING email`,
    [email, reason.slice(0, 500)],
  );
  return rows.length > 0;
}

/**
 * A refusal the provider calls final for this address (SMTP 5xx, a mail API's "permanent" flag):
 * retrying cannot help, and mailing on hurts the sender's reputation.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, permanent } = error as { responseCode?: unknown; permanent?: unknown };
  if (permanent === true) return true;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

async function markDeliveryFailed(
  deps: NewsletterDeps,
  row: ClaimedDelivery,
  error: unknown,
  settings: QueueSettings,
): Promise<void> {
  const message = String(error instanceof Error ? error.message : error).slice(0, 500);
  const final = isPermanentFailure(error) || row.attempts >= settings.maxAttempts;
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE newsletter_deliveries
          SET lease_until = NULL, lease_token = NULL, last_error = $4,
              failed_at = CASE WHEN $6 THEN now() ELSE NULL END,
              next_attempt_at = ${NOW} + $5 * interval '1 millisecond'
        WHERE id = $2 AND lease_token = $3`,
      [clock(settings), row.id, row.token, message, backoffMs(row.attempts, settings), final],
    );
    if (isPermanentFailure(error)) await stopMail(tx, row.email, `permanent failure: ${message}`);
  });
}

/** Hands out at most `rate` sends per second of the clock; waits when the second is used up. */
function ratePacer(rate: number, now: () => number, sleep: (ms: number) => Promise<void>) {
  let windowStart = -Infinity;
  let used = 0;
  return {
    async take(want: number): Promise<number> {
      for (;;) {
        const t = now();
        if (t - windowStart >= 1000) {
          windowStart = t;
          used = 0;
        }
        if (used < rate) {
          const granted = Math.min(want, rate - used);
          used += granted;
          return granted;
        }
        await sleep(windowStart + 1000 - t);
      }
    },
    giveBack(unused: number) {
      used -= unused;
    },
  };
}

export interface IssueStats {
  id: number;
  key: string;
  createdAt: string;
  recipients: number;
  sent: number;
  failed: number;
  /** Rows not yet sent whose address still wants mail. */
  due: number;
  /** Rows never sent because every article of the issue was unpublished first. */
  cancelled: number;
  isCancelled: boolean;
}

export async function issueStats(db: Queryable, ids?: number[]): Promise<IssueStats[]> {
  const { rows } = await db.query<{
    id: number;
    key: string;
    created_at: Date | string;
    recipients: number;
    sent: number;
    failed: number;
    due: number;
    cancelled: number;
    is_cancelled: boolean;
  }>(
    `SELECT i.id, i.key, i.created_at, i.recipients, i.cancelled_at IS NOT NULL AS is_cancelled,
            count(d.sent_at)::int AS sent,
            count(d.failed_at)::int AS failed,
            count(d.cancelled_at)::int AS cancelled,
            count(*) FILTER (WHERE d.sent_at IS NULL AND d.failed_at IS NULL AND d.cancelled_at IS NULL
                               AND s.unsubscribed_at IS NULL AND s.mail_stopped_at IS NULL)::int AS due
       FROM newsletter_issues i
       LEFT JOIN newsletter_deliveries d ON d.issue_id = i.id
       LEFT JOIN subscribers s ON s.email = d.email
      WHERE $1::int[] IS NULL OR i.id = ANY($1::int[])
      GROUP BY i.id ORDER BY i.id`,
    [ids ?? null],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    key: r.key,
    createdAt: new Date(r.created_at).toISOString(),
    recipients: Number(r.recipients),
    sent: Number(r.sent),
    failed: Number(r.failed),
    due: Number(r.due),
    cancelled: Number(r.cancelled),
    isCancelled: Boolean(r.is_cancelled),
  }));
}

export const issueLogLine = (s: IssueStats): string =>
  `issue ${s.id} (${s.key}, planned ${s.createdAt}): ` +
  (s.isCancelled ? 'cancelled, every article was unpublished before its send; ' : '') +
  `${s.recipients} recipients, ${s.sent} sent, ${s.failed} failed, ${s.due} still due` +
  (s.cancelled > 0 ? `, ${s.cancelled} cancelled` : '');

const parseArticles = (value: IssueArticle[] | string | undefined): IssueArticle[] =>
  typeof value === 'string' ? (JSON.parse(value) as IssueArticle[]) : (value ?? []);

/** Issues with rows still to send, with the articles they hold now. */
async function openIssues(db: Queryable): Promise<Map<number, IssueArticle[]>> {
  const { rows } = await db.query<{ id: number; articles: IssueArticle[] | string }>(
    `SELECT i.id, i.articles FROM newsletter_issues i
      WHERE i.cancelled_at IS NULL
        AND EXISTS (SELECT 1 FROM newsletter_deliveries d
                     WHERE d.issue_id = i.id AND d.sent_at IS NULL AND d.failed_at IS NULL
                       AND d.cancelled_at IS NULL)
      ORDER BY i.id`,
  );
  return new Map(rows.map((r) => [Number(r.id), parseArticles(r.articles)]));
}

/**
 * Drops from an issue the articles unpublished since it was planned, in one transaction; an issue
 * left with none is cancelled and its due rows with it. Returns the articles still to send.
 */
async function dropUnpublished(
  db: Db,
  issueId: number,
  published: Set<string>,
): Promise<IssueArticle[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ articles: IssueArticle[] | string }>(
      'SELECT articles FROM newsletter_issues WHERE id = $1 FOR UPDATE',
      [issueId],
    );
    const stored = parseArticles(rows[0]?.articles);
    const kept = stored.filter((a) => published.has(a.id));
    if (kept.length === stored.length) return kept;
    await tx.query(
      `UPDATE newsletter_issues
          SET articles = $2::jsonb,
              cancelled_at = CASE WHEN $3 THEN now() ELSE cancelled_at END
        WHERE id = $1`,
      [issueId, JSON.stringify(kept), kept.length === 0],
    );
    if (kept.length === 0) {
      await tx.query(
        `UPDATE newsletter_deliveries SET cancelled_at = now(), lease_until = NULL
          WHERE issue_id = $1 AND sent_at IS NULL AND failed_at IS NULL`,
        [issueId],
      );
    }
    return kept;
  });
}

/**
 * Asks the Delivery API (one request for every open issue) which of their articles are still
 * published, and stores what is left. Returns the issues that may be sent now, with their
 * articles; an issue whose check failed is left out, for a later run to try again: nothing is
 * sent unchecked. `cancelled` collects the issues this check cancelled.
 */
async function checkedIssues(
  deps: NewsletterDeps,
  log: (message: string, error?: unknown) => void,
  cancelled: Set<number>,
): Promise<Map<number, IssueArticle[]>> {
  const open = await openIssues(deps.db);
  if (open.size === 0 || !deps.articles) return open;
  const ids = [...new Set([...open.values()].flat().map((a) => a.id))];
  let published: Set<string>;
  try {
    published = await deps.articles.stillPublished(ids);
  } catch (error) {
    log(
      `issues ${[...open.keys()].join(', ')} not sent now: the Delivery API could not say which ` +
        'of their articles are still published; the next run asks again',
      error,
    );
    return new Map();
  }
  const ready = new Map<number, IssueArticle[]>();
  for (const [id, articles] of open) {
    const kept = articles.every((a) => published.has(a.id))
      ? articles
      : await dropUnpublished(deps.db, id, published);
    if (kept.length > 0) ready.set(id, kept);
    else cancelled.add(id);
  }
  return ready;
}

export interface IssueSendResult {
  sent: number;
  failed: number;
}

/**
 * Sends every due issue row, at most `ratePerSecond` a second, and writes one log line per issue
 * it worked on (when planned, recipients, sent, failed, still due).
 */
export async function drainIssues(deps: NewsletterDeps): Promise<IssueSendResult> {
  const queue = queueOf(deps);
  const { ratePerSecond } = settingsOf(deps);
  const log = deps.log ?? defaultLog;
  const now = () => nowOf(deps);
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const pacer = ratePacer(ratePerSecond, now, sleep);
  const touched = new Set<number>();
  const result: IssueSendResult = { sent: 0, failed: 0 };
  const deadline = deps.runBudgetMs === undefined ? Infinity : Date.now() + deps.runBudgetMs;
  while (Date.now() < deadline) {
    const allowed = await pacer.take(Math.max(1, queue.batch));
    // Every batch is checked against the Delivery API as it starts, so no mail carries an
    // article unpublished before its batch began.
    const articles = await checkedIssues(deps, log, touched);
    const claimed =
      articles.size === 0
        ? []
        : await claimDeliveries(deps.db, queue, allowed, [...articles.keys()]);
    pacer.giveBack(allowed - claimed.length);
    if (claimed.length === 0) break;
    await deps.checkpoint?.('issue-claimed');
    await Promise.all(
      claimed.map(async (row) => {
        touched.add(row.issueId);
        try {
          const message = issueMail({
            from: deps.mailFrom,
            to: row.email,
            contactId: row.contactId,
            siteUrl: deps.siteUrl,
            functionsUrl: deps.functionsUrl,
            articles: articles.get(row.issueId)!,
          });
          await deps.mailer.send({ ...message, key: issueKeyOf(row.id) });
        } catch (error) {
          log(`issue ${row.issueId} mail ${row.id} failed (attempt ${row.attempts})`, error);
          result.failed += 1;
          await markDeliveryFailed(deps, row, error, queue);
          return;
        }
        if (await markDeliverySent(deps.db, row)) result.sent += 1;
      }),
    );
  }
  if (touched.size > 0) {
    const report = deps.report ?? defaultReport;
    for (const stats of await issueStats(deps.db, [...touched])) report(issueLogLine(stats));
  }
  return result;
}
