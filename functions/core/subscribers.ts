import type { Db } from './db.ts';
import { newContactId } from './contact-id.ts';

export interface SubscribeOutcome {
  contactId: string;
  /** true when a welcome mail is owed: new address, re-subscription, or an earlier send failed. */
  welcome: boolean;
  /** This request's claim token, needed to release the welcome if sending fails. */
  claim: string;
}

/**
 * Creates or re-activates a subscriber in one statement. ON CONFLICT locks the existing row, so of
 * concurrent calls for one address exactly one sees the welcome as owed and stamps its own random
 * claim; RETURNING then tells each caller whether the claim is theirs.
 */
export async function subscribe(db: Db, email: string): Promise<SubscribeOutcome> {
  const claim = newContactId();
  const { rows } = await db.query<{ contact_id: string; welcome: boolean }>(
    `INSERT INTO subscribers AS s (email, contact_id, welcome_sent_at, welcome_claim)
          VALUES ($1, $2, now(), $3::text)
     ON CONFLICT (email) DO UPDATE SET
       subscribed_at = CASE WHEN s.unsubscribed_at IS NULL THEN s.subscribed_at ELSE now() END,
       welcome_claim = CASE WHEN s.unsubscribed_at IS NOT NULL OR s.welcome_sent_at IS NULL
                            THEN $3::text ELSE s.welcome_claim END,
       welcome_sent_at = CASE WHEN s.unsubscribed_at IS NOT NULL OR s.welcome_sent_at IS NULL
                              THEN now() ELSE s.welcome_sent_at END,
       unsubscribed_at = NULL
     RETURNING contact_id, welcome_claim IS NOT DISTINCT FROM $3::text AS welcome`,
    [email, newContactId(), claim],
  );
  const row = rows[0];
  if (!row) throw new Error('upsert returned no row');
  return { contactId: row.contact_id, welcome: row.welcome, claim };
}

/** Gives our welcome claim back (only ours) so the visitor's retry sends it. */
export async function releaseWelcome(db: Db, email: string, claim: string): Promise<void> {
  await db.query(
    'UPDATE subscribers SET welcome_sent_at = NULL WHERE email = $1 AND welcome_claim = $2',
    [email, claim],
  );
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

export interface SubscriberRecord {
  email: string;
  contactId: string;
  active: boolean;
}

/** For tests, the bench and operators: the stored list. */
export async function listSubscribers(db: Db): Promise<SubscriberRecord[]> {
  const { rows } = await db.query<{ email: string; contact_id: string; active: boolean }>(
    'SELECT email, contact_id, unsubscribed_at IS NULL AS active FROM subscribers ORDER BY email',
  );
  return rows.map((row) => ({ email: row.email, contactId: row.contact_id, active: row.active }));
}
