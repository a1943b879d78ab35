import type { Db } from './db.ts';
import type { ArticleSource } from './issue-articles.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';
import type { Mailer } from './mail.ts';
import type { QueueSettings } from './queue-settings.ts';
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
  /** Lease, batch and backoff of the mail queue; defaults in queue-settings.ts. */
  queue?: Partial<QueueSettings>;
  /**
   * Called (without awaiting) after every accepted subscribe, new address or known, so the host
   * can start a drain of the mail queue once the answer is on its way.
   */
  afterSubscribe?: () => void;
  /**
   * Named points between storing a subscriber and marking its welcome sent. The crash tests pause
   * a real process here and kill it; production leaves it unset.
   */
  checkpoint?: (point: CheckpointName) => Promise<void>;
  /** Rhythm and rate of the issues; defaults in newsletter-settings.ts. */
  newsletter?: Partial<NewsletterSettings>;
  /** Where issues learn what was published (the Delivery API); without it no issue is planned. */
  articles?: ArticleSource | null;
  /** Waits between rate-limited rounds; tests pass a clock of their own with `now`. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Wall time one send of issue rows may take before it stops claiming (edge functions are cut off
   * after a few minutes); what is left is sent by the next run. Unset: until nothing is due.
   */
  runBudgetMs?: number;
  /** The owner's log: one line per issue and run. */
  report?: (line: string) => void;
}

/**
 * 'queued' after the subscribe statement, 'claimed' after the lease, 'written'/'renamed' in the
 * outbox; for issues, 'issue-planned' after the issue and its rows are stored and 'issue-claimed'
 * after a round of its rows is leased (the outbox points follow for each mail).
 */
export type CheckpointName =
  'queued' | 'claimed' | 'written' | 'renamed' | 'issue-planned' | 'issue-claimed';

/** Generous for people, tight for scripts: a household behind one IP, a few retries per address. */
export const DEFAULT_LIMITS: SubscribeLimits = {
  perIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  perAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
};

export const defaultReport = (line: string): void => {
  console.log(`[newsletter] ${line}`);
};

export const defaultLog = (message: string, error: unknown): void => {
  console.error(`[functions] ${message}:`, error);
};
