import type { Db } from './db.ts';
import type { Mailer } from './mail.ts';
import type { RateLimit } from './rate-limit.ts';

export interface SubscribeLimits {
  perIp: RateLimit;
  perAddress: RateLimit;
}

/** Everything a handler needs, injected so the core stays free of Node-only APIs. */
export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  functionsUrl: string;
  mailFrom: string;
  limits: SubscribeLimits;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/** Generous for people, tight for scripts: a household behind one IP, a few retries per address. */
export const DEFAULT_LIMITS: SubscribeLimits = {
  perIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  perAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
};

export const defaultLog = (message: string, error: unknown): void => {
  console.error(`[functions] ${message}:`, error);
};
