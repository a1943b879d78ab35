import { describe } from 'vitest';
import { useEmbeddedDb } from './test-support/embedded-db.ts';
import { describeNewsletterAbuse } from './test-support/abuse-suite.ts';
import { describeIssues } from './test-support/issue-suite.ts';
import { describeMailQueue } from './test-support/queue-suite.ts';
import { describeNewsletterRules } from './test-support/rules-suite.ts';

describe('newsletter functions on the embedded database (PGlite)', () => {
  const db = useEmbeddedDb();
  describeNewsletterRules(db);
  describeNewsletterAbuse(db);
  describeMailQueue(db);
  describeIssues(db);
});
