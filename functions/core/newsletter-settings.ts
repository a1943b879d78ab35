/**
 * The owner's newsletter settings: NEWSLETTER_SEND chooses the rhythm, NEWSLETTER_RATE caps the
 * mails per second (mail providers limit it).
 */
export type SendMode = 'digest' | 'each';

export interface NewsletterSettings {
  /** 'digest': what was published since the last issue, at most one a day; 'each': per article. */
  send: SendMode;
  /** Mails handed to the provider per second, by one worker. */
  ratePerSecond: number;
}

export const DEFAULT_NEWSLETTER: NewsletterSettings = { send: 'digest', ratePerSecond: 10 };

/** Reads the two settings from the environment's strings; a bad value is an error naming it. */
export function parseNewsletterSettings(env: {
  NEWSLETTER_SEND?: string;
  NEWSLETTER_RATE?: string;
}): NewsletterSettings {
  const send = env.NEWSLETTER_SEND?.trim() || DEFAULT_NEWSLETTER.send;
  if (send !== 'digest' && send !== 'each') {
    throw new Error(`NEWSLETTER_SEND must be "digest" or "each", not "${send}"`);
  }
  const rawRate = env.NEWSLETTER_RATE?.trim();
  const ratePerSecond = rawRate ? Number(rawRate) : DEFAULT_NEWSLETTER.ratePerSecond;
  if (!Number.isInteger(ratePerSecond) || ratePerSecond < 1 || ratePerSecond > 10_000) {
    throw new Error(`NEWSLETTER_RATE must be a whole number of mails per second (1-10000)`);
  }
  return { send, ratePerSecond };
}
