import type { Db } from './db.ts';
import { newContactId } from './contact-id.ts';

export interface SubscribeOutcome {
  contactId: string;
  /** true when a welcome mail is owed: new address, re-subscription, or an earlier send failed. */
  welcome: boolean;
}

interface SubscriberRow {
  contact_id: string;
  unsubscribed_at: Date | null;
  welcome_sent_at: Date | null;
}

/**
 * Creates or re-activates a subscriber. The row lock makes concurrent calls for one address
 * serialise, so exactly one of them claims the welcome mail (welcome_sent_at is set here and
 * cleared again by releaseWelcome if sending fails).
 */
export async function subscribe(db: Db, email: string): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO subscribers (email, contact_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
      [email, newContactId()],
    );
    const { rows } = await tx.query<SubscriberRow>(
      'SELECT contact_id, unsubscribed_at, welcome_sent_at FROM subscribers WHERE email = $1 FOR UPDATE',
      [email],
    );
    const row = rows[0];
    if (!row) throw new Error('subscriber row vanished inside its transaction');
    const welcome = row.unsubscribed_at !== null || row.welcome_sent_at === null;
    if (welcome) {
      await tx.query(
        `UPDATE subscribers
            SET subscribed_at = CASE WHEN unsubscribed_at IS NULL THEN subscribed_at ELSE now() END,
                unsubscribed_at = NULL,
                welcome_sent_at = now()
          WHERE email = $1`,
        [email],
      );
    }
    return { contactId: row.contact_id, welcome };
  });
}

/** Gives the welcome claim back so the visitor's retry sends it. */
export async function releaseWelcome(db: Db, email: string): Promise<void> {
  await db.query('UPDATE subscribers SET welcome_sent_at = NULL WHERE email = $1', [email]);
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
