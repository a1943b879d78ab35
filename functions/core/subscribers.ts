import type { Db } from './db.ts';
import { newContactId } from './contact-id.ts';

export interface SubscribeOutcome {
  contactId: string;
  /** true when this call queued a welcome: a new address or a re-subscription. */
  welcome: boolean;
}

/**
 * Creates or re-activates a subscriber and queues the welcome it is owed, in one statement, so a
 * known address costs the same round trip as a new one. ON CONFLICT locks the existing row, so of
 * concurrent calls for one address exactly one stamps its own random claim and queues the mail;
 * a pending welcome is joined, not doubled (one unsent row per address).
 */
export async function subscribe(db: Db, email: string): Promise<SubscribeOutcome> {
  const claim = newContactId();
  const { rows } = await db.query<{ contact_id: string; welcome: boolean }>(
    `WITH upsert AS (
       INSERT INTO subscribers AS s (email, contact_id, welcome_claim)
            VALUES ($1, $2, $3::text)
       ON CONFLICT (email) DO UPDATE SET
         subscribed_at = CASE WHEN s.unsubscribed_at IS NULL THEN s.subscribed_at ELSE now() END,
         welcome_claim = CASE WHEN s.unsubscribed_at IS NOT NULL
                              THEN $3::text ELSE s.welcome_claim END,
         welcome_sent_at = CASE WHEN s.unsubscribed_at IS NOT NULL
                                THEN NULL ELSE s.welcome_sent_at END,
         confirmed_at = CASE WHEN s.unsubscribed_at IS NOT NULL
                             THEN NULL ELSE s.confirmed_at END,
         unsubscribed_at = NULL
       RETURNING email, contact_id, welcome_claim IS NOT DISTINCT FROM $3::text AS welcome
     ), queued AS (
       INSERT INTO mail_queue (email) SELECT email FROM upsert WHERE welcome
       ON CONFLICT (email) WHERE sent_at IS NULL
       DO UPDATE SET next_attempt_at = LEAST(mail_queue.next_attempt_at, now())
       RETURNING id
     )
     SELECT contact_id, welcome FROM upsert`,
    [email, newContactId(), claim],
  );
  const row = rows[0];
  if (!row) throw new Error('upsert returned no row');
  return { contactId: row.contact_id, welcome: row.welcome };
}

/**
 * Marks the subscriber with this contactId (and, when given, this address) as unsubscribed.
 * Returns false for any mismatch; repeating a valid unsubscribe keeps returning true.
 */
export async function unsubscribe(
  db: Db,
  contactId: string,
  email: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, now())
      WHERE contact_id = $1 AND ($2::text IS NULL OR email = $2::text)
      RETURNING contact_id`,
    [contactId, email],
  );
  return rows.length > 0;
}

/** How long an address that was never confirmed is kept before it is forgotten. */
export const UNCONFIRMED_KEPT_DAYS = 7;

/**
 * Marks the subscriber with this contactId (and, when given, this address) as confirmed. Returns
 * false for any mismatch and for an address that has left or was forgotten; repeating a valid
 * confirmation keeps returning true and keeps the first confirmation's time.
 */
export async function confirm(db: Db, contactId: string, email: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE subscribers SET confirmed_at = COALESCE(confirmed_at, now())
      WHERE contact_id = $1 AND ($2::text IS NULL OR email = $2::text)
        AND unsubscribed_at IS NULL
      RETURNING contact_id`,
    [contactId, email],
  );
  return rows.length > 0;
}

/**
 * Deletes addresses nobody confirmed within UNCONFIRMED_KEPT_DAYS of signing up (their queued
 * welcome goes with them), so an address typed by a stranger is not kept. Returns how many.
 */
export async function forgetUnconfirmed(db: Db, now: number | null = null): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM subscribers
        WHERE confirmed_at IS NULL
          AND subscribed_at < COALESCE($1::timestamptz, now()) - $2 * interval '1 day'
        RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [now === null ? null : new Date(now).toISOString(), UNCONFIRMED_KEPT_DAYS],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface SubscriberRecord {
  email: string;
  contactId: string;
  active: boolean;
  confirmed: boolean;
}

/** For tests, the bench and operators: the stored list. */
export async function listSubscribers(db: Db): Promise<SubscriberRecord[]> {
  const { rows } = await db.query<{
    email: string;
    contact_id: string;
    active: boolean;
    confirmed: boolean;
  }>(
    `SELECT email, contact_id, unsubscribed_at IS NULL AS active,
            confirmed_at IS NOT NULL AS confirmed
       FROM subscribers ORDER BY email`,
  );
  return rows.map((row) => ({
    email: row.email,
    contactId: row.contact_id,
    active: row.active,
    confirmed: row.confirmed,
  }));
}
